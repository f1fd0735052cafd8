import { COLOR_MODE_COOKIE, parseColorMode, type ColorMode } from '@market/contracts';

export type { ColorMode };
export const COLOR_MODE_KEY = 'color-mode';
// No React here: the entry imports this before the async boundary, where shared modules are not ready.

/** The mode the page's HTML was rendered in (the server's, from the cookie), read before the entry changes it. */
export const renderedColorMode: ColorMode =
  typeof document !== 'undefined' && document.documentElement.getAttribute('data-bs-theme') === 'dark'
    ? 'dark'
    : 'light';

/** The visitor's choice, else their system's preference. */
export function initialColorMode(): ColorMode {
  const stored = parseColorMode(localStorage.getItem(COLOR_MODE_KEY));
  if (stored) return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-bs-theme', mode);
}

/** Keeps the choice for this browser, and in the cookie the server renders pages by. */
export function rememberColorMode(mode: ColorMode): void {
  localStorage.setItem(COLOR_MODE_KEY, mode);
  document.cookie = `${COLOR_MODE_COOKIE}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** A choice made before the cookie existed (localStorage only) is copied into it. */
export function syncColorModeCookie(): void {
  const stored = parseColorMode(localStorage.getItem(COLOR_MODE_KEY));
  if (stored && !document.cookie.split('; ').includes(`${COLOR_MODE_COOKIE}=${stored}`)) {
    rememberColorMode(stored);
  }
}
