import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { PrivacyFactsJson } from '@market/contracts';
import { emailVerificationTokens, passwordResetTokens, userSessions } from '../auth/auth.schema';
import { NotificationsService } from '../notifications/notifications.service';
import { notifications, scheduledNotifications } from '../notifications/notifications.schema';
import { paymentEvents } from '../payments/payments.schema';
import { createTestApp, TestApp } from '../../test/test-app';
import { dataExports } from './privacy.schema';
import { RetentionSweep } from './retention-sweep';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** Personal data past its retention setting goes at the next sweep; what is younger stays (PGlite, and PostgreSQL with DATABASE_URL). */
describe('retention sweeps', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      SESSION_RETENTION_DAYS: '30',
      AUTH_TOKEN_RETENTION_DAYS: '7',
      MESSAGE_DIGEST_RETENTION_DAYS: '30',
      NOTIFICATIONS_KEEP_DAYS: '90',
      PAYMENT_EVENT_KEEP_DAYS: '90',
    });
  }, 120_000);
  afterAll(() => t?.close(), 30_000);

  it('removes ended sessions, spent tokens, old notifications, sent message mails and expired exports, and only those', async () => {
    const { user } = await t.signIn();
    const db = t.database.db;
    const sessions = await db
      .insert(userSessions)
      .values([
        { userId: user.id, expiresAt: ago(31) },
        { userId: user.id, expiresAt: ago(-5), revokedAt: ago(31) },
        { userId: user.id, expiresAt: ago(29) },
        { userId: user.id, expiresAt: ago(-5), revokedAt: ago(2) },
      ])
      .returning({ id: userSessions.id });
    const resets = await db
      .insert(passwordResetTokens)
      .values([
        { userId: user.id, tokenHash: 'used-long-ago', expiresAt: ago(7.5), usedAt: ago(8) },
        { userId: user.id, tokenHash: 'live', expiresAt: ago(-1) },
      ])
      .returning({ id: passwordResetTokens.id });
    const verifications = await db
      .insert(emailVerificationTokens)
      .values([
        { userId: user.id, email: user.email, tokenHash: 'expired-long-ago', expiresAt: ago(8) },
        { userId: user.id, email: user.email, tokenHash: 'expired-yesterday', expiresAt: ago(1) },
      ])
      .returning({ id: emailVerificationTokens.id });
    const bell = await db
      .insert(notifications)
      .values([
        { userId: user.id, type: 'order.completed', title: 'Old', body: 'b', link: '/', createdAt: ago(91) },
        { userId: user.id, type: 'order.completed', title: 'New', body: 'b', link: '/', createdAt: ago(89) },
      ])
      .returning({ id: notifications.id });
    const digest = {
      userId: user.id,
      type: 'message.unread' as const,
      title: 't',
      body: 'b',
      link: '/',
      inApp: false,
      state: 'sent' as const,
    };
    const digests = await db
      .insert(scheduledNotifications)
      .values([
        { ...digest, key: 'chat:old', dueAt: ago(31), doneAt: ago(31) },
        { ...digest, key: 'chat:new', dueAt: ago(29), doneAt: ago(29) },
      ])
      .returning({ id: scheduledNotifications.id });
    const exportsRows = await db
      .insert(dataExports)
      .values([
        { userId: user.id, status: 'ready', size: 3, readyAt: ago(8), expiresAt: ago(1) },
        { userId: user.id, status: 'ready', size: 3, readyAt: ago(1), expiresAt: ago(-6) },
      ])
      .returning({ id: dataExports.id });
    mkdirSync(t.config.dataExports.dir, { recursive: true });
    const files = exportsRows.map((row) => join(t.config.dataExports.dir, `${row.id}.zip`));
    for (const file of files) writeFileSync(file, 'zip');

    // Provider events hold the buyer's e-mail: processed ones go after their days; one not yet
    // handled (received, or failed for a person to look at) stays whatever its age.
    const event = (eventId: string, status: 'received' | 'processed' | 'failed', days: number) => ({
      provider: 'stripe' as const,
      eventId,
      type: 'checkout.session.completed',
      payload: { data: { object: { customer_email: user.email } } },
      status,
      receivedAt: ago(days),
      processedAt: status === 'received' ? null : ago(days),
    });
    const events = await db
      .insert(paymentEvents)
      .values([
        event(`evt_old_${user.id}`, 'processed', 91),
        event(`evt_recent_${user.id}`, 'processed', 89),
        event(`evt_waiting_${user.id}`, 'received', 120),
        event(`evt_failed_${user.id}`, 'failed', 120),
      ])
      .returning({ id: paymentEvents.id });

    const swept = await t.app.get(RetentionSweep).run();
    await t.app.get(NotificationsService).sweep();

    expect(swept).toEqual({ sessions: 2, tokens: 2, exports: 1, paymentEvents: 1 });
    const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id).sort();
    const idsOf = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
    expect(
      ids(
        await db
          .select({ id: userSessions.id })
          .from(userSessions)
          .where(inArray(userSessions.id, idsOf(sessions))),
      ),
    ).toEqual(ids(sessions.slice(2)));
    expect(
      await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(inArray(passwordResetTokens.id, idsOf(resets))),
    ).toEqual([resets[1]]);
    expect(
      await db
        .select({ id: emailVerificationTokens.id })
        .from(emailVerificationTokens)
        .where(inArray(emailVerificationTokens.id, idsOf(verifications))),
    ).toEqual([verifications[1]]);
    expect(
      await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(inArray(notifications.id, idsOf(bell))),
    ).toEqual([bell[1]]);
    expect(
      await db
        .select({ id: scheduledNotifications.id })
        .from(scheduledNotifications)
        .where(inArray(scheduledNotifications.id, idsOf(digests))),
    ).toEqual([digests[1]]);
    expect(
      await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(inArray(dataExports.id, idsOf(exportsRows))),
    ).toEqual([exportsRows[1]]);
    expect(files.map((file) => existsSync(file))).toEqual([false, true]);
    expect(
      ids(
        await db
          .select({ id: paymentEvents.id })
          .from(paymentEvents)
          .where(inArray(paymentEvents.id, idsOf(events))),
      ),
    ).toEqual(ids(events.slice(1)));
    // The signed-in session of the test is live and stays.
    expect(
      (await db.select().from(userSessions).where(eq(userSessions.userId, user.id))).length,
    ).toBeGreaterThan(2);
  });

  it('are stated on the privacy page in the language asked for, English for none or an unknown one', async () => {
    const keptFor = async (query: string) => {
      const facts = (await t.http().get(`/api/privacy${query}`).expect(200)).body as PrivacyFactsJson;
      return facts.stored.map((item) => item.keptFor);
    };
    expect(await keptFor('')).toContain('30 days after the session ended');
    expect(await keptFor('?locale=xx')).toEqual(await keptFor(''));
    expect(await keptFor('?locale=en')).toEqual(await keptFor(''));
    const german = await keptFor('?locale=de');
    expect(german).toContain('90 Tage');
    expect(german).toContain('30 Tage nach Ende der Sitzung');
    expect(german).toContain('7 Tage nach Verwendung oder Ablauf');
    expect(german).toContain('90 Tage nach ihrer Verarbeitung');
    const arabic = (await t.http().get('/api/privacy?locale=ar').expect(200)).body as PrivacyFactsJson;
    expect(arabic.stored.map((item) => item.keptFor)).toContain('90 يومًا');
    expect(arabic.cookies.map((cookie) => cookie.name)).toEqual([
      'token',
      'device',
      'oauth_state_',
      'color-mode',
    ]);
  });
});

describe('delete my account: password guesses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  }, 120_000);
  afterAll(() => t?.close(), 30_000);

  it('are limited like sign-ins (429 after RATE_LIMIT_AUTH_PER_MINUTE), and the account stays', async () => {
    const { agent, user } = await t.signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await agent.delete('/api/me').send({ password: `guess-${i}-wrong`, confirm: 'DELETE' })).status,
      );
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
    await agent.get(`/api/users/${user.id}`).expect(200);
    await agent.get('/api/auth/me').expect(200);
  });
});
