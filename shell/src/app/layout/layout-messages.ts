import { defineMessages } from 'react-intl';

/** Texts both page frames (MainLayout, AuthLayout) show. */
export const LAYOUT = defineMessages({
  skipToContent: { id: 'shell.layout.skipToContent', defaultMessage: 'Skip to content' },
  loading: { id: 'shell.layout.loading', defaultMessage: 'Loading...' },
});
