import { useEffect } from 'react';
import { EARLY_EVENTS_GLOBAL, type EarlyEvents } from '@market/contracts';

/**
 * The server marks a page it rendered with `#root[data-hydrating]`; the mark goes once the
 * browser has taken the page over (its remote area included), so a page is known to work
 * (browser tests wait for it), and the taps made before are replayed.
 */
export function markHydrated(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-hydrating')) return;
  root.removeAttribute('data-hydrating');
  // What was tapped before (held by the page's early-event contract) happens now.
  (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL]?.replay();
}

/**
 * The shell's own part of a server-rendered page (header, menu, search, footer) has hydrated while
 * its remote's area still waits for the remote's scripts: the taps made on that part happen now.
 */
export function markChromeHydrated(): void {
  if (!document.getElementById('root')?.hasAttribute('data-hydrating')) return;
  (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL]?.replay('chrome');
}

/** Rendered inside a remote area: it mounts when the area has hydrated, or shows its error panel. */
export function AreaMounted() {
  useEffect(markHydrated, []);
  return null;
}
