import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
