import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AdmZip from 'adm-zip';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import type { DataExportJson, OrderJson, ServiceJson } from '@market/contracts';
import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SessionRepository } from '../auth/session.repository';
import { auditEvents } from '../audit/audit.schema';
import { passkeys, recoveryCodes, userSessions, userTotp } from '../auth/auth.schema';
import { derivedNames } from '../uploads/media-variants';
import { users } from '../users/users.schema';
import { UsersService } from '../users/users.service';
import { ownUpload } from '../../test/catalog-fixtures';
import { conversationBetween } from '../../test/messaging-helpers';
import { openOrderShop, OrderShop } from '../../test/order-fixtures';
import { asBytes, pdfText } from '../../test/pdf.helper';
import {
  buyBasic,
  createService,
  ordersOf,
  pressSandbox,
  stripeSandboxCheckout,
  waitFor,
} from '../../test/payments-fixtures';
import { SignedIn, TestApp } from '../../test/test-app';
import { dataExports } from './privacy.schema';
import { RetentionSweep } from './retention-sweep';

const BILLING = {
  name: 'Jane Q. Buyer',
  company: 'Buyer GmbH',
  address: 'Hauptstrasse 1',
  city: 'Berlin',
  postalCode: '10115',
  country: 'Germany',
  vatId: 'DE123456789',
};

type Agent = SignedIn['agent'];

/**
 * A buyer as a real one ends up: billing details, a picture, a paid order with files both ways and
 * a refund, a chat with an offer, a review, then a new picture (the review keeps the one before,
 * `avatar`).
 */
async function busyBuyer(
  shop: OrderShop,
): Promise<{ buyer: SignedIn; order: OrderJson; avatar: string; picture: string; phone: string }> {
  const { t, admin, withoutQuestions } = shop;
  const buyer = await t.signIn();
  const avatar = ownUpload(t);
  const phone = `+49 30 ${buyer.user.id.replace(/\D/g, '').slice(0, 9)}`;
  await buyer.agent
    .put(`/api/users/${buyer.user.id}`)
    .send({ img: avatar, billing: BILLING, phone })
    .expect(200);
  const order = await buyBasic(t, buyer, withoutQuestions);
  await buyer.agent
    .post(`/api/orders/${order._id}/files`)
    .attach('file', Buffer.from('my brief'), 'brief.txt')
    .expect(201);
  await admin.agent
    .post(`/api/orders/${order._id}/files`)
    .attach('file', Buffer.from('the logo'), 'logo.svg')
    .expect(201);
  await admin.agent
    .post(`/api/orders/${order._id}/refunds`)
    .send({ amount: 5, reason: 'Late delivery' })
    .expect(201);
  const { conversationId } = await conversationBetween(t, buyer, admin);
  await buyer.agent
    .post('/api/messages')
    .send({ conversationId, message: 'Can you do it in blue?' })
    .expect(201);
  await admin.agent
    .post('/api/offers')
    .send({
      conversationId,
      buyerId: buyer.user.id,
      offerDetails: { description: 'Blue logo', price: 60, deliveryTime: 2 },
    })
    .expect(201);
  await buyer.agent
    .post('/api/reviews')
    .send({ serviceId: withoutQuestions, star: 5, desc: 'Lovely work' })
    .expect(201);
  const picture = ownUpload(t);
  await buyer.agent.put(`/api/users/${buyer.user.id}`).send({ img: picture }).expect(200);
  return { buyer, order, avatar, picture, phone };
}

async function readyExport(agent: Agent): Promise<DataExportJson> {
  return waitFor(async () => {
    const res = await agent.get('/api/me/exports').expect(200);
    const [latest] = res.body as DataExportJson[];
    return latest?.status === 'ready' ? latest : undefined;
  });
}

function download(agent: Agent, url: string) {
  return asBytes(agent.get(url));
}

/** Every text and JSON column of every table whose value contains `needle`, as `table.column`. */
async function tracesOf(t: TestApp, needle: string): Promise<string[]> {
  const columns = await t.database.db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const hits = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
    );
    if (Number(hits.rows[0]!.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('your data: download and delete', () => {
  let shop: OrderShop;
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    shop = await openOrderShop({}, () => ({}));
    ({ t, admin } = shop);
  }, 120_000);
  afterAll(() => shop?.close(), 30_000);

  describe('download my data', () => {
    let buyer: SignedIn;
    let order: OrderJson;
    let avatar: string;
    let picture: string;
    let phone: string;
    let ready: DataExportJson;

    beforeAll(async () => {
      ({ buyer, order, avatar, picture, phone } = await busyBuyer(shop));
    }, 120_000);

    it('answers 202 pending, one export a day, and announces it by notification and mail when ready', async () => {
      await t.http().post('/api/me/exports').expect(401);
      const first = await buyer.agent.post('/api/me/exports').expect(202);
      expect(first.body).toEqual({ _id: expect.any(String), status: 'pending' });
      const again = await buyer.agent.post('/api/me/exports').expect(202);
      expect(again.body._id).toBe(first.body._id);

      ready = await readyExport(buyer.agent);
      expect(ready).toMatchObject({
        _id: first.body._id,
        downloadUrl: `/api/me/exports/${first.body._id}/download`,
      });
      expect(ready.size).toBeGreaterThan(0);
      const days = (Date.parse(ready.expiresAt!) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      // Ready: a third request still answers this one.
      expect((await buyer.agent.post('/api/me/exports').expect(202)).body).toEqual({
        _id: ready._id,
        status: 'ready',
      });

      const [mail] = await waitFor(async () => {
        const found = shop.mailsTo(buyer.user.email, /is ready/);
        return found.length ? found : undefined;
      });
      expect(mail!.text).toContain('/settings#your-data');
      const bell = await buyer.agent.get('/api/notifications').expect(200);
      expect(bell.body.items.map((n: { type: string }) => n.type)).toContain('account.export_ready');
    });

    it('holds every file the issue lists, with the buyer’s data in it', async () => {
      const res = await download(buyer.agent, ready.downloadUrl!).expect(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      const zip = new AdmZip(res.body as Buffer);
      const names = zip.getEntries().map((e) => e.entryName);
      const read = (name: string) => JSON.parse(zip.readAsText(name));

      expect(names).toEqual(
        expect.arrayContaining([
          'README.txt',
          'account.json',
          'orders.json',
          'messages.json',
          'reviews.json',
          'notifications.json',
        ]),
      );
      expect(zip.readAsText('README.txt')).toContain('orders.json');

      const account = read('account.json');
      expect(account.profile).toMatchObject({
        email: buyer.user.email,
        phone,
        billing: BILLING,
      });
      expect(account.notificationSettings.email['order.delivered']).toBe(true);

      const [exported] = read('orders.json');
      expect(exported).toMatchObject({ _id: order._id, fulfilment: expect.any(Object) });
      expect(exported.refunds).toEqual([expect.objectContaining({ amount: 5, reason: 'Late delivery' })]);
      expect(exported.files.map((f: { name: string }) => f.name).sort()).toEqual(['brief.txt', 'logo.svg']);

      const [conversation] = read('messages.json');
      expect(conversation.messages.map((m: { message: string }) => m.message)).toContain(
        'Can you do it in blue?',
      );
      expect(conversation.offers[0].offerDetails).toMatchObject({ description: 'Blue logo', price: 60 });

      expect(read('reviews.json')).toEqual([expect.objectContaining({ star: 5, desc: 'Lovely work' })]);
      expect(read('notifications.json').map((n: { type: string }) => n.type)).toContain(
        'order.payment_confirmed',
      );

      const pdfs = names.filter((n) => n.startsWith('invoices/'));
      expect(pdfs).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^invoices\/INV-\d{4}-\d{6}\.pdf$/),
          expect.stringMatching(/^invoices\/CN-\d{4}-\d{6}\.pdf$/),
        ]),
      );
      for (const pdf of pdfs) expect(zip.readFile(pdf)!.subarray(0, 5).toString()).toBe('%PDF-');

      // The profile picture, and the one before that the review still shows.
      for (const url of [picture, avatar]) {
        const name = url.split('/').pop()!;
        expect(zip.readFile(`files/avatar/${name}`)).toEqual(readFileSync(join(t.config.uploadDir, name)));
      }
      const orderFiles = names.filter((n) => n.startsWith(`files/orders/${order._id}/`));
      expect(orderFiles).toHaveLength(2);
      const contents = orderFiles.map((n) => zip.readAsText(n)).sort();
      expect(contents).toEqual(['my brief', 'the logo']);
    });

    it('is downloaded by its owner only: anyone else, a bad id, or nobody signed in gets no archive', async () => {
      const other = await t.signIn();
      const theirs = await download(other.agent, ready.downloadUrl!).expect(404);
      expect(JSON.parse(theirs.body.toString())).toMatchObject({ code: 'EXPORT.NOT_FOUND' });
      await download(admin.agent, ready.downloadUrl!).expect(404);
      await download(buyer.agent, '/api/me/exports/not-an-id/download').expect(404);
      await download(t.http() as unknown as Agent, ready.downloadUrl!).expect(401);
      expect((await other.agent.get('/api/me/exports').expect(200)).body).toEqual([]);
    });

    it('expires: after its days the link answers 404 and the sweep deletes the row and the file', async () => {
      const file = join(t.config.dataExports.dir, `${ready._id}.zip`);
      expect(existsSync(file)).toBe(true);
      await t.database.db
        .update(dataExports)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(dataExports.id, ready._id));
      await download(buyer.agent, ready.downloadUrl!).expect(404);
      expect((await t.app.get(RetentionSweep).run()).exports).toBe(1);
      expect(existsSync(file)).toBe(false);
      expect((await buyer.agent.get('/api/me/exports').expect(200)).body).toEqual([]);
    });
  });

  describe('download my data: an extra bought during an order, a checkout left unpaid', () => {
    it('holds the extra’s own invoice as a PDF beside the order’s, and the discarded checkout in orders.json', async () => {
      const serviceId = await createService(t, admin, {
        extras: [{ title: 'Source files', price: 20, deliveryDays: 2, revisions: 0, packages: ['basic'] }],
      });
      const service = (await admin.agent.get(`/api/services/single-service/${serviceId}`).expect(200))
        .body as ServiceJson;
      const buyer = await t.signIn();
      await buyer.agent.put(`/api/users/${buyer.user.id}`).send({ billing: BILLING }).expect(200);
      const order = await buyBasic(t, buyer, serviceId);
      const purchase = await buyer.agent
        .post(`/api/orders/${order._id}/extras`)
        .send({ extraId: service.extras![0]!._id })
        .expect(200);
      const session = /\/api\/sandbox\/stripe\/(cs_sandbox_[0-9a-f]+)$/.exec(
        purchase.body.url as string,
      )![1]!;
      await pressSandbox(t, 'stripe', session, 'pay', 303);
      const paid = await waitFor(async () => {
        const view = (await buyer.agent.get(`/api/orders/${order._id}`).expect(200)).body as OrderJson;
        return view.extras?.length ? view : undefined;
      });
      const extraInvoice = paid.extras![0]!.invoiceNumber!;
      expect(extraInvoice).toMatch(/^INV-\d{4}-\d{6}$/);

      await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
      const [unpaid] = await ordersOf(buyer);
      expect(unpaid!.payment.status).toBe('pending');
      await buyer.agent.put(`/api/orders/${unpaid!._id}/discard`).expect(200);

      await buyer.agent.post('/api/me/exports').expect(202);
      const ready = await readyExport(buyer.agent);
      const zip = new AdmZip((await download(buyer.agent, ready.downloadUrl!).expect(200)).body as Buffer);
      expect(
        zip
          .getEntries()
          .map((entry) => entry.entryName)
          .filter((name) => name.startsWith('invoices/'))
          .sort(),
      ).toEqual([`invoices/${order.invoice!.number}.pdf`, `invoices/${extraInvoice}.pdf`].sort());
      const text = pdfText(zip.readFile(`invoices/${extraInvoice}.pdf`)!);
      for (const expected of [
        `Invoice ${extraInvoice}`,
        'Source files (extra for',
        order._id,
        'Jane Q. Buyer',
        'VAT ID DE123456789',
        '20.00 USD',
        'Paid by',
      ])
        expect(text).toContain(expected);
      expect(pdfText(zip.readFile(`invoices/${order.invoice!.number}.pdf`)!)).toContain('40.00 USD');

      // Held until the failed-orders sweep strips it, the checkout they discarded is in their copy too.
      const exported = JSON.parse(zip.readAsText('orders.json')) as OrderJson[];
      expect(exported.map((o) => o._id)).toEqual([unpaid!._id, order._id]);
      expect(exported[0]).toMatchObject({
        order_status: 'cancelled',
        payment: { status: 'failed' },
        user: { email: buyer.user.email },
      });
      expect(exported[1]!.extras).toEqual([
        expect.objectContaining({ title: 'Source files', invoiceNumber: extraInvoice }),
      ]);
    });
  });

  describe('delete my account', () => {
    let buyer: SignedIn;
    let order: OrderJson;
    let avatar: string;
    let picture: string;
    let phone: string;

    beforeAll(async () => {
      ({ buyer, order, avatar, picture, phone } = await busyBuyer(shop));
    }, 120_000);

    it('refuses bad input with a clear 4xx and changes nothing', async () => {
      await t.http().delete('/api/me').send({ password: buyer.user.password, confirm: 'DELETE' }).expect(401);
      const cases: Array<[object, number, string | undefined]> = [
        [{ password: buyer.user.password }, 400, undefined],
        [{ password: buyer.user.password, confirm: 'delete' }, 400, 'ACCOUNT.CONFIRMATION_REQUIRED'],
        [{ confirm: 'DELETE' }, 400, 'ACCOUNT.PASSWORD_REQUIRED'],
        [{ password: 'wrong-password-1', confirm: 'DELETE' }, 403, 'ACCOUNT.PASSWORD_INCORRECT'],
        [{ password: buyer.user.password, confirm: 'DELETE', isAdmin: true }, 400, undefined],
      ];
      for (const [body, status, code] of cases) {
        const res = await buyer.agent.delete('/api/me').send(body);
        expect(res.status).toBe(status);
        if (code) expect(res.body.code).toBe(code);
      }
      const me = await buyer.agent.get(`/api/users/${buyer.user.id}`).expect(200);
      expect(me.body).toMatchObject({ username: buyer.user.username, email: buyer.user.email });
    });

    it('is refused with 409 ACCOUNT.OPEN_ORDERS while a paid order is in work, listing it', async () => {
      const res = await buyer.agent
        .delete('/api/me')
        .send({ password: buyer.user.password, confirm: 'DELETE' })
        .expect(409);
      expect(res.body).toMatchObject({
        code: 'ACCOUNT.OPEN_ORDERS',
        details: { orders: [{ _id: order._id, title: expect.any(String), status: expect.any(String) }] },
      });
      await buyer.agent.get('/api/auth/me').expect(200);
    });

    it('then erases the person and keeps orders, invoices, messages and reviews under "Deleted user"', async () => {
      await admin.agent
        .put(`/api/orders/${order._id}/update-status`)
        .send({ newStatus: 'completed' })
        .expect(200);
      const invoiceBefore = (await admin.agent.get(`/api/orders/admin/${order._id}`).expect(200)).body;
      const secondBrowser = request.agent(t.url);
      await secondBrowser
        .post('/api/auth/login')
        .send({ username: buyer.user.username, password: buyer.user.password })
        .expect(200);

      // What has no cascade (the user row stays): preferences, an authenticator being set up with
      // its recovery codes, a passkey (signed in just now, so no second factor is asked), and the
      // picture's variants beside the picture.
      await buyer.agent.put('/api/me/preferences').send({ locale: 'de', currency: 'EUR' }).expect(200);
      const userId = buyer.user.id;
      await t.database.db.insert(userTotp).values({ userId, secret: 'v1.sealed-secret' });
      await t.database.db.insert(recoveryCodes).values({ userId, codeHash: `hash-${userId}` });
      await t.database.db
        .insert(passkeys)
        .values({ userId, credentialId: `cred-${userId}`, publicKey: 'key', name: 'Laptop' });
      const pictureFiles = derivedNames(avatar.split('/').pop()!);
      for (const name of pictureFiles.slice(1)) writeFileSync(join(t.config.uploadDir, name), 'variant');

      const logged = jest.spyOn(Logger.prototype, 'log');
      const res = await buyer.agent
        .delete('/api/me')
        .send({ password: buyer.user.password, confirm: 'DELETE' })
        .expect(202);
      expect(res.body).toEqual({ deleted: true });
      // Recorded as user.delete, with the id and nothing personal.
      const record = logged.mock.calls.find(
        ([entry]) => (entry as { event?: string })?.event === 'user.delete',
      );
      logged.mockRestore();
      expect(record?.[0]).toEqual({ msg: 'user.delete', event: 'user.delete', userId: buyer.user.id });
      expect(String(res.headers['set-cookie'])).toMatch(/token=;/);
      const audited = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'user.delete'), eq(auditEvents.targetId, userId)));
      expect(audited).toEqual([
        expect.objectContaining({
          actorId: userId,
          actorUsername: 'Deleted user',
          actorRole: null,
          targetType: 'user',
          before: null,
          after: null,
          ip: null,
        }),
      ]);

      // No trace of the e-mail, username or phone in any table but the invoices, which the law keeps as issued.
      for (const needle of [buyer.user.email, buyer.user.username, phone]) {
        expect((await tracesOf(t, needle)).filter((column) => !column.startsWith('invoices.'))).toEqual([]);
      }
      // Signed out everywhere, and never again (a sign-in with the old name is then a failed sign-in
      // of an unknown username, which the audit log records with the name typed).
      await buyer.agent.get('/api/auth/me').expect(401);
      await secondBrowser.get('/api/auth/me').expect(401);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: buyer.user.username, password: buyer.user.password })
        .expect(401);

      // Both pictures: the profile's, and the earlier one only the review still showed.
      expect(pictureFiles.length).toBeGreaterThan(1);
      expect(pictureFiles.filter((name) => existsSync(join(t.config.uploadDir, name)))).toEqual([]);
      expect(existsSync(join(t.config.uploadDir, picture.split('/').pop()!))).toBe(false);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.user.id));
      expect(row).toMatchObject({ passwordHash: null, phone: null, img: null, billing: null, country: null });
      expect(row).toMatchObject({ locale: 'en', currency: null });
      for (const table of [userTotp, recoveryCodes, passkeys]) {
        expect(await t.database.db.select().from(table).where(eq(table.userId, userId))).toEqual([]);
      }
      expect(row!.username).toMatch(/^deleted-.{6}$/);
      expect(
        await t.database.db.select().from(userSessions).where(eq(userSessions.userId, buyer.user.id)),
      ).toEqual([]);

      // Kept: the order and its invoice and credit note, unchanged.
      const after = (await admin.agent.get(`/api/orders/admin/${order._id}`).expect(200)).body;
      expect(after.invoice).toEqual(invoiceBefore.invoice);
      expect(after.refunds).toEqual(invoiceBefore.refunds);
      expect(after.billing).toEqual(BILLING);
      expect(after.user).toMatchObject({ id: buyer.user.id, name: 'Deleted user', email: '', phone: null });

      // Messages and reviews stay, shown as by "Deleted user".
      const profile = await admin.agent.get(`/api/users/${buyer.user.id}`).expect(200);
      expect(profile.body).toMatchObject({ username: 'Deleted user', img: null, country: null });
      expect(profile.body.email).toBeUndefined();
      const chats = await admin.agent.get('/api/conversations').expect(200);
      const chat = (chats.body as Array<{ buyerId: string; buyerUsername: string }>).find(
        (c) => c.buyerId === buyer.user.id,
      );
      expect(chat?.buyerUsername).toBe('Deleted user');
      const messages = await admin.agent
        .get(`/api/messages/${(chat as unknown as { _id: string })._id}`)
        .expect(200);
      expect(messages.body.map((m: { message: string }) => m.message)).toContain('Can you do it in blue?');
      const reviews = await t.http().get(`/api/reviews/${shop.withoutQuestions}`).expect(200);
      const review = (reviews.body as Array<{ userId: string }>).find((r) => r.userId === buyer.user.id);
      expect(review).toMatchObject({
        username: 'Deleted user',
        userImage: null,
        country: null,
        desc: 'Lovely work',
      });

      // The address registers anew (the username too).
      await t
        .http()
        .post('/api/auth/register')
        .send({
          username: buyer.user.username,
          email: buyer.user.email,
          password: 'another-horse-2',
          country: 'Germany',
        })
        .expect(201);
    });

    it('leaves a picture other records show, when the account that took it as its own is deleted', async () => {
      const service = (
        await admin.agent.get(`/api/services/single-service/${shop.withoutQuestions}`).expect(200)
      ).body as ServiceJson;
      const friend = await t.signIn();
      const friendsPicture = ownUpload(t);
      await friend.agent.put(`/api/users/${friend.user.id}`).send({ img: friendsPicture }).expect(200);
      for (const taken of [service.coverImage, friendsPicture]) {
        const hostile = await t.signIn();
        await hostile.agent.put(`/api/users/${hostile.user.id}`).send({ img: taken }).expect(200);
        await hostile.agent
          .delete('/api/me')
          .send({ password: hostile.user.password, confirm: 'DELETE' })
          .expect(202);
        expect(existsSync(join(t.config.uploadDir, taken.split('/').pop()!))).toBe(true);
      }
      const friendNow = await friend.agent.get(`/api/users/${friend.user.id}`).expect(200);
      expect(friendNow.body.img).toContain(friendsPicture.split('/').pop());
    });

    it('lets an account without a password (Google or GitHub) delete itself only within 10 minutes of signing in', async () => {
      const account = await t.app.get(UsersService).create({
        username: `gh_${Date.now()}`,
        email: `gh${Date.now()}@example.com`,
        githubId: `gh-${Date.now()}`,
      });
      const sid = await t.app.get(SessionRepository).open(account.id, new Date(Date.now() + 3_600_000));
      const token = await t.app
        .get(JwtService)
        .signAsync({ sub: account.id, sv: account.sessionVersion, sid }, { expiresIn: 3600 });
      const agent = request.agent(t.url).set('Cookie', `token=${token}`);
      await t.database.db
        .update(userSessions)
        .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(userSessions.id, sid));
      const old = await agent.delete('/api/me').send({ confirm: 'DELETE' }).expect(403);
      expect(old.body.code).toBe('ACCOUNT.SIGN_IN_AGAIN');
      await t.database.db.update(userSessions).set({ createdAt: new Date() }).where(eq(userSessions.id, sid));
      await agent.delete('/api/me').send({ confirm: 'DELETE' }).expect(202);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
      expect(row).toMatchObject({ githubId: null, deletedAt: expect.any(Date) });
    });
  });
});
