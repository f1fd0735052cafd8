import { randomBytes } from 'node:crypto';
import { HttpStub, StubRequest } from './http-stub';

interface StubSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  success_url: string;
}

/**
 * The few Stripe endpoints the app calls (create/retrieve Checkout Session, create refund),
 * form-encoded as the official SDK sends them. `pay(id)` plays the buyer paying on Stripe.
 */
export class StripeStub extends HttpStub {
  readonly sessions = new Map<string, StubSession>();
  readonly refunds: Array<{
    id: string;
    paymentIntent: string;
    /** Cents, as sent; undefined for a full refund. */
    amount: number | undefined;
    idempotencyKey: string | undefined;
  }> = [];
  /** Makes the next session creation fail as a Stripe outage would. */
  failNextCreate = false;

  /** Marks a session paid and answers the checkout.session.completed event Stripe would send. */
  pay(id: string, override: Partial<StubSession> = {}) {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, {
      payment_status: 'paid',
      status: 'complete',
      payment_intent: `pi_${randomBytes(8).toString('hex')}`,
      ...override,
    });
    return {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...session } },
    };
  }

  protected override handle(request: StubRequest): { status: number; body: unknown } | undefined {
    if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    }
    const form = new URLSearchParams(request.body);
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      if (this.failNextCreate) {
        this.failNextCreate = false;
        return { status: 500, body: { error: { type: 'api_error', message: 'Stub outage' } } };
      }
      const id = `cs_test_${randomBytes(10).toString('hex')}`;
      const session: StubSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${id}`,
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) *
          Number(form.get('line_items[0][quantity]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        client_reference_id: form.get('client_reference_id'),
        metadata: { orderId: form.get('metadata[orderId]') ?? '' },
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url') ?? '',
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/?]+)\/expire$/.exec(request.path);
    if (request.method === 'POST' && expire) {
      const session = this.sessions.get(decodeURIComponent(expire[1]));
      if (!session)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such session' } },
        };
      if (session.status !== 'open') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } },
        };
      }
      session.status = 'expired';
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(request.path);
    if (request.method === 'GET' && retrieve) {
      const session = this.sessions.get(decodeURIComponent(retrieve[1]));
      if (!session)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such session' } },
        };
      return { status: 200, body: session };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const key = request.headers['idempotency-key'] as string | undefined;
      const existing = this.refunds.find((r) => key && r.idempotencyKey === key);
      const refund = existing ?? {
        id: `re_${randomBytes(8).toString('hex')}`,
        paymentIntent: form.get('payment_intent') ?? '',
        amount: form.has('amount') ? Number(form.get('amount')) : undefined,
        idempotencyKey: key,
      };
      if (!existing) this.refunds.push(refund);
      return {
        status: 200,
        body: { id: refund.id, object: 'refund', status: 'succeeded', payment_intent: refund.paymentIntent },
      };
    }
    return undefined;
  }
}
