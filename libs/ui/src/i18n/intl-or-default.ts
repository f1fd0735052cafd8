import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';

/** Until an app's IntlProvider is mounted (and in tests without one): English, default messages. */
export const fallbackIntl: IntlShape = createIntl({
  locale: 'en',
  defaultLocale: 'en',
  onError: () => undefined,
});

/** The page's react-intl instance, or English defaults where no provider is mounted. */
export function useIntlOrDefault(): IntlShape {
  return useContext(IntlContext) ?? fallbackIntl;
}
