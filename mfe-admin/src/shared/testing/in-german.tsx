import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { TAXONOMY_MESSAGES } from '@market/ui/testing';
import de from '@/i18n/de.json';

/**
 * For the unit tests: what `AdminMessages` gives a screen for a German reader, the admin's German
 * catalog with the taxonomy's German category names (`render(<Page />, { wrapper: InGerman })`).
 */
export function InGerman({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="de" defaultLocale="en" messages={{ ...TAXONOMY_MESSAGES.de, ...de }}>
      {children}
    </IntlProvider>
  );
}
