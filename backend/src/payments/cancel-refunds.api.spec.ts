import { ServiceShop, useServiceShop } from '../../test/order-fixtures';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsRepository } from './payments.repository';
import { CheckoutReconciler } from './checkout-reconciler';
import {
  cancelThriceAtOnce,
  ordersOf,
  pressSandbox,
  queuesSettled,
  stripeSandboxCheckout,
  waitForPayment,
} from '../../test/payments-fixtures';
import { SignedIn, TestApp } from '../../test/test-app';

/** An admin cancelling an order: the payment behind it is refunded, closed or never captured. */
describe('cancelling an order, its payment', () => {
  let shop: ServiceShop;
  let t: TestApp;
  let admin: SignedIn;
  let serviceId: string;
  useServiceShop((opened) => ({ t, admin, serviceId } = shop = opened));

  it('refunds a paid Stripe order once when it is cancelled, and keeps it refunded', async () => {
    const { buyer, order } = await shop.paidOrder();
    const answers = await cancelThriceAtOnce(admin, order._id);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.order.order_status).toBe('cancelled');
      expect(res.body.order.payment.status).toBe('refunded');
    }
    const again = await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'cancelled' })
      .expect(200);
    expect(again.body.order.payment.status).toBe('refunded');
    // A refunded order stays cancelled (cancel-requests.spec.ts covers the rule).
    await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'pending' })
      .expect(409);
    const after = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(after.body.payment.status).toBe('refunded');
    const sandbox = await t.app
      .get(PaymentsRepository)
      .findSandboxByTransaction(order.payment.transactionId!);
    expect(sandbox?.status).toBe('refunded');
  });

  it('refunds a paid PayPal order when it is cancelled', async () => {
    const buyer = await t.signIn();
    const checkout = await buyer.agent
      .post('/api/paypal/checkout')
      .send({ title: 'x', price: 120, name: 'standard', serviceId })
      .expect(200);
    await pressSandbox(t, 'paypal', checkout.body.id, 'pay', 303);
    const captured = await buyer.agent
      .post('/api/paypal/capture')
      .send({ orderID: checkout.body.id })
      .expect(200);
    const res = await admin.agent
      .put(`/api/orders/${captured.body.order._id}/update-status`)
      .send({ newStatus: 'cancelled' })
      .expect(200);
    expect(res.body.order.payment).toMatchObject({ method: 'paypal', status: 'refunded' });
  });

  it('cancels an unpaid order without a refund and closes its card checkout', async () => {
    const buyer = await t.signIn();
    const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
    const [order] = await ordersOf(buyer);
    const res = await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'cancelled' })
      .expect(200);
    expect(res.body.order.payment.status).toBe('pending');
    const page = await buyer.agent.get(`/api/sandbox/stripe/${sessionId}`).expect(200);
    expect(page.text).toContain('This payment is cancelled.');
    await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
    await queuesSettled(t.app);
    const after = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(after.body.payment).toEqual({
      method: 'stripe',
      transactionId: null,
      status: 'pending',
      refundedAmount: 0,
      refundOnCancel: 0,
    });
  });

  it('refunds a card payment that completes after its order was cancelled', async () => {
    const events = t.app.get(PaymentEventsService);
    const buyer = await t.signIn();
    const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
    const [order] = await ordersOf(buyer);
    // The buyer pays on the still-open page; its webhook is not processed before the cancel.
    await events.queue.pauseWorker();
    try {
      await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
      const res = await admin.agent
        .put(`/api/orders/${order._id}/update-status`)
        .send({ newStatus: 'cancelled' })
        .expect(200);
      expect(res.body.order.payment.status).toBe('pending');
    } finally {
      await events.queue.resumeWorker();
    }
    const refunded = await waitForPayment(buyer, order._id, 'refunded');
    expect(refunded.order_status).toBe('cancelled');
    expect(refunded.payment.transactionId).toMatch(/^pi_sandbox_/);
    const sandbox = await t.app.get(PaymentsRepository).findSandbox('stripe', sessionId);
    expect(sandbox?.status).toBe('refunded');
    await buyer.agent.get(`/api/stripe/session/${sessionId}`).expect(200);
    const after = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(after.body).toEqual(refunded);
  });

  it('never captures the PayPal payment of an order cancelled while it waited', async () => {
    const buyer = await t.signIn();
    const checkout = await buyer.agent
      .post('/api/paypal/checkout')
      .send({ title: 'x', price: 40, name: 'basic', serviceId })
      .expect(200);
    await pressSandbox(t, 'paypal', checkout.body.id, 'pay', 303);
    const [order] = await ordersOf(buyer);
    await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'cancelled' })
      .expect(200);
    const capture = await buyer.agent
      .post('/api/paypal/capture')
      .send({ orderID: checkout.body.id })
      .expect(409);
    expect(capture.body.message).toBe('This order has been cancelled, nothing was charged');
    const sandbox = () => t.app.get(PaymentsRepository).findSandbox('paypal', checkout.body.id);
    expect(await sandbox()).toMatchObject({ status: 'approved', transactionId: null });

    await t.app.get(CheckoutReconciler).reconcileStaleCheckouts(new Date(Date.now() + 3 * 60 * 60 * 1000));
    const after = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(after.body).toMatchObject({ order_status: 'cancelled', payment: { status: 'failed' } });
    expect((await sandbox())?.transactionId).toBeNull();
  });
});
