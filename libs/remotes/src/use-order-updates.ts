import { useEffect, useRef } from 'react';
import { useAuthUser } from '@market/api-client';
import { ORDER_UPDATED_EVENT } from '@market/contracts';
import { loadRealtime } from './messaging';

/**
 * Calls `onUpdate` when the order `orderId` moves (`order:updated` for it), and after a reconnect
 * (an event may have been missed meanwhile), while the page is open. The socket is the messaging
 * remote's, loaded for a signed-in user only; if it cannot be loaded the page simply stays as it
 * is (a reload by hand still shows the news).
 */
export function useOrderUpdates(orderId: string | undefined, onUpdate: () => void): void {
  const user = useAuthUser();
  const latest = useRef(onUpdate);
  latest.current = onUpdate;

  useEffect(() => {
    if (!user || !orderId) return undefined;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    loadRealtime().then(
      (realtime) => {
        if (!active) return;
        unsubscribe = realtime.subscribe(
          ORDER_UPDATED_EVENT,
          (event) => {
            if (event._id === orderId) latest.current();
          },
          () => latest.current(),
        );
      },
      () => undefined,
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [user?.id, orderId]);
}
