import { useEffect, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, LOCALE_NAMES, matchLocale, splitLocalePath, type Locale } from '@market/contracts';
import { useLocale } from '@market/ui';

/** Where a dismissed offer is remembered (this browser only). */
export const LANGUAGE_OFFER_KEY = 'language-offer-dismissed';

/** The language to offer: the browser's first shop language, on an English page at an unprefixed address. */
function offeredLocale(locale: string): Locale | undefined {
  if (locale !== DEFAULT_LOCALE || splitLocalePath(window.location.pathname).prefixed) return undefined;
  if (localStorage.getItem(LANGUAGE_OFFER_KEY)) return undefined;
  const preferred = matchLocale(navigator.languages ?? [navigator.language]);
  return preferred && preferred !== DEFAULT_LOCALE ? preferred : undefined;
}

/**
 * One dismissible line offering the visitor's browser language on an English page: never a
 * redirect (crawlers and people see each address as it is). Shown after hydration only.
 */
export function LanguageOffer() {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  const [offer, setOffer] = useState<Locale>();
  useEffect(() => setOffer(offeredLocale(locale)), [locale]);
  if (!offer) return null;
  const language = LOCALE_NAMES[offer];
  const dismiss = () => {
    localStorage.setItem(LANGUAGE_OFFER_KEY, '1');
    setOffer(undefined);
  };
  return (
    <div className="language-offer bg-body-tertiary border-bottom small" role="region" aria-label={language}>
      <div className="container d-flex align-items-center gap-2 py-1">
        <span className="flex-grow-1">
          <FormattedMessage
            id="shell.language.offer"
            defaultMessage="This page is also available in {language}."
            values={{ language: <span lang={offer}>{language}</span> }}
          />
        </span>
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => {
            dismiss();
            setLocale(offer);
          }}
        >
          <FormattedMessage
            id="shell.language.offerSwitch"
            defaultMessage="Show in {language}"
            values={{ language: <span lang={offer}>{language}</span> }}
          />
        </Button>
        <CloseButton
          aria-label={intl.formatMessage({ id: 'shell.language.offerDismiss', defaultMessage: 'Dismiss' })}
          onClick={dismiss}
        />
      </div>
    </div>
  );
}
