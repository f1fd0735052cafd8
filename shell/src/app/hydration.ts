import { useEffect } from 'react';

/**
 * The server marks a page it rendered with `#root[data-hydrating]`; the mark goes once the
 * browser has taken the page over (its remote area included), so a page is known to work
 * (browser tests wait for it).
 */
export function markHydrated(): void {
  document.getElementById('root')?.removeAttribute('data-hydrating');
}

/** Rendered inside a remote area: it mounts when the area has hydrated, or shows its error panel. */
export function AreaMounted() {
  useEffect(markHydrated, []);
  return null;
}
