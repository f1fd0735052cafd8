export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_KEY = 'color-mode';
// No React here: the entry imports this before the async boundary, where shared modules are not ready.

export function initialColorMode(): ColorMode {
  const stored = localStorage.getItem(COLOR_MODE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-bs-theme', mode);
}
