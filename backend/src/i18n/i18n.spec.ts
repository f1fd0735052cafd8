import { LOCALES, NOTIFICATION_TYPES, STAFF_ROLES } from '@market/contracts';
import { CATALOGS, dateTimeIn, dayIn, localeOr, money, requestLocale, t, tHtml } from './i18n';

// The ICU parser behind t(); loaded the way i18n.ts loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlMessageFormat } = require('intl-messageformat') as typeof import('intl-messageformat', {
  with: { 'resolution-mode': 'import' },
});

const english = Object.keys(CATALOGS.en);

describe('the backend catalogs', () => {
  it.each(LOCALES)('%s has every English key, no other, sorted, each valid ICU', (locale) => {
    const catalog = CATALOGS[locale];
    expect(Object.keys(catalog)).toEqual([...english].sort());
    expect(Object.keys(catalog)).toEqual(english);
    for (const [id, message] of Object.entries(catalog)) {
      expect(() => new IntlMessageFormat(message, locale)).not.toThrow();
      expect(message.trim()).toBe(message);
      if (locale !== 'en') expect({ id, message }).not.toEqual({ id, message: '' });
    }
  });

  it('is translated: every non-English language differs from English in nearly every message', () => {
    // Only short words that are the same in both languages ("Admin", "{subject}: {item}") may match.
    const same = [
      'notification.buyerMail.subject',
      'notification.unread.admin',
      'staff.role.manager',
      'staff.role.support',
      'staff.role.finance',
      'document.total',
      'document.date',
      // French says "Notifications" too.
      'privacy.stored.notifications.what',
    ];
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const untranslated = english.filter(
        (id) => CATALOGS[locale][id] === CATALOGS.en[id] && !same.includes(id),
      );
      expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
    }
  });

  it('names every notification type and staff role in every language', () => {
    for (const locale of LOCALES) {
      for (const type of NOTIFICATION_TYPES)
        expect(CATALOGS[locale][`notification.type.${type}`]).toBeTruthy();
      for (const role of STAFF_ROLES) expect(CATALOGS[locale][`staff.role.${role}`]).toBeTruthy();
    }
  });
});

describe('t and tHtml', () => {
  it('fills arguments and plurals per language', () => {
    expect(t('en', 'notification.delivered.files', { files: 1 })).toBe(
      '1 file is attached on your order page.',
    );
    expect(t('de', 'notification.delivered.files', { files: 3 })).toBe(
      '3 Dateien sind auf der Seite Ihrer Bestellung angehängt.',
    );
    expect(t('ar', 'notification.offer.body', { description: 'شعار', price: '40 $', days: 2 })).toContain(
      'يومين',
    );
  });

  it('escapes what fills a message in HTML and makes its <a> a link', () => {
    expect(tHtml('en', 'mail.orderPaid.html.thanks', { item: '<script>x</script>' })).toBe(
      'Thank you for purchasing <strong>&lt;script&gt;x&lt;/script&gt;</strong>.',
    );
    expect(tHtml('en', 'mail.emailChanged.html.reset', {}, { a: 'https://shop.test/a?b="c"' })).toBe(
      'If you did not do this, <a href="https://shop.test/a?b=&quot;c&quot;">reset your password</a> and contact us.',
    );
  });
});

describe('numbers, money and dates in the reader’s language', () => {
  const moment = new Date('2026-12-04T00:01:00Z');

  it('writes English as the product always has', () => {
    expect(money('en', 4000, 'USD')).toBe('$40.00');
    expect(dateTimeIn('en', moment)).toBe('Dec 4, 2026, 00:01 UTC');
    expect(dayIn('en', moment)).toBe('Dec 04, 2026');
  });

  it('writes German, French and Arabic their own way, each currency with its own decimals', () => {
    expect(money('de', 123456, 'EUR')).toBe('1.234,56\u00a0€');
    expect(money('fr', 4000, 'EUR')).toBe('40,00\u00a0€');
    expect(money('en', 740050, 'JPY')).toBe('¥7,401');
    expect(money('ar', 4000, 'USD')).toContain('40.00');
    expect(dayIn('de', moment)).toBe('04. Dez. 2026');
  });

  it('takes only a shop language from a stored value or cookie, English otherwise', () => {
    expect(localeOr('ar')).toBe('ar');
    expect(localeOr('xx')).toBe('en');
    expect(localeOr(undefined)).toBe('en');
    expect(requestLocale({ cookies: { locale: 'fr' } })).toBe('fr');
    expect(requestLocale({ cookies: { locale: 'en-XA' } })).toBe('en');
    expect(requestLocale({})).toBe('en');
  });
});
