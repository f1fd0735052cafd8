import { defineMessages } from 'react-intl';

/** Words more than one catalog screen says alike. */
export const COMMON_MESSAGES = defineMessages({
  /** The first crumb of every breadcrumb (the JSON-LD search engines read). */
  home: { id: 'catalog.common.home', defaultMessage: 'Home' },
});
