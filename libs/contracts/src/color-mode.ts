/** Light or dark: Bootstrap's `data-bs-theme` on <html>. */
export type ColorMode = 'light' | 'dark';

/**
 * The visitor's chosen mode, kept by the shell in this cookie (and localStorage) so that the API
 * renders their pages in it: a visitor who chose dark never sees a light page first.
 */
export const COLOR_MODE_COOKIE = 'color-mode';

/** The mode a cookie or stored value names, or undefined for anything else. */
export function parseColorMode(value: unknown): ColorMode | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}
