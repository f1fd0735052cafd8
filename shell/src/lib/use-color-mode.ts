import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { applyColorMode, renderedColorMode, rememberColorMode, type ColorMode } from './color-mode';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentMode = (): ColorMode =>
  document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light';

/**
 * The mode the page is rendered in on the server (from the visitor's cookie), provided by the
 * shell's server build; in the browser, the mode the server's HTML came with, so hydration
 * matches it before the hook switches to the current mode.
 */
export const RenderedColorModeContext = createContext<ColorMode>(renderedColorMode);

/** Light/dark mode through Bootstrap's data-bs-theme, remembered in localStorage and a cookie. */
export function useColorMode(): [ColorMode, () => void] {
  const rendered = useContext(RenderedColorModeContext);
  const mode = useSyncExternalStore(subscribe, currentMode, () => rendered);
  const toggle = useCallback(() => {
    const next: ColorMode = currentMode() === 'dark' ? 'light' : 'dark';
    rememberColorMode(next);
    applyColorMode(next);
    listeners.forEach((listener) => listener());
  }, []);
  return [mode, toggle];
}
