import { readFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { CurrenciesJson, OrderJson } from '@market/contracts';
import { createService, ordersOf, stripeSandboxCheckout } from '../../test/payments-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { RatesFeedError } from './ecb-rates';
import { ExchangeRatesJob } from './exchange-rates.job';
import { ExchangeRatesService } from './exchange-rates.service';

/** The ECB's file of 2024-06-28 (USD 1.0705, JPY 171.94 per EUR), the test's copy of the shared fixture. */
const ECB_FILE = readFileSync(join(__dirname, 'fixtures', 'ecb-eurofxref-daily.xml'), 'utf8');
const today = () => new Date().toISOString().slice(0, 10);
const dated = (day: string) => ECB_FILE.replace("time='2024-06-28'", `time='${day}'`);

/** A stand-in for the ECB's site: answers whatever the test sets, with the status it sets. */
async function feedServer(): Promise<{
  server: Server;
  url: string;
  serve: (status: number, body: string) => void;
}> {
  let answer = { status: 200, body: dated(today()) };
  const server = createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'text/xml' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}/eurofxref-daily.xml`,
    serve: (status, body) => (answer = { status, body }),
  };
}

const rateOf = (answer: CurrenciesJson, code: string) => answer.rates.find((r) => r.code === code)?.rate;

describe('currencies: the ECB rates job, /api/currencies, the owner’s rates and the order’s display currency', () => {
  let t: TestApp;
  let feed: Awaited<ReturnType<typeof feedServer>>;
  let owner: SignedIn;
  let rates: ExchangeRatesService;

  beforeAll(async () => {
    feed = await feedServer();
    t = await createTestApp({ EXCHANGE_RATES_URL: feed.url });
    rates = t.app.get(ExchangeRatesService);
    await t.app.get(ExchangeRatesJob).startup;
    owner = await t.signIn({ admin: true });
  }, 300_000);
  afterAll(async () => {
    await t.close();
    feed.server.close();
  });

  const currencies = async () => (await t.http().get('/api/currencies').expect(200)).body as CurrenciesJson;

  it('reads the ECB file at start (none stored) and answers cross rates to the shop’s currency, cacheable', async () => {
    const res = await t.http().get('/api/currencies').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const answer = res.body as CurrenciesJson;
    expect(answer).toMatchObject({ base: 'USD', source: 'ecb', date: today(), stale: false });
    expect(rateOf(answer, 'USD')).toBe(1);
    expect(rateOf(answer, 'EUR')).toBeCloseTo(1 / 1.0705, 5);
    expect(rateOf(answer, 'JPY')).toBeCloseTo(171.94 / 1.0705, 2);
    expect(answer.rates).toHaveLength(31);
  });

  it('keeps the last good rates when the feed fails: HTTP error, broken XML, absurd or missing values', async () => {
    const before = await currencies();
    const broken: [number, string][] = [
      [503, 'Service Unavailable'],
      [200, "<gesmes:Envelope><Cube><Cube time='2099-01-01'><Cube currency='USD' rate='1.07"],
      [200, 'not xml at all'],
      [200, dated(today()).replace("rate='171.94'", "rate='0'")],
      [200, dated(today()).replace("rate='171.94'", "rate='abc'")],
      [200, dated(today()).replace("rate='171.94'", "rate='1719400'")],
      [200, dated(today()).replace("<Cube currency='USD' rate='1.0705'/>", '')],
      [200, dated('2024-02-30')],
    ];
    for (const [status, body] of broken) {
      feed.serve(status, body);
      await expect(rates.refresh()).rejects.toThrow(RatesFeedError);
    }
    expect(await currencies()).toEqual(before);
  });

  it('refuses a file whose rates jumped beyond a day’s move against the last good ones', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    feed.serve(200, dated(tomorrow).replace("rate='171.94'", "rate='1719.4'"));
    await expect(rates.refresh()).rejects.toThrow(/JPY moved/);
    expect((await currencies()).date).toBe(today());
  });

  it('does not let an older file replace newer rates, and stops using rates older than 7 days', async () => {
    feed.serve(200, ECB_FILE);
    await expect(rates.refresh()).resolves.toBe('unchanged');
    expect((await currencies()).date).toBe(today());
    const inNineDays = new Date(Date.now() + 9 * 86_400_000);
    await expect(rates.currencies(inNineDays)).resolves.toMatchObject({ stale: true, rates: [] });
    await expect(rates.displayFor('EUR', inNineDays)).resolves.toBeNull();
  });

  it('lets an owner (settings.write) enter rates by hand, refuses bad input unchanged, and audits the change', async () => {
    const support = await t.signIn({ role: 'support' });
    const body = {
      rates: [
        { code: 'EUR', rate: 0.9 },
        { code: 'JPY', rate: 150 },
      ],
    };
    await support.agent.put('/api/settings/exchange-rates').send(body).expect(403);
    await t.http().put('/api/settings/exchange-rates').send(body).expect(401);
    const before = await currencies();
    const bad: unknown[] = [
      { rates: [{ code: 'EUR', rate: 0 }] },
      { rates: [{ code: 'EUR', rate: -1 }] },
      { rates: [{ code: 'EUR', rate: 'abc' }] },
      { rates: [{ code: 'EUR', rate: '0.9' }] },
      { rates: [{ code: 'XYZ', rate: 1 }] },
      { rates: [{ code: 'eur', rate: 1 }] },
      {
        rates: [
          { code: 'EUR', rate: 0.9 },
          { code: 'EUR', rate: 0.8 },
        ],
      },
      { rates: 'EUR=0.9' },
      {},
    ];
    for (const payload of bad) {
      const res = await owner.agent.put('/api/settings/exchange-rates').send(payload as object);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(typeof res.body.error).toBe('string');
    }
    const unknown = await owner.agent
      .put('/api/settings/exchange-rates')
      .send({ rates: [{ code: 'XYZ', rate: 1 }] });
    expect(unknown.body.code).toBe('CURRENCY.UNKNOWN');
    expect(await currencies()).toEqual(before);

    const saved = (await owner.agent.put('/api/settings/exchange-rates').send(body).expect(200)).body;
    expect(saved).toMatchObject({ base: 'USD', source: 'manual', date: today(), stale: false });
    expect(saved.rates).toEqual([
      { code: 'EUR', rate: 0.9 },
      { code: 'JPY', rate: 150 },
      { code: 'USD', rate: 1 },
    ]);
    expect(await currencies()).toEqual(saved);
    const settings = (await owner.agent.get('/api/settings/exchange-rates').expect(200)).body;
    expect(settings).toEqual(saved);
    const events = (await owner.agent.get('/api/audit?targetId=exchange-rates').expect(200)).body;
    expect(events[0]).toMatchObject({
      action: 'settings.update',
      actor: { id: owner.user.id },
      before: { source: 'ecb' },
      after: { source: 'manual', rates: { EUR: 0.9, JPY: 150 } },
    });
  });

  it('keeps the display currency and the server’s rate on the order; an unknown currency is refused', async () => {
    const serviceId = await createService(t, owner);
    const buyer = await t.signIn();
    for (const currency of ['xx', 'XYZ', 'eur', 42]) {
      const res = await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'Logo', price: 40, name: 'basic', serviceId, currency });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
      if (currency === 'XYZ') expect(res.body.code).toBe('CURRENCY.UNKNOWN');
    }
    expect(await ordersOf(buyer)).toHaveLength(0);

    await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40, currency: 'JPY' } as never);
    await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
    const orders = (await ordersOf(buyer)) as OrderJson[];
    const inYen = orders.find((o) => o.displayCurrency === 'JPY');
    expect(inYen).toMatchObject({ currency: 'USD', displayCurrency: 'JPY', displayRate: 150 });
    expect(inYen!.service.price).toBe(40);
    expect(orders.find((o) => o !== inYen)).toMatchObject({
      currency: 'USD',
      displayCurrency: null,
      displayRate: null,
    });
  });
});

describe('currencies: a stale file at start', () => {
  let t: TestApp;
  let feed: Awaited<ReturnType<typeof feedServer>>;

  beforeAll(async () => {
    feed = await feedServer();
    feed.serve(200, ECB_FILE);
    t = await createTestApp({ EXCHANGE_RATES_URL: feed.url, SHOP_CURRENCY: 'eur' });
    await t.app.get(ExchangeRatesJob).startup;
  }, 300_000);
  afterAll(async () => {
    await t.close();
    feed.server.close();
  });

  it('stores it with its date but shows no rates: prices stay in the shop’s currency', async () => {
    const answer = (await t.http().get('/api/currencies?currency=xx').expect(200)).body;
    expect(answer).toEqual({ base: 'EUR', source: 'ecb', date: '2024-06-28', stale: true, rates: [] });
    const settings = t.app.get(ExchangeRatesService);
    expect(rateOf(await settings.settings(), 'JPY')).toBe(171.94);
  });
});
