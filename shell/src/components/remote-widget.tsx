import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteBoundary } from '@market/ui';

const noSubscription = () => () => undefined;

/**
 * A small piece another remote exposes (`messaging/UnreadBadge`, `messaging/NotificationBell`),
 * loaded on first render in the browser only: a server render leaves it out (it is live, per
 * user), and nothing of it is in the first load of a page that never renders it (a visitor's).
 * If the remote is down, `fallback` shows instead (nothing by default).
 */
export function browserRemoteWidget(id: string, fallback: ReactNode = null): ComponentType {
  const [remote] = id.split('/');
  const Widget = lazy(async () => {
    const module = await loadRemote<{ default: ComponentType }>(id);
    if (!module?.default) throw new Error(`${remote} did not expose ${id}`);
    return module;
  });
  return function RemoteWidget() {
    const inBrowser = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    if (!inBrowser) return null;
    return (
      <RemoteBoundary remote={remote!} fallback={fallback}>
        <Suspense fallback={null}>
          <Widget />
        </Suspense>
      </RemoteBoundary>
    );
  };
}
