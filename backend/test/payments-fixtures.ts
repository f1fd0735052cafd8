import type { OrderJson } from '@market/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { SessionRepository } from '../src/auth/session.repository';
import { MAIL_QUEUE } from '../src/mail/mail-queue';
import { NOTIFICATIONS_QUEUE } from '../src/notifications/notifications-queue';
import { ORDER_TIMERS_QUEUE } from '../src/orders/order-timers';
import { PAYMENTS_QUEUE } from '../src/payments/payment-queues';
import { JobQueue, jobQueueToken } from '../src/queue/job-queue';
import { orders } from '../src/orders/orders.schema';
import { sandboxPayments } from '../src/payments/payments.schema';
import { users } from '../src/users/users.schema';
import type { ServiceBody } from '@market/contracts';
import { serviceBody } from './catalog-fixtures';
import { SignedIn, TestApp } from './test-app';

export { queueEnv } from './test-app';
export type { OrderJson };

/** Creates a service over HTTP as an admin; answers its id. Basic $40 (sale), standard $120, premium $199.99. */
export async function createService(
  t: TestApp,
  admin: SignedIn,
  overrides: Partial<ServiceBody> = {},
): Promise<string> {
  const res = await admin.agent.post('/api/services').send(serviceBody(t, overrides));
  if (res.status !== 201) throw new Error(`create service: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body._id as string;
}

/**
 * How long the helpers wait for something done in the background (a webhook, a queued mail, a
 * socket event) before failing: an upper bound for "it never happened", not a speed check. CI
 * runs two spec files beside the browser suite on 2 cores, where 10 s was once not enough, and a
 * newcomer's `npm test` beside other work (load average 12-30) needs more: one generous deadline.
 */
export const EVENTUALLY_MS = 60_000;

export async function waitFor<T>(
  probe: () => Promise<T | undefined | false>,
  timeoutMs = EVENTUALLY_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until no queue of the app holds a waiting or running job (delayed ones, such as reminders
 * due later, stay): what the steps so far set off on the queues has happened. So "exactly N mails"
 * is counted once the N-th is seen and nothing more is under way, not after a pause a busy machine
 * outlasts.
 */
export async function queuesSettled(app: INestApplicationContext): Promise<void> {
  const queues = [MAIL_QUEUE, ORDER_TIMERS_QUEUE, NOTIFICATIONS_QUEUE, PAYMENTS_QUEUE].map((queue) =>
    app.get<JobQueue<unknown>>(jobQueueToken(queue.name), { strict: false }),
  );
  await waitFor(async () => {
    const stats = await Promise.all(queues.map((queue) => queue.stats()));
    return stats.every(({ waiting, active }) => waiting + active === 0);
  });
}

export async function ordersOf(buyer: SignedIn): Promise<OrderJson[]> {
  const res = await buyer.agent.get('/api/orders').expect(200);
  return res.body as OrderJson[];
}

/** Waits until the buyer's order reaches a payment status. */
export function waitForPayment(
  buyer: SignedIn,
  orderId: string,
  status: string,
  timeoutMs?: number,
): Promise<OrderJson> {
  return waitFor(async () => {
    const res = await buyer.agent.get(`/api/orders/${orderId}`);
    return res.status === 200 && res.body.payment.status === status ? (res.body as OrderJson) : undefined;
  }, timeoutMs);
}

/** What a buyer's checkout asks for: a service's package or an offer, at the price they were shown. */
export interface CheckoutBody {
  serviceId?: string;
  name?: string;
  price: number;
  title?: string;
  couponCode?: string;
  offerId?: string;
  extras?: string[];
}

/** Starts a Stripe sandbox checkout and answers the session id. */
export async function stripeSandboxCheckout(buyer: SignedIn, body: CheckoutBody): Promise<string> {
  const res = await buyer.agent.post('/api/stripe/checkout').send({ title: 'Logo', ...body });
  if (res.status !== 200) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  const match = /^\/api\/sandbox\/stripe\/(cs_sandbox_[0-9a-f]+)$/.exec(res.body.url as string);
  if (!match) throw new Error(`unexpected sandbox url ${res.body.url}`);
  return match[1];
}

/**
 * A session cookie of the buyer who started a sandbox checkout (only they may see, pay or cancel
 * it), opened as a sign-in would: a session row and a token signed with the site's key.
 */
export async function sandboxBuyerCookie(t: TestApp, id: string): Promise<string> {
  const [row] = await t.database.db
    .select({ buyerId: orders.buyerId, sv: users.sessionVersion })
    .from(sandboxPayments)
    .innerJoin(orders, eq(orders.id, sandboxPayments.orderId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(eq(sandboxPayments.id, id));
  if (!row) return '';
  const sid = await t.app.get(SessionRepository).open(row.buyerId, new Date(Date.now() + 3_600_000));
  const token = await t.app
    .get(JwtService)
    .signAsync({ sub: row.buyerId, sv: row.sv, sid }, { expiresIn: 3600 });
  return `token=${token}`;
}

/** The buyer presses "Pay" (or "Cancel") on the sandbox page (a plain form post, as the browser does). */
export async function pressSandbox(
  t: TestApp,
  provider: 'stripe' | 'paypal',
  id: string,
  action: 'pay' | 'cancel',
  expectStatus?: number,
) {
  const cookie = await sandboxBuyerCookie(t, id);
  const pressed = request(t.url)
    .post(`/api/sandbox/${provider}/${id}`)
    .type('form')
    .set('Origin', t.url)
    .set('Cookie', cookie)
    .send({ action });
  return expectStatus === undefined ? pressed : pressed.expect(expectStatus);
}

/**
 * The buyer checks out through the Stripe sandbox and pays: the session id and the order (the
 * buyer's newest) once it is paid.
 */
export async function paySandboxCheckout(
  t: TestApp,
  buyer: SignedIn,
  body: CheckoutBody,
): Promise<{ sessionId: string; order: OrderJson }> {
  const sessionId = await stripeSandboxCheckout(buyer, body);
  await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
  const [order] = await ordersOf(buyer);
  if (!order) throw new Error('order not found');
  return { sessionId, order: await waitForPayment(buyer, order._id, 'paid') };
}

/** A paid order of this buyer for the service's basic package ($40), bought through the Stripe sandbox. */
export async function buyBasic(t: TestApp, buyer: SignedIn, serviceId: string): Promise<OrderJson> {
  return (await paySandboxCheckout(t, buyer, { serviceId, name: 'basic', price: 40 })).order;
}

/**
 * Gives the service one review per star, each by a new buyer who first pays for its basic package
 * (at its current price): the only way a service gets its rating.
 */
export async function reviewService(t: TestApp, serviceId: string, stars: number[]): Promise<void> {
  for (const star of stars) {
    const buyer = await t.signIn();
    const service = await buyer.agent.get(`/api/services/single-service/${serviceId}`).expect(200);
    const basic = service.body.packages[0] as { regularPrice: number; salePrice: number };
    const price = basic.salePrice > 0 ? basic.salePrice : basic.regularPrice;
    await paySandboxCheckout(t, buyer, { serviceId, name: 'basic', price });
    await buyer.agent.post('/api/reviews').send({ serviceId, star, desc: 'Reviewed' }).expect(201);
  }
}

/** The admin cancels the order three times at once (a double click, two tabs): the answers. */
export function cancelThriceAtOnce(admin: SignedIn, orderId: string): Promise<request.Response[]> {
  return Promise.all(
    Array.from({ length: 3 }, () =>
      admin.agent.put(`/api/orders/${orderId}/update-status`).send({ newStatus: 'cancelled' }),
    ),
  );
}

/** The buyer's return from PayPal captured three times at once (reloads, a retrying page): the answers. */
export function captureThriceAtOnce(buyer: SignedIn, paypalId: string): Promise<request.Response[]> {
  return Promise.all(
    Array.from({ length: 3 }, () => buyer.agent.post('/api/paypal/capture').send({ orderID: paypalId })),
  );
}
