import { ServiceShop, useServiceShop } from '../../test/order-fixtures';
import {
  DEFAULT_INVOICING_SETTINGS,
  toCents,
  type InvoiceDocumentJson,
  type OrderJson,
} from '@market/contracts';
import { OrdersService } from './orders.service';
import {
  buyBasic,
  createService,
  ordersOf,
  queueEnv,
  stripeSandboxCheckout,
} from '../../test/payments-fixtures';
import { INVOICE_AMOUNTS_OF_40, INVOICING_SETTINGS } from '../../test/invoicing-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

const YEAR = new Date().getUTCFullYear();
const TODAY = new Date().toISOString().slice(0, 10);
const BOOT_TIMEOUT = 120_000;

const BILLING = {
  name: 'Jane Buyer',
  company: 'Acme GmbH',
  address: 'Hauptstrasse 5',
  city: 'Berlin',
  postalCode: '10115',
  country: 'Germany',
  vatId: 'DE999999999',
};

/** The serial part of a document number: INV-2026-000042 -> 42. */
const serial = (number: string) => Number(number.slice(-6));

/** Pays these pending orders at once, as many provider confirmations arriving together would. */
async function confirmAll(services: OrdersService[], orders: OrderJson[]) {
  await Promise.all(
    orders.map((order, i) =>
      services[i % services.length].confirmPayment(order._id, {
        transactionId: `pi_concurrent_${i}_${order._id.slice(0, 8)}`,
        amountCents: toCents(order.service.price),
        currency: 'usd',
      }),
    ),
  );
}

async function pendingOrders(buyer: SignedIn, serviceId: string, count: number): Promise<OrderJson[]> {
  for (let i = 0; i < count; i += 1)
    await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
  return (await ordersOf(buyer)).filter((order) => order.payment.status === 'pending');
}

function expectConsecutive(numbers: string[]) {
  const serials = numbers.map(serial).sort((a, b) => a - b);
  expect(new Set(numbers).size).toBe(numbers.length);
  serials.forEach((n, i) => expect(n).toBe(serials[0] + i));
}

describe('invoicing: settings, invoices, refunds with credit notes, export', () => {
  let shop: ServiceShop;
  let t: TestApp;
  let admin: SignedIn;
  let serviceId: string;
  useServiceShop((opened) => ({ t, admin, serviceId } = shop = opened), BOOT_TIMEOUT);

  const saveSettings = (changes: Partial<typeof INVOICING_SETTINGS> = {}) =>
    admin.agent.put('/api/settings/invoicing').send({ ...INVOICING_SETTINGS, ...changes });

  describe('settings', () => {
    it('answers the defaults to an admin, and 403 / 401 to others', async () => {
      const buyer = await t.signIn();
      await buyer.agent.get('/api/settings/invoicing').expect(403);
      await buyer.agent.put('/api/settings/invoicing').send(INVOICING_SETTINGS).expect(403);
      await t.http().get('/api/settings/invoicing').expect(401);
      const res = await admin.agent.get('/api/settings/invoicing').expect(200);
      expect(res.body).toEqual(DEFAULT_INVOICING_SETTINGS);
    });

    it.each([
      [{ taxRatePercent: 101 }],
      [{ taxRatePercent: -1 }],
      [{ taxRatePercent: 7.125 }],
      [{ taxRatePercent: '20' }],
      [{ invoicePrefix: 'INV 2026' }],
      [{ invoicePrefix: '' }],
      [{ legalName: 'x'.repeat(201) }],
      [{ pricesIncludeTax: 'yes' }],
      [{ isAdmin: true }],
    ])('refuses %j with 400 and changes nothing', async (bad) => {
      const res = await admin.agent.put('/api/settings/invoicing').send({ ...INVOICING_SETTINGS, ...bad });
      expect(res.status).toBe(400);
      expect((await admin.agent.get('/api/settings/invoicing')).body.legalName).toBe('');
    });
  });

  describe('invoices', () => {
    it('issues a numbered invoice with the tax inside the price, the seller and the billing details of the moment', async () => {
      await saveSettings().expect(200);
      const buyer = await t.signIn();
      await buyer.agent.put(`/api/users/${buyer.user.id}`).send({ billing: BILLING }).expect(200);
      const me = await buyer.agent.get(`/api/users/${buyer.user.id}`).expect(200);
      expect(me.body.billing).toEqual(BILLING);

      const order = await buyBasic(t, buyer, serviceId);
      expect(order.invoice).toMatchObject({
        ...INVOICE_AMOUNTS_OF_40,
        seller: {
          legalName: INVOICING_SETTINGS.legalName,
          address: INVOICING_SETTINGS.address,
          vatId: INVOICING_SETTINGS.vatId,
          footer: INVOICING_SETTINGS.footer,
        },
      });
      expect(order.invoice!.number).toMatch(new RegExp(`^INV-${YEAR}-\\d{6}$`));
      expect(order.billing).toEqual(BILLING);
      expect(order.refunds).toEqual([]);
      expect(order.payment.refundedAmount).toBe(0);

      // Later edits of the billing details and the settings never reach an issued invoice.
      await buyer.agent
        .put(`/api/users/${buyer.user.id}`)
        .send({ billing: { ...BILLING, company: 'Other Corp' } })
        .expect(200);
      await saveSettings({ legalName: 'Renamed Ltd', taxRatePercent: 10 }).expect(200);
      const again = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
      expect(again.body.billing).toEqual(BILLING);
      expect(again.body.invoice).toEqual(order.invoice);
      await saveSettings().expect(200);
    });

    it('adds the tax on top when prices exclude it: the buyer is charged the total', async () => {
      await saveSettings({ pricesIncludeTax: false }).expect(200);
      try {
        const { order } = await shop.paidOrder();
        expect(order.service.price).toBe(48);
        expect(order.invoice).toMatchObject({ net: 40, tax: 8, total: 48, pricesIncludeTax: false });
        expect(order.billing).toBeNull();
      } finally {
        await saveSettings().expect(200);
      }
    });

    it('refuses billing details that are too long or not text, changing nothing', async () => {
      const buyer = await t.signIn();
      for (const billing of [{ vatId: 'x'.repeat(41) }, { name: 5 }, { city: 'x', extra: 'y' }, 'Acme']) {
        const res = await buyer.agent.put(`/api/users/${buyer.user.id}`).send({ billing });
        expect(res.status).toBe(400);
      }
      expect((await buyer.agent.get(`/api/users/${buyer.user.id}`)).body.billing).toBeNull();
    });

    it('numbers 20 payments settling at once consecutively, without gap or duplicate', async () => {
      const buyer = await t.signIn();
      const pending = await pendingOrders(buyer, serviceId, 20);
      expect(pending).toHaveLength(20);
      await confirmAll([t.app.get(OrdersService)], pending);
      const paid = (await ordersOf(buyer)).filter((order) => order.invoice);
      expect(paid).toHaveLength(20);
      expectConsecutive(paid.map((order) => order.invoice!.number));
      // Nothing else was numbered in between: the next payment continues the series.
      const next = await buyBasic(t, buyer, serviceId);
      expect(serial(next.invoice!.number)).toBe(Math.max(...paid.map((o) => serial(o.invoice!.number))) + 1);
    });
  });

  describe('refunds', () => {
    let buyer: SignedIn;
    let order: OrderJson;
    beforeAll(async () => {
      await saveSettings().expect(200);
      buyer = await t.signIn();
      order = await buyBasic(t, buyer, serviceId);
    });

    const refund = (id: string, body: unknown, key?: string) => {
      const req = admin.agent.post(`/api/orders/${id}/refunds`);
      return (key ? req.set('Idempotency-Key', key) : req).send(body as object);
    };

    it('refuses a buyer (403) and bad amounts or reasons (400), changing nothing', async () => {
      await buyer.agent.post(`/api/orders/${order._id}/refunds`).send({ amount: 1, reason: 'x' }).expect(403);
      for (const body of [
        { amount: 0, reason: 'x' },
        { amount: -5, reason: 'x' },
        { amount: 1.005, reason: 'x' },
        { amount: '10', reason: 'x' },
        { amount: 10, reason: '   ' },
        { amount: 10, reason: 'x'.repeat(501) },
        { amount: 10 },
      ]) {
        expect((await refund(order._id, body)).status).toBe(400);
      }
      await refund('not-a-uuid', { amount: 1, reason: 'x' }).expect(404);
      const after = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
      expect(after.body.refunds).toEqual([]);
    });

    it('refunds part, then the rest, each with a credit note; the order reads refunded only at the end', async () => {
      const first = await refund(order._id, { amount: 10, reason: 'Late delivery' }, 'partial-1').expect(201);
      expect(first.body.order.payment).toMatchObject({ status: 'paid', refundedAmount: 10 });
      expect(first.body.order.refunds).toHaveLength(1);
      const [r1] = first.body.order.refunds;
      expect(r1).toMatchObject({ amount: 10, reason: 'Late delivery' });
      expect(r1.creditNote.number).toMatch(new RegExp(`^CN-${YEAR}-\\d{6}$`));
      expect(r1.creditNote).toMatchObject({ net: 8.33, tax: 1.67 });

      // The same request again refunds nothing more.
      const repeat = await refund(order._id, { amount: 10, reason: 'Late delivery' }, 'partial-1').expect(
        201,
      );
      expect(repeat.body.order.refunds).toHaveLength(1);
      expect(repeat.body.order.payment.refundedAmount).toBe(10);

      // More than is left: 409, nothing sent.
      const over = await refund(order._id, { amount: 30.01, reason: 'Too much' });
      expect(over.status).toBe(409);
      expect(over.body.code).toBe('REFUND.TOO_MUCH');

      const rest = await refund(order._id, { amount: 30, reason: 'Cancelled by agreement' }).expect(201);
      expect(rest.body.order.payment).toMatchObject({ status: 'refunded', refundedAmount: 40 });
      const numbers = rest.body.order.refunds.map(
        (r: { creditNote: { number: string } }) => r.creditNote.number,
      );
      expect(serial(numbers[1])).toBe(serial(numbers[0]) + 1);

      // The buyer sees the refunds on their order.
      const seen = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
      expect(seen.body.refunds).toEqual(rest.body.order.refunds);
      const nothing = await refund(order._id, { amount: 1, reason: 'Again' });
      expect(nothing.status).toBe(409);
    });

    it('refuses to refund an unpaid order (409)', async () => {
      const other = await t.signIn();
      await stripeSandboxCheckout(other, { serviceId, name: 'basic', price: 40 });
      const [pending] = await ordersOf(other);
      const res = await refund(pending._id, { amount: 1, reason: 'x' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('REFUND.NOT_PAID');
    });

    it('refunds concurrent requests never beyond what was paid', async () => {
      const paid = await buyBasic(t, await t.signIn(), serviceId);
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => refund(paid._id, { amount: 15, reason: `Part ${i}` })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
      const after = await admin.agent.get(`/api/orders/admin/${paid._id}`).expect(200);
      expect(after.body.payment.refundedAmount).toBe(30);
    });

    it('cancelling with refund after a partial refund gives back the rest through the same path', async () => {
      const paid = await buyBasic(t, await t.signIn(), serviceId);
      await refund(paid._id, { amount: 5, reason: 'Goodwill' }).expect(201);
      const cancelled = await admin.agent
        .put(`/api/orders/${paid._id}/update-status`)
        .send({ newStatus: 'cancelled' })
        .expect(200);
      expect(cancelled.body.order.payment).toMatchObject({ status: 'refunded', refundedAmount: 40 });
      expect(cancelled.body.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([5, 35]);
      expect(cancelled.body.order.refunds[1].reason).toBe('Order cancelled');
    });
  });

  describe('export', () => {
    it("lists the period's invoices and credit notes, paged, and as CSV", async () => {
      const buyer = await t.signIn();
      await buyer.agent
        .put(`/api/users/${buyer.user.id}`)
        .send({ billing: { ...BILLING, name: 'Acme;=1+1;', company: '=HYPERLINK("x")' } });
      const order = await buyBasic(t, buyer, serviceId);
      await admin.agent
        .post(`/api/orders/${order._id}/refunds`)
        .send({ amount: 12.5, reason: 'Partial' })
        .expect(201);

      const all = await admin.agent.get(`/api/invoices?from=${TODAY}&to=${TODAY}&limit=200`).expect(200);
      const total = Number(all.headers['x-total-count']);
      expect(total).toBe(all.body.length);
      const mine = (all.body as InvoiceDocumentJson[]).filter((doc) => doc.orderId === order._id);
      expect(mine.map((doc) => [doc.kind, doc.total, doc.tax])).toEqual([
        ['invoice', 40, 6.67],
        ['credit-note', -12.5, -2.08],
      ]);
      const page2 = await admin.agent
        .get(`/api/invoices?from=${TODAY}&to=${TODAY}&limit=2&page=2`)
        .expect(200);
      expect(page2.body).toEqual(all.body.slice(2, 4));
      const none = await admin.agent.get('/api/invoices?from=2001-01-01&to=2001-12-31').expect(200);
      expect(none.body).toEqual([]);

      const csv = await admin.agent.get(`/api/invoices/export.csv?from=${TODAY}&to=${TODAY}`).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toContain('attachment');
      const lines = csv.text.trim().split('\r\n');
      expect(lines[0]).toBe(
        'number,date,order,buyer,company,vat_id,country,net,tax,total,currency,payment_method,transaction_id',
      );
      expect(lines).toHaveLength(total + 1);
      // Every text cell quoted (a ';' spreadsheet keeps 'Acme;=1+1;' in one cell), formulas defused.
      const invoiceLine = lines.find((line) => line.startsWith(`"${mine[0].number}"`))!;
      expect(invoiceLine).toBe(
        [
          `"${mine[0].number}"`,
          `"${TODAY}"`,
          `"${order._id}"`,
          '"Acme;=1+1;"',
          `"'=HYPERLINK(""x"")"`,
          '"DE999999999"',
          '"Germany"',
          '33.33',
          '6.67',
          '40.00',
          '"USD"',
          '"stripe"',
          `"${order.payment.transactionId}"`,
        ].join(','),
      );
      const creditLine = lines.find((line) => line.startsWith(`"${mine[1].number}"`))!;
      expect(creditLine).toContain(',-10.42,-2.08,-12.50,"USD","stripe",');
    });

    it('refuses a bad period (400) and non-admins (403)', async () => {
      await admin.agent.get('/api/invoices/export.csv?from=2026-13-01&to=2026-01-01').expect(400);
      await admin.agent.get('/api/invoices/export.csv?from=2026-02-01&to=2026-01-01').expect(400);
      await admin.agent.get('/api/invoices?from=yesterday&to=2026-01-01').expect(400);
      await admin.agent.get('/api/invoices/export.csv').expect(400);
      // Years PostgreSQL cannot take: a 400 naming the field, before any header row.
      for (const [from, to, field] of [
        ['0000-01-01', '2026-01-01', 'from'],
        ['2026-01-01', '9999-12-31', 'to'],
      ]) {
        for (const path of ['/api/invoices/export.csv', '/api/invoices']) {
          const res = await admin.agent.get(`${path}?from=${from}&to=${to}`).expect(400);
          expect(res.body.message).toBe(`${field} must be a real date between 1970-01-01 and 2999-12-31`);
        }
      }
      const buyer = await t.signIn();
      await buyer.agent.get(`/api/invoices/export.csv?from=${TODAY}&to=${TODAY}`).expect(403);
      await buyer.agent.get(`/api/invoices?from=${TODAY}&to=${TODAY}`).expect(403);
    });
  });
});

(process.env.DATABASE_URL ? describe : describe.skip)(
  'invoice numbers across two API replicas (PostgreSQL)',
  () => {
    const replicas: TestApp[] = [];
    beforeAll(async () => {
      const first = await createTestApp(queueEnv());
      replicas.push(first, await createTestApp({ ...queueEnv(), DATABASE_URL: first.config.databaseUrl! }));
    }, BOOT_TIMEOUT);
    afterAll(async () => {
      await replicas[1]?.close();
      await replicas[0]?.close();
    });

    it('gives 20 payments confirmed on two replicas at once consecutive, unique numbers', async () => {
      const [first, second] = replicas;
      const admin = await first.signIn({ admin: true });
      const serviceId = await createService(first, admin);
      const buyer = await first.signIn();
      const pending = await pendingOrders(buyer, serviceId, 20);
      await confirmAll([first.app.get(OrdersService), second.app.get(OrdersService)], pending);
      const numbers = (await ordersOf(buyer)).map((order) => order.invoice?.number);
      expect(numbers.every(Boolean)).toBe(true);
      expectConsecutive(numbers as string[]);
      expect(Math.min(...numbers.map((n) => serial(n!)))).toBe(1);
    });
  },
);
