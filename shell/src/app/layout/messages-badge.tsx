import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteBoundary } from '@market/ui';

/**
 * The unread count comes from the messaging remote (it owns the socket), loaded only when a
 * signed-in header renders, so the visitor's first load carries no messaging code.
 */
const UnreadBadge = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType }>('messaging/UnreadBadge');
  if (!module?.default) throw new Error('messaging did not expose UnreadBadge');
  return module;
});

const noSubscription = () => () => undefined;

/**
 * A badge is decoration: if the remote is down, the link simply shows no count. The count is
 * live (the socket's), so a server render leaves it out and the browser adds it once hydrated.
 */
export function MessagesBadge() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <RemoteBoundary remote="messaging" fallback={null}>
      <Suspense fallback={null}>
        <UnreadBadge />
      </Suspense>
    </RemoteBoundary>
  );
}
