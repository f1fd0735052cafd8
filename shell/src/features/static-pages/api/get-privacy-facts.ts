import { apiRequest } from '@market/api-client';
import type { PrivacyFactsJson } from '@market/contracts';
import { useLoad } from '@market/ui';

const getPrivacyFacts = () => apiRequest<PrivacyFactsJson>('/privacy', { background: true });

/** What the shop stores, for how long, its processors and cookies: from the server's settings (rendered on the server too). */
export function usePrivacyFacts() {
  return useLoad('privacy-facts', getPrivacyFacts);
}
