import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NECESSARY_COOKIES } from '@market/contracts';
import { loadConfig } from '../config/app-config';
import { privacyFacts } from './privacy-facts';

const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'privacy-facts-')), JWT_SECRET: 'x'.repeat(32) };

describe('privacyFacts', () => {
  it('states the retention settings as they are set', () => {
    const facts = privacyFacts(
      loadConfig({
        ...base,
        NOTIFICATIONS_KEEP_DAYS: '45',
        SESSION_RETENTION_DAYS: '1',
        FAILED_ORDER_RETENTION_DAYS: '0',
      }),
    );
    const keptFor = (what: RegExp) => facts.stored.find((item) => what.test(item.what))?.keptFor;
    expect(keptFor(/^Notifications/)).toBe('45 days');
    expect(keptFor(/^Sign-in sessions/)).toBe('1 day after the session ended');
    expect(keptFor(/^Unpaid checkout/)).toBe('Until you discard them');
    expect(keptFor(/^Request logs/)).toBe('14 days');
    expect(keptFor(/^Audit log/)).toBe('3,650 days');
    expect(keptFor(/^Messages from the payment providers/)).toBe('90 days after they were handled');
    const audit = facts.stored.find((item) => /^Audit log/.test(item.what))!;
    expect(audit.what).toMatch(/IP address/);
    expect(privacyFacts(loadConfig({ ...base, AUDIT_KEEP_DAYS: '400' }), 'de').stored.at(-1)).toMatchObject({
      what: expect.stringMatching(/^Prüfprotokoll/),
      keptFor: '400 Tage',
    });
  });

  it('names only the processors this shop has configured', () => {
    expect(privacyFacts(loadConfig(base)).processors).toEqual([]);
    const configured = privacyFacts(
      loadConfig({
        ...base,
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        SMTP_URL: 'smtp://mail.example.net:587',
        GITHUB_CLIENT_ID: 'id',
        GITHUB_CLIENT_SECRET: 'secret',
      }),
    );
    expect(configured.processors.map((p) => p.name)).toEqual([
      'Stripe',
      'The e-mail server (mail.example.net)',
      'GitHub',
    ]);
  });

  it('lists only necessary cookies', () => {
    expect(privacyFacts(loadConfig(base)).cookies.map((c) => c.name)).toEqual([
      'token',
      'device',
      'oauth_state_',
      'color-mode',
    ]);
  });

  it('lists the cookies with the purposes contracts gives them, in English', () => {
    expect(privacyFacts(loadConfig(base)).cookies).toEqual(NECESSARY_COOKIES);
  });

  it('answers in the language asked for, each duration in its plural', () => {
    const config = loadConfig({
      ...base,
      NOTIFICATIONS_KEEP_DAYS: '1',
      SESSION_RETENTION_DAYS: '2',
      AUTH_TOKEN_RETENTION_DAYS: '3',
      MESSAGE_DIGEST_RETENTION_DAYS: '11',
      FAILED_ORDER_RETENTION_DAYS: '100',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      SMTP_URL: 'smtp://mail.example.net:587',
    });
    const keptFor = (locale: 'de' | 'fr' | 'es' | 'ar') =>
      privacyFacts(config, locale).stored.map((item) => item.keptFor);
    expect(keptFor('de')).toEqual(
      expect.arrayContaining([
        'Bis Sie Ihr Konto löschen',
        '100 Tage nach der fehlgeschlagenen Zahlung',
        '1 Tag',
        '11 Tage',
        '2 Tage nach Ende der Sitzung',
        '3 Tage nach Verwendung oder Ablauf',
      ]),
    );
    expect(keptFor('fr')).toEqual(
      expect.arrayContaining([
        '1 jour',
        '2 jours après la fin de la session',
        '90 jours après leur traitement',
      ]),
    );
    expect(keptFor('es')).toEqual(expect.arrayContaining(['1 día', '11 días']));
    expect(keptFor('ar')).toEqual(
      expect.arrayContaining([
        'يوم واحد',
        'يومان بعد انتهاء الجلسة',
        '3 أيام بعد استخدامه أو انتهاء صلاحيته',
        '11 يومًا',
        '100 يوم بعد فشل الدفع',
      ]),
    );
    const german = privacyFacts(config, 'de');
    expect(german.stored[0].what).toMatch(/^Konto: Benutzername, E-Mail-Adresse/);
    expect(german.processors).toEqual([
      {
        name: 'Stripe',
        receives: 'Ihre E-Mail-Adresse, den Betrag und was Sie kaufen, wenn Sie mit Karte bezahlen',
      },
      {
        name: 'Der E-Mail-Server (mail.example.net)',
        receives: 'Ihre E-Mail-Adresse und den Text der E-Mails, die wir Ihnen senden',
      },
    ]);
    expect(german.cookies.map((cookie) => cookie.name)).toEqual(
      NECESSARY_COOKIES.map((cookie) => cookie.name),
    );
    expect(german.cookies[0].purpose).toBe(
      'Hält Sie angemeldet; wird bei der Anmeldung gesetzt und bei der Abmeldung entfernt',
    );
  });
});
