import { useEffect, useRef } from 'react';
import { API_PREFIX } from '@market/api-client';
import { useLocation } from '@market/router';

/**
 * Tells the server of each page the visitor moves to inside the app (the first page was counted
 * when the server sent it): `navigator.sendBeacon` to POST /api/analytics/hits with the path and
 * the page before. No cookie or id is sent beyond what every request carries; the server decides
 * what counts (no bots, no staff, a repeat once).
 */
export function PageViewBeacon() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = `${pathname}${search}`;
    const before = previous.current;
    previous.current = path;
    // The first render is the page the server already counted; a change of hash alone is none.
    if (before === null || before === path || typeof navigator.sendBeacon !== 'function') return;
    const body = JSON.stringify({ path, referrer: `${window.location.origin}${before}` });
    navigator.sendBeacon(`${API_PREFIX}/analytics/hits`, new Blob([body], { type: 'application/json' }));
  }, [pathname, search]);
  return null;
}
