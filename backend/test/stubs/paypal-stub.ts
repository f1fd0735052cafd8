import { randomBytes } from 'node:crypto';
import { HttpStub, StubRequest } from './http-stub';

interface StubOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  referenceId: string;
  capture: { id: string; status: string; amount: { currency_code: string; value: string } } | null;
  captureRequestIds: string[];
}

/**
 * The few PayPal endpoints the app calls: OAuth token, create order, capture, get order,
 * refund a capture. `approve(id)` plays the buyer approving on PayPal. Captures honour
 * PayPal-Request-Id (a repeated id answers the first result) and refuse a second capture.
 */
export class PayPalStub extends HttpStub {
  readonly orders = new Map<string, StubOrder>();
  readonly refunds: Array<{
    id: string;
    captureId: string;
    /** The amount asked for ("12.34"); undefined for a full refund. */
    value: string | undefined;
    requestId: string | undefined;
  }> = [];
  /** Overrides the captured amount (to test the app's amount check). */
  captureAmountOverride: string | undefined;
  /** How many captures fail next as a declined card would (the buyer may retry). */
  declinesLeft = 0;
  /** Like PayPal, a request id that was declined keeps answering the same decline. */
  private readonly declinedRequestIds = new Set<string>();

  approve(id: string) {
    const order = this.orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    order.status = 'APPROVED';
  }

  private representation(order: StubOrder): Record<string, unknown> {
    return {
      id: order.id,
      status: order.status,
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: order.referenceId,
          amount: order.amount,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      links: [
        {
          href: `https://www.sandbox.paypal.test/checkoutnow?token=${order.id}`,
          rel: 'approve',
          method: 'GET',
        },
        { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ],
    };
  }

  private issue(status: number, issue: string) {
    return {
      status,
      body: { name: 'UNPROCESSABLE_ENTITY', message: issue, details: [{ issue, description: issue }] },
    };
  }

  protected override handle(request: StubRequest): { status: number; body: unknown } | undefined {
    if (request.method === 'POST' && request.path === '/v1/oauth2/token') {
      return {
        status: 200,
        body: { access_token: 'A21_stub_token', token_type: 'Bearer', expires_in: 32400, scope: '' },
      };
    }
    if (request.headers.authorization !== 'Bearer A21_stub_token')
      return { status: 401, body: { error: 'invalid_token' } };
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') {
      const body = JSON.parse(request.body) as {
        intent: string;
        purchase_units: Array<{ reference_id: string; amount: { currency_code: string; value: string } }>;
      };
      if (body.intent !== 'CAPTURE') return this.issue(422, 'UNSUPPORTED_INTENT');
      const id = randomBytes(8).toString('hex').toUpperCase();
      const order: StubOrder = {
        id,
        status: 'CREATED',
        amount: body.purchase_units[0].amount,
        referenceId: body.purchase_units[0].reference_id,
        capture: null,
        captureRequestIds: [],
      };
      this.orders.set(id, order);
      return { status: 201, body: this.representation(order) };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(request.path);
    if (request.method === 'POST' && capture) {
      const order = this.orders.get(capture[1]);
      if (!order) return this.issue(404, 'RESOURCE_NOT_FOUND');
      const requestId = request.headers['paypal-request-id'] as string | undefined;
      if (order.capture) {
        if (requestId && order.captureRequestIds.includes(requestId))
          return { status: 201, body: this.representation(order) };
        return this.issue(422, 'ORDER_ALREADY_CAPTURED');
      }
      if (order.status !== 'APPROVED') return this.issue(422, 'ORDER_NOT_APPROVED');
      if (requestId && this.declinedRequestIds.has(requestId)) return this.issue(422, 'INSTRUMENT_DECLINED');
      if (this.declinesLeft > 0) {
        this.declinesLeft -= 1;
        if (requestId) this.declinedRequestIds.add(requestId);
        return this.issue(422, 'INSTRUMENT_DECLINED');
      }
      order.status = 'COMPLETED';
      order.capture = {
        id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
        status: 'COMPLETED',
        amount: {
          currency_code: order.amount.currency_code,
          value: this.captureAmountOverride ?? order.amount.value,
        },
      };
      if (requestId) order.captureRequestIds.push(requestId);
      return { status: 201, body: this.representation(order) };
    }
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && get) {
      const order = this.orders.get(get[1]);
      return order
        ? { status: 200, body: this.representation(order) }
        : this.issue(404, 'RESOURCE_NOT_FOUND');
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && refund) {
      const requestId = request.headers['paypal-request-id'] as string | undefined;
      const existing = this.refunds.find((r) => requestId && r.requestId === requestId);
      const made = existing ?? {
        id: `REF${randomBytes(6).toString('hex').toUpperCase()}`,
        captureId: refund[1],
        value: request.body
          ? (JSON.parse(request.body) as { amount?: { value: string } }).amount?.value
          : undefined,
        requestId,
      };
      if (!existing) this.refunds.push(made);
      return { status: 201, body: { id: made.id, status: 'COMPLETED' } };
    }
    return undefined;
  }
}
