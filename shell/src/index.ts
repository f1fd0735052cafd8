import { applyColorMode, initialColorMode } from './lib/color-mode';

// Set the colour mode before the first paint; the rest starts behind an async boundary so
// Module Federation can agree on the shared singletons first.
applyColorMode(initialColorMode());
void import('./bootstrap');
