import { useEffect } from 'react';
import { EARLY_EVENTS_GLOBAL, type EarlyEvents } from '@market/contracts';

/** Where the person had gone (back or forward in the page's history) before the page worked. */
let visitedBeforeHydration: string | null = null;

/**
 * A server-rendered page is taken over at the address it was rendered at (a visitor's page is
 * rendered at the query it reads, one spelling, which the address then shows). Back or forward
 * within the page before it works changes the address but not the page: it is taken over as
 * rendered all the same, and goes to the address visited once its router listens (App).
 */
export function hydrateAtRenderedUrl(renderedUrl: string | undefined): void {
  const here = `${location.pathname}${location.search}`;
  if (!renderedUrl || renderedUrl === here) return;
  if (here !== loadedAddress(here)) visitedBeforeHydration = `${here}${location.hash}`;
  history.replaceState(history.state, '', `${renderedUrl}${location.hash}`);
}

/** Goes where the person went before the page worked (hydrateAtRenderedUrl), as a back or forward does. */
export function followVisitedAddress(): void {
  if (visitedBeforeHydration === null) return;
  history.replaceState(history.state, '', visitedBeforeHydration);
  visitedBeforeHydration = null;
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

/** The address the page was loaded at (after any redirect). */
function loadedAddress(fallback: string): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  if (!entry) return fallback;
  const url = new URL(entry.name);
  return `${url.pathname}${url.search}`;
}

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
