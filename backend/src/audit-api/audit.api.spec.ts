import { sql } from 'drizzle-orm';
import request from 'supertest';
import { replicaOf } from '../../test/restart.helper';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { AuditService } from '../audit/audit.service';
import { AuditRepository } from '../audit/audit.repository';
import { Scheduler } from '../scheduler/scheduler';

jest.setTimeout(180_000);

describe('audit log', () => {
  let t: TestApp;
  let owner: SignedIn;
  let audit: AuditService;
  const actor = { id: null, username: 'system-test', role: null };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn({ admin: true });
    audit = t.app.get(AuditService);
  });
  afterAll(() => t.close());

  it('records nothing for a change that rolls back', async () => {
    const repository = t.app.get(AuditRepository);
    await expect(
      repository.inTransaction(async (tx) => {
        await audit.record(tx, actor, { action: 'test.rolled_back', target: { type: 'test', id: '1' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const list = await owner.agent.get('/api/audit?action=test.rolled_back').expect(200);
    expect(list.body).toEqual([]);
    expect(list.header['x-total-count']).toBe('0');
  });

  it('keeps one unbroken chain under concurrent writers, and finds a hand-edited row', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        audit.recordAlone(actor, {
          action: 'test.concurrent',
          target: { type: 'test', id: String(i) },
          after: { n: i, password: 'never-stored' },
        }),
      ),
    );
    const verified = await owner.agent.get('/api/audit/verify').expect(200);
    expect(verified.body).toEqual({ ok: true, events: expect.any(Number) });
    expect(verified.body.events).toBeGreaterThanOrEqual(20);

    const page = await owner.agent.get('/api/audit?action=test.concurrent&limit=5&page=2').expect(200);
    expect(page.header['x-total-count']).toBe('20');
    expect(page.body).toHaveLength(5);
    expect(page.body[0]).toMatchObject({
      actor: { id: null, username: 'system-test', role: null },
      target: { type: 'test' },
      before: null,
      ip: null,
    });
    expect(Object.keys(page.body[0].after)).toEqual(['n']);

    const victim = page.body[2];
    await t.database.db.execute(sql`update audit_events set after = '{"n": 999}' where id = ${victim._id}`);
    await owner.agent.get('/api/audit/verify').expect(200, { ok: false, brokenAt: victim._id });
    await t.database.db.execute(sql`delete from audit_events where action = 'test.concurrent'`);
  });

  it('records the address and request id of the request that made a change', async () => {
    const invited = await owner.agent
      .post('/api/staff/invitations')
      .set('X-Request-Id', 'req-audit-1')
      .send({ email: 'someone@example.com', role: 'support' })
      .expect(201);
    const [event] = (await owner.agent.get(`/api/audit?targetId=${invited.body._id}`).expect(200)).body;
    expect(event).toMatchObject({
      action: 'staff.invite',
      actor: { id: owner.user.id, username: owner.user.username, role: 'owner' },
      target: { type: 'invitation', id: invited.body._id },
      before: null,
      after: { email: 'someone@example.com', role: 'support' },
      ip: '127.0.0.1',
      requestId: 'req-audit-1',
    });
  });

  it('exports CSV with cells a spreadsheet would run made inert', async () => {
    await audit.recordAlone(
      { id: null, username: '=HYPERLINK("http://evil")', role: null },
      { action: 'auth.signin_failed', target: { type: 'user', id: '-1+1' } },
    );
    const csv = await owner.agent.get('/api/audit/export.csv').expect(200);
    expect(csv.header['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('at,actor,role,action,target_type,target_id,before,after,ip,request_id,hash');
    const line = lines.find((l) => l.includes('auth.signin_failed'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`,"'-1+1",`);
  });

  it('answers 400 naming the field of a bad filter, and 403 to roles without audit.read', async () => {
    const bad = await owner.agent.get('/api/audit?actorId=nope&from=yesterday').expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['actorId', 'from']);
    await owner.agent.get('/api/audit?limit=1000').expect(400);
    const support = await t.signIn({ role: 'support' });
    const denied = await support.agent.get('/api/audit').expect(403);
    expect(denied.body).toMatchObject({ code: 'AUTH.PERMISSION', permission: 'audit.read' });
    const finance = await t.signIn({ role: 'finance' });
    await finance.agent.get('/api/audit/verify').expect(200);
  });

  it('records staff sign-ins and failed sign-ins of staff and unknown names, never a buyer’s', async () => {
    const member = await t.signIn({ role: 'finance' });
    const buyer = await t.signIn();
    const login = (username: string, password: string) =>
      t.http().post('/api/auth/login').send({ username, password });
    await login(member.user.username, 'wrong-password-1').expect(401);
    await login('nobody-here', 'wrong-password-1').expect(401);
    await login(buyer.user.username, 'wrong-password-1').expect(401);
    const failed = await owner.agent.get('/api/audit?action=auth.signin_failed').expect(200);
    const names = failed.body.map((e: { actor: { username: string } }) => e.actor.username);
    expect(names).toEqual(expect.arrayContaining([member.user.username, 'nobody-here']));
    expect(names).not.toContain(buyer.user.username);
    const signins = await owner.agent
      .get(`/api/audit?action=auth.signin&actorId=${member.user.id}`)
      .expect(200);
    expect(signins.body).toEqual([
      expect.objectContaining({
        actor: { id: member.user.id, username: member.user.username, role: 'finance' },
      }),
    ]);
    const ofBuyer = await owner.agent.get(`/api/audit?actorId=${buyer.user.id}`).expect(200);
    expect(ofBuyer.body).toEqual([]);
  });

  it('drops events older than AUDIT_KEEP_DAYS on the scheduled retention job', async () => {
    await audit.recordAlone(actor, { action: 'test.old', target: { type: 'test', id: 'old' } });
    await audit.recordAlone(actor, { action: 'test.recent', target: { type: 'test', id: 'recent' } });
    await t.database.db.execute(
      sql`update audit_events set at = now() - interval '3651 days' where action = 'test.old'`,
    );
    await t.app.get(Scheduler).run('audit-retention');
    const old = await owner.agent.get('/api/audit?action=test.old').expect(200);
    expect(old.body).toEqual([]);
    const recent = await owner.agent.get('/api/audit?action=test.recent').expect(200);
    expect(recent.body).toHaveLength(1);
  });

  const bothBackends = process.env.DATABASE_URL && process.env.REDIS_URL ? it : it.skip;
  bothBackends(
    'keeps one chain when 20 staff writes arrive at once on two replicas (PostgreSQL + Redis)',
    async () => {
      const a = await createTestApp();
      const b = await replicaOf(a);
      try {
        const onA = await a.signIn({ role: 'manager' });
        const onB = request.agent(b.app.getHttpServer());
        await onB
          .post('/api/auth/login')
          .send({ username: onA.user.username, password: onA.user.password })
          .expect(200);
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 ? onB : onA.agent)
              .post('/api/coupon/add')
              .send({ code: `CHAIN${i}`, discountValue: 10 })
              .expect(201),
          ),
        );
        const boss = await a.signIn({ admin: true });
        const created = await boss.agent.get('/api/audit?action=coupon.create&limit=50').expect(200);
        expect(created.body).toHaveLength(20);
        const verified = await boss.agent.get('/api/audit/verify').expect(200);
        expect(verified.body).toEqual({ ok: true, events: expect.any(Number) });
        const chain = await a.database.db.execute<{ forks: number }>(
          sql`select count(*)::int - count(distinct prev_hash)::int as forks from audit_events`,
        );
        expect(chain.rows[0].forks).toBe(0);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
});
