import { AsyncLocalStorage } from 'node:async_hooks';
import { STAND_IN_USER_ID, type PageRole } from '@market/contracts';
import type { SessionUser } from '../common/access.decorator';

const renderingFor = new AsyncLocalStorage<PageRole>();

/**
 * Runs a role's page render (`STAND_IN_USER_ID` in @market/contracts): the API calls it makes in
 * process are answered as the role's stand-in, never as whoever asked for the page first.
 */
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
  return {
    id: STAND_IN_USER_ID,
    username: '',
    isAdmin: role === 'admin',
    role: role === 'admin' ? 'owner' : null,
  };
}
