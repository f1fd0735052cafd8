import { Suspense, type ReactNode } from 'react';
import type { RenderLocale } from '@market/contracts';
import { AppMessages } from '../i18n/app-messages';
import { LocaleContext } from '../i18n/locale-context';

/** `ui` inside an app's messages in `locale`, as a remote draws it (`own`: the app's own catalog). */
export function inApp(
  locale: RenderLocale,
  ui: ReactNode,
  { app = 'checkout', own = {} }: { app?: string; own?: Record<string, string> } = {},
) {
  return (
    <LocaleContext.Provider value={{ locale, setLocale: () => {} }}>
      <Suspense fallback="loading">
        <AppMessages app={app} load={async () => own}>
          {ui}
        </AppMessages>
      </Suspense>
    </LocaleContext.Provider>
  );
}
