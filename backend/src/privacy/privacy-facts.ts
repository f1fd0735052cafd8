import { DEFAULT_LOCALE, NECESSARY_COOKIES, type Locale, type PrivacyFactsJson } from '@market/contracts';
import { AppConfig } from '../config/app-config';
import { t, type MessageId } from '../i18n/i18n';

type StoredKind =
  | 'account'
  | 'orders'
  | 'unpaid'
  | 'paymentEvents'
  | 'messages'
  | 'reviews'
  | 'notifications'
  | 'digests'
  | 'sessions'
  | 'tokens'
  | 'exports'
  | 'requestLogs'
  | 'audit';

/**
 * Each cookie's purpose in the catalogs (English there as in NECESSARY_COOKIES, which the
 * privacy-facts spec checks); a cookie added to contracts without one keeps its English purpose.
 */
const COOKIE_PURPOSES: Readonly<Record<string, MessageId>> = {
  token: 'privacy.cookie.token',
  device: 'privacy.cookie.device',
  oauth_state_: 'privacy.cookie.oauthState',
  'color-mode': 'privacy.cookie.colorMode',
};

/**
 * The generated part of the privacy page in `locale`: what the shop stores, why and for how long
 * (from the retention settings, durations in that language's plurals), which processors receive
 * what (only those configured), and its cookies. Processor and host names are not translated.
 */
export function privacyFacts(config: AppConfig, locale: Locale = DEFAULT_LOCALE): PrivacyFactsJson {
  const days = (count: number) => t(locale, 'privacy.days', { days: count });
  const item = (kind: StoredKind, keptFor: string) => ({
    what: t(locale, `privacy.stored.${kind}.what`),
    why: t(locale, `privacy.stored.${kind}.why`),
    keptFor,
  });
  const keptAfter = (kind: 'unpaid' | 'paymentEvents' | 'sessions' | 'tokens' | 'exports', count: number) =>
    t(locale, `privacy.stored.${kind}.keptFor`, { days: count });
  const stored: PrivacyFactsJson['stored'] = [
    item('account', t(locale, 'privacy.stored.account.keptFor')),
    item('orders', t(locale, 'privacy.stored.orders.keptFor')),
    item(
      'unpaid',
      config.failedOrderRetentionDays === 0
        ? t(locale, 'privacy.stored.unpaid.keptUntilDiscarded')
        : keptAfter('unpaid', config.failedOrderRetentionDays),
    ),
    item('paymentEvents', keptAfter('paymentEvents', config.retention.paymentEventDays)),
    item('messages', t(locale, 'privacy.stored.messages.keptFor')),
    item('reviews', t(locale, 'privacy.stored.reviews.keptFor')),
    item('notifications', days(config.notifications.keepDays)),
    item('digests', days(config.retention.messageDigestDays)),
    item('sessions', keptAfter('sessions', config.retention.sessionDays)),
    item('tokens', keptAfter('tokens', config.retention.tokenDays)),
    item('exports', keptAfter('exports', config.dataExports.keepDays)),
    item('requestLogs', days(config.retention.requestLogDays)),
    item('audit', days(config.auditKeepDays)),
  ];
  return { stored, processors: processors(config, locale), cookies: cookies(locale) };
}

function processors(config: AppConfig, locale: Locale): PrivacyFactsJson['processors'] {
  const found: PrivacyFactsJson['processors'] = [];
  if (config.stripe.secretKey) {
    found.push({ name: 'Stripe', receives: t(locale, 'privacy.processor.stripe.receives') });
  }
  if (config.paypal.clientId) {
    found.push({ name: 'PayPal', receives: t(locale, 'privacy.processor.paypal.receives') });
  }
  if (config.mail.smtpUrl) {
    found.push({
      name: t(locale, 'privacy.processor.mail.name', { host: new URL(config.mail.smtpUrl).hostname }),
      receives: t(locale, 'privacy.processor.mail.receives'),
    });
  }
  if (config.storage.driver === 's3') {
    const host = config.storage.endpoint ? new URL(config.storage.endpoint).hostname : 'Amazon S3';
    found.push({
      name: t(locale, 'privacy.processor.storage.name', { host }),
      receives: t(locale, 'privacy.processor.storage.receives'),
    });
  }
  for (const [provider, configured] of [
    ['Google', config.google],
    ['GitHub', config.github],
  ] as const) {
    if (configured)
      found.push({ name: provider, receives: t(locale, 'privacy.processor.signIn.receives', { provider }) });
  }
  return found;
}

function cookies(locale: Locale): PrivacyFactsJson['cookies'] {
  return NECESSARY_COOKIES.map((cookie) => {
    const purpose = COOKIE_PURPOSES[cookie.name];
    return { name: cookie.name, purpose: purpose ? t(locale, purpose) : cookie.purpose };
  });
}
