// The stylesheets are the entry's, so they are linked in the page's head: the server-rendered
// page paints styled, before any script runs.
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/shell.css';
import { applyColorMode, initialColorMode } from './lib/color-mode';

// Set the colour mode before the first paint; the rest starts behind an async boundary so
// Module Federation can agree on the shared singletons first.
applyColorMode(initialColorMode());

/** However slow the largest image is, the page hydrates after this long. */
const LARGEST_IMAGE_WAIT_MS = 3000;

/**
 * A server-rendered page's largest image (the one it fetches with high priority) is painted
 * before the app's scripts are fetched and run: on a slow phone they would take the network and
 * the main thread from it (measured: a service page's largest paint 2.7 s before, 1.6 s after).
 * Links work meanwhile; the page hydrates right after.
 */
function largestImagePainted(): Promise<unknown> {
  const image = document.querySelector<HTMLImageElement>('#root[data-hydrating] img[fetchpriority="high"]');
  if (!image || image.complete) return Promise.resolve();
  const loaded = Promise.race([
    image.decode().catch(() => undefined),
    new Promise((gaveUp) => setTimeout(gaveUp, LARGEST_IMAGE_WAIT_MS)),
  ]);
  return loaded.then(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))));
}

void largestImagePainted().then(() => import('./bootstrap'));
