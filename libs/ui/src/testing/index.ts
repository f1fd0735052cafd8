/** Helpers for the tests of the apps and libs; never imported by code that ships. */
export { mockFetch } from './mock-fetch';
export type { FetchAnswer, FetchAnswers, FetchCall } from './mock-fetch';
export { ToastProbe } from './toast-probe';
export { TEST_ORDER } from './test-order';
export { TAXONOMY_MESSAGES } from './taxonomy-messages';
export { UI_MESSAGES } from './ui-messages';
export { inApp } from './in-app';
export { hydrateWith, languagesLoaded, pseudo, renderOnServer } from './page-catalogs';
