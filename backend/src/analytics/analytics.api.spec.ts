import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { AnalyticsServiceJson, AnalyticsSummaryJson, OrderJson } from '@market/contracts';
import { createService, ordersOf, pressSandbox, waitFor, waitForPayment } from '../../test/payments-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { AnalyticsClock } from './analytics-clock';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsFold } from './analytics-fold';
import { HitCounter } from './hit-counter';

const BOOT_TIMEOUT = 120_000;
/** Two people on one address (the test's), told apart by their browsers. */
const ANNA = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0 anna';
const BERT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15 bert';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The shop counts in Berlin's days: 23:30 UTC on 9 March is already 10 March there. */
const D1 = '2026-03-10';
const D2 = '2026-03-11';

const rows = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('analytics: counting privately, order figures, the owner API', () => {
  let t: TestApp;
  let owner: SignedIn;
  let serviceId: string;
  let clock: AnalyticsClock;
  let counter: HitCounter;
  let order: OrderJson;
  const at = (iso: string) => (clock.now = () => new Date(iso));

  const beacon = (body: object, userAgent = ANNA, agent = t.http()) =>
    agent.post('/api/analytics/hits').set('User-Agent', userAgent).send(body);
  const summary = (from: string, to: string, agent = owner.agent) =>
    agent.get(`/api/analytics/summary?from=${from}&to=${to}`);

  beforeAll(async () => {
    // A shop that charges in euros: the revenue is reported in its currency.
    t = await createTestApp({
      SHOP_TIME_ZONE: 'Europe/Berlin',
      PUBLIC_URL: 'http://shop.example',
      SHOP_CURRENCY: 'EUR',
    });
    owner = await t.signIn({ admin: true });
    serviceId = await createService(t, owner);
    await owner.agent
      .put('/api/settings/invoicing')
      .send({
        legalName: 'Pixel Forge Ltd',
        address: '1 Market Street',
        vatId: '',
        taxRatePercent: 20,
        pricesIncludeTax: true,
        invoicePrefix: 'INV',
        footer: '',
      })
      .expect(200);
    clock = t.app.get(AnalyticsClock);
    counter = t.app.get(HitCounter);
  }, BOOT_TIMEOUT);
  afterAll(() => t?.close());

  it('counts a scripted day exactly: visitors once a day, no bots, prefetches or staff, repeats once', async () => {
    at('2026-03-09T23:30:00Z');
    await beacon({ path: '/services?utm_source=Newsletter&utm_medium=email&utm_campaign=spring' }).expect(
      204,
    );
    at('2026-03-10T09:00:00Z');
    await beacon({ path: '/services' }).expect(204);
    await beacon({ path: `/logo-design/${serviceId}` }).expect(204);
    // The same view told twice (a double beacon) is one view.
    await beacon({ path: `/logo-design/${serviceId}` }).expect(204);
    await beacon({ path: '/', referrer: 'https://www.google.com/search?q=logo' }, BERT).expect(204);
    await beacon({ path: '/' }, GOOGLEBOT).expect(204);
    await t
      .http()
      .post('/api/analytics/hits')
      .set('User-Agent', BERT)
      .set('Sec-Purpose', 'prefetch')
      .send({ path: '/blog' })
      .expect(204);
    await beacon({ path: '/services' }, BERT, owner.agent).expect(204);
    await beacon({ path: '/api/health' }, BERT).expect(204);
    // Anna again after midnight in Berlin: a new day, a new visitor.
    at('2026-03-10T23:30:00Z');
    await beacon({ path: '/services' }).expect(204);
    await counter.flush();

    const day1 = (await summary(D1, D1).expect(200)).body as AnalyticsSummaryJson;
    expect(day1).toMatchObject({ from: D1, to: D1, visitors: 2, pageViews: 4, serviceViews: 1 });
    const day2 = (await summary(D2, D2).expect(200)).body as AnalyticsSummaryJson;
    expect(day2).toMatchObject({ visitors: 1, pageViews: 1, serviceViews: 0 });
    expect(day2.previous).toMatchObject({ from: D1, to: D1, visitors: 2, pageViews: 4 });
    const stored = await rows<Record<string, unknown>>(t, sql`select * from analytics_hits`);
    expect(stored).toHaveLength(5);
    for (const hit of stored) expect(JSON.stringify(hit)).not.toMatch(/127\.0\.0\.1|Firefox|Safari/);
  });

  it('refuses a malformed beacon (400 naming the field), counting nothing', async () => {
    for (const body of [
      {},
      { path: 'https://evil.example/' },
      { path: '//evil.example' },
      { path: `/${'a'.repeat(3000)}` },
      { path: '/', referrer: 5 },
      { path: '/', extra: 1 },
    ]) {
      const res = await beacon(body);
      expect(res.status).toBe(400);
    }
    await counter.flush();
    expect((await summary(D1, D2).expect(200)).body.pageViews).toBe(5);
  });

  it('takes a paid order from its invoice (tax apart), credits its source, and a refund lowers the day it happened', async () => {
    at('2026-03-10T10:00:00Z');
    const buyer = await t.signIn();
    const started = await buyer.agent
      .post('/api/stripe/checkout')
      .set('User-Agent', ANNA)
      .send({ title: 'Logo', serviceId, name: 'basic', price: 40 })
      .expect(200);
    await pressSandbox(t, 'stripe', /cs_sandbox_[0-9a-f]+/.exec(started.body.url as string)![0], 'pay', 303);
    [order] = await ordersOf(buyer);
    await waitForPayment(buyer, order._id, 'paid');
    const paid = await waitFor(async () => {
      const body = (await summary(D1, D1).expect(200)).body as AnalyticsSummaryJson;
      return body.orders === 1 && body;
    });
    expect(paid).toMatchObject({
      checkouts: 1,
      orders: 1,
      revenue: { gross: 33.33, refunds: 0, net: 33.33, tax: 6.67, currency: 'eur' },
      conversion: 0.5,
      averageOrderValue: 33.33,
    });

    at('2026-03-11T12:00:00Z');
    await owner.agent
      .post(`/api/orders/${order._id}/refunds`)
      .send({ amount: 10, reason: 'Late logo' })
      .expect(201);
    const day2 = (await summary(D2, D2).expect(200)).body as AnalyticsSummaryJson;
    expect(day2.revenue).toEqual({ gross: 0, refunds: 8.33, net: -8.33, tax: -1.67, currency: 'eur' });
    expect(day2.previous.revenue.net).toBe(33.33);
    expect((await summary(D1, D1).expect(200)).body.revenue.net).toBe(33.33);
    expect((await summary(D1, D2).expect(200)).body.revenue).toMatchObject({ net: 25, tax: 5 });

    const sources = await owner.agent.get(`/api/analytics/sources?from=${D1}&to=${D1}`).expect(200);
    expect(sources.body).toEqual({
      referrers: [
        { domain: '', visitors: 1, orders: 1 },
        { domain: 'google.com', visitors: 1, orders: 0 },
      ],
      campaigns: [{ source: 'newsletter', medium: 'email', campaign: 'spring', visitors: 1, orders: 1 }],
    });
    const services = await owner.agent
      .get(`/api/analytics/services?from=${D1}&to=${D2}&sort=views`)
      .expect(200);
    expect(services.headers['x-total-count']).toBe('1');
    expect(services.body).toEqual([
      {
        serviceId,
        title: expect.any(String),
        views: 1,
        checkouts: 1,
        orders: 1,
        conversion: 1,
        revenue: 25,
        rating: null,
        lateRate: 0,
        revisionRate: 0,
      },
    ]);
  });

  it('fills every bucket of a timeseries, zeros included', async () => {
    const daily = await owner.agent
      .get('/api/analytics/timeseries?metric=visitors&interval=day&from=2026-03-08&to=2026-03-12')
      .expect(200);
    expect(daily.body).toEqual([
      { date: '2026-03-08', value: 0 },
      { date: '2026-03-09', value: 0 },
      { date: D1, value: 2 },
      { date: D2, value: 1 },
      { date: '2026-03-12', value: 0 },
    ]);
    const weekly = await owner.agent
      .get('/api/analytics/timeseries?metric=revenue&interval=week&from=2026-03-01&to=2026-03-20')
      .expect(200);
    expect(weekly.body).toEqual([
      { date: '2026-02-23', value: 0 },
      { date: '2026-03-02', value: 0 },
      { date: '2026-03-09', value: 25 },
      { date: '2026-03-16', value: 0 },
    ]);
    const monthly = await owner.agent
      .get('/api/analytics/timeseries?metric=orders&interval=month&from=2026-02-15&to=2026-03-31')
      .expect(200);
    expect(monthly.body).toEqual([
      { date: '2026-02-01', value: 0 },
      { date: '2026-03-01', value: 1 },
    ]);
  });

  it('keeps rollups equal to a recount of the raw hits, and keeps the figures once raw hits are folded', async () => {
    const recount = await rows<{ day: string; visitors: number; views: number; service_views: number }>(
      t,
      sql`select day::text as day, count(distinct visitor)::int as visitors, count(*)::int as views,
                 count(service_id)::int as service_views
            from analytics_hits group by day order by day`,
    );
    const rolled = await rows<{ day: string; visitors: number; views: number; service_views: number }>(
      t,
      sql`select day::text as day, visitors, page_views as views, service_views
            from analytics_days where page_views > 0 order by day`,
    );
    expect(rolled).toEqual(recount);
    const before = (await summary(D1, D2).expect(200)).body;
    at('2026-05-01T12:00:00Z');
    await t.app.get(AnalyticsFold).run();
    expect(await rows(t, sql`select 1 from analytics_hits`)).toHaveLength(0);
    expect(await rows(t, sql`select 1 from analytics_salts where day < '2026-05-01'`)).toHaveLength(0);
    expect((await summary(D1, D2).expect(200)).body).toEqual(before);
  });

  it('streams a CSV line per day with inert cells', async () => {
    const res = await owner.agent.get(`/api/analytics/export.csv?from=${D1}&to=2026-03-12`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'day,visitors,page_views,service_views,checkouts,orders,completed,gross,refunds,net,tax',
    );
    expect(lines.slice(1)).toEqual([
      `"${D1}","2","4","1","1","1","0",33.33,0.00,33.33,6.67`,
      `"${D2}","1","1","0","0","0","0",0.00,8.33,-8.33,-1.67`,
      '"2026-03-12","0","0","0","0","0","0",0.00,0.00,0.00,0.00',
    ]);
  });

  it('answers 400 naming the field of a bad period or option, changing nothing', async () => {
    const cases: [string, string][] = [
      ['/api/analytics/summary?from=2026-03-12&to=2026-03-10', 'from'],
      ['/api/analytics/summary?from=2026-02-30&to=2026-03-10', 'from'],
      ['/api/analytics/summary?from=2026-03-01&to=tomorrow', 'to'],
      ['/api/analytics/summary?from=2023-01-01&to=2026-01-01', 'to'],
      ['/api/analytics/timeseries?metric=sales&from=2026-03-01&to=2026-03-02', 'metric'],
      ['/api/analytics/timeseries?metric=orders&interval=hour&from=2026-03-01&to=2026-03-02', 'interval'],
      ['/api/analytics/services?sort=price&from=2026-03-01&to=2026-03-02', 'sort'],
      ['/api/analytics/services?limit=1000&from=2026-03-01&to=2026-03-02', 'limit'],
      ['/api/analytics/export.csv?from=2026-03-02&to=2026-03-01', 'from'],
    ];
    for (const [url, field] of cases) {
      const res = await owner.agent.get(url);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });

  it('lets owner, manager and finance read the figures, nobody else', async () => {
    const url = `/api/analytics/summary?from=${D1}&to=${D1}`;
    await request(t.url).get(url).expect(401);
    for (const role of ['manager', 'finance'] as const)
      await (await t.signIn({ role })).agent.get(url).expect(200);
    for (const role of ['fulfilment', 'support'] as const) {
      const res = await (await t.signIn({ role })).agent.get(url).expect(403);
      expect(res.body).toMatchObject({ code: 'AUTH.PERMISSION', permission: 'analytics.read' });
    }
    await (await t.signIn()).agent.get(url).expect(403);
  });

  it('reads the services report once however often it is asked, and again once a view is counted', async () => {
    const reads = jest.spyOn(t.app.get(AnalyticsRepository), 'services');
    try {
      const report = () =>
        owner.agent.get(`/api/analytics/services?from=${D1}&to=${D2}&sort=revenue`).expect(200);
      const first = (await report()).body as AnalyticsServiceJson[];
      await Promise.all([report(), report(), report()]);
      expect(reads).toHaveBeenCalledTimes(1);

      at('2026-03-10T15:00:00Z');
      await beacon({ path: `/logo-design/${serviceId}` }, 'Mozilla/5.0 (Macintosh) Version/17 Safari').expect(
        204,
      );
      await counter.flush();
      const after = (await report()).body as AnalyticsServiceJson[];
      expect(reads).toHaveBeenCalledTimes(2);
      expect(after[0].views).toBe(first[0].views + 1);
    } finally {
      reads.mockRestore();
    }
  });
});
