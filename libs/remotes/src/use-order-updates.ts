import { useEffect, useRef } from 'react';
import { useAuthUser } from '@market/api-client';
import { ORDER_UPDATED_EVENT } from '@market/contracts';
import { useLoad } from '@market/ui';
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

/**
 * One order for an order page (the buyer's or the admin's), loaded for `id` and then kept as it
 * is now: each move of it is fetched again in the background (no loading overlay). `fetchOrder`
 * must be stable (module-level).
 */
export function useLiveOrder<O>(
  id: string | undefined,
  fetchOrder: (id: string, options?: { background?: boolean }) => Promise<O>,
) {
  const loaded = useLoad(id, fetchOrder);
  const { replace } = loaded;
  useOrderUpdates(id, () => {
    if (id) fetchOrder(id, { background: true }).then(replace, () => undefined);
  });
  return loaded;
}
