import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@market/router';
import en from '@/i18n/en.json';

/**
 * For the unit tests: the admin's English catalog around what a test renders, as `AdminMessages`
 * gives it around every screen in the app (`render(<Page />, { wrapper: InEnglish })`).
 */
export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={en}>
      {children}
    </IntlProvider>
  );
}

/** `InEnglish` inside a MemoryRouter, for a screen with links. */
export function InEnglishRouter({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <InEnglish>{children}</InEnglish>
    </MemoryRouter>
  );
}
