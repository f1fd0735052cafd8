import { useCallback, useState } from 'react';
import { applyColorMode, COLOR_MODE_KEY, type ColorMode } from './color-mode';

/** Light/dark mode through Bootstrap's data-bs-theme, remembered in localStorage. */
export function useColorMode(): [ColorMode, () => void] {
  const [mode, setMode] = useState<ColorMode>(() =>
    document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light',
  );
  const toggle = useCallback(() => {
    setMode((previous) => {
      const next: ColorMode = previous === 'dark' ? 'light' : 'dark';
      localStorage.setItem(COLOR_MODE_KEY, next);
      applyColorMode(next);
      return next;
    });
  }, []);
  return [mode, toggle];
}
