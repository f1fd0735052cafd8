import { lazy, Suspense, type ComponentType } from 'react';
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

/** A badge is decoration: if the remote is down, the link simply shows no count. */
export function MessagesBadge() {
  return (
    <RemoteBoundary remote="messaging" fallback={null}>
      <Suspense fallback={null}>
        <UnreadBadge />
      </Suspense>
    </RemoteBoundary>
  );
}
