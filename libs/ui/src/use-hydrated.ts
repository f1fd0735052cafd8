import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render
 * after. A signed-in public page is rendered once for every user of a role (as none of them), so
 * what differs between those users (their own reviews) waits for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
