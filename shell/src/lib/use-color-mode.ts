import { useCallback, useSyncExternalStore } from 'react';
import { applyColorMode, COLOR_MODE_KEY, type ColorMode } from './color-mode';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentMode = (): ColorMode =>
  document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light';
// The server does not know the visitor's choice: it renders light, and the browser switches after hydrating.
const serverMode = (): ColorMode => 'light';

/** Light/dark mode through Bootstrap's data-bs-theme, remembered in localStorage. */
export function useColorMode(): [ColorMode, () => void] {
  const mode = useSyncExternalStore(subscribe, currentMode, serverMode);
  const toggle = useCallback(() => {
    const next: ColorMode = currentMode() === 'dark' ? 'light' : 'dark';
    localStorage.setItem(COLOR_MODE_KEY, next);
    applyColorMode(next);
    listeners.forEach((listener) => listener());
  }, []);
  return [mode, toggle];
}
