import { apiRequest } from '@market/api-client';
import type { Locale, PrivacyFactsJson } from '@market/contracts';
import { useContentLocale, useLoad } from '@market/ui';

const getPrivacyFacts = (locale: Locale) =>
  apiRequest<PrivacyFactsJson>(`/privacy?locale=${locale}`, { background: true });

/**
 * What the shop stores, for how long, its processors and cookies: from the server's settings, in
 * the page's language (rendered on the server too: the load's key is that language).
 */
export function usePrivacyFacts() {
  return useLoad(useContentLocale(), getPrivacyFacts);
}
