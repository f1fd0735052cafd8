import { AsyncLocalStorage } from 'node:async_hooks';
import type { SessionUser } from '../common/access.decorator';

/** Whom a signed-in public page is rendered for: every buyer alike, or the admins. */
export type PageRole = 'buyer' | 'admin';

/**
 * The user a role's page is rendered as: an id no account has (a UUID that is not random).
 * The page is sent to each user with their own id in its place (`personalise` in
 * `public-pages/page-html.ts`), so a page kept for a role holds nothing of any one user.
 */
export const STAND_IN_USER_ID = 'aff6a86d-5bd5-499d-bd63-dfd3b64f8a2b';

const renderingFor = new AsyncLocalStorage<PageRole>();

/** Runs a page's render: the API calls it makes in process are answered as the role's stand-in. */
export function renderAsRole<T>(role: PageRole, render: () => Promise<T>): Promise<T> {
  return renderingFor.run(role, render);
}

/**
 * The stand-in user of the role whose page is being rendered, for a read made by that render;
 * undefined for every other request (nothing sent from outside can set it: it is not a header).
 */
export function standInReader(method: string): SessionUser | undefined {
  const role = renderingFor.getStore();
  if (!role || (method !== 'GET' && method !== 'HEAD')) return undefined;
  return { id: STAND_IN_USER_ID, username: '', isAdmin: role === 'admin' };
}
