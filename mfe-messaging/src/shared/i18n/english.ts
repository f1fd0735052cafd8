import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

/**
 * English with the messages' own defaults: what the helpers that turn data into text (labels,
 * ages, form errors) use when no page's react-intl instance is given them (tests, non-React code).
 */
export const ENGLISH: IntlShape = createIntl(
  { locale: 'en', defaultLocale: 'en', onError: () => undefined },
  createIntlCache(),
);
