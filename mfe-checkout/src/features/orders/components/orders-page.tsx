import { useState, type ReactNode } from 'react';
import { Link } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { defineMessages, type MessageTag } from 'react-intl';
import { ConfirmDialog, errorTextIn, LoadingBlock, toast, useIntlOrDefault, useLoad } from '@market/ui';
import { completePayment, discardOrder, listMyOrders, requestCancel } from '../api/orders-api';
import type { Order } from '../api/order-types';
import { isPayable, ORDER_ROW, OrderCard, OrderTableRow, type Asking } from './order-row';
import { UnfinishedPayments } from './unfinished-payments';
import { usePaymentRedirect, type Redirect } from '@/shared/lib/use-payment-redirect';

const messages = defineMessages<{
  cancelSent: Record<never, never>;
  cancelFailed: Record<never, never>;
  discarded: Record<never, never>;
  discardFailed: Record<never, never>;
  allDiscarded: Record<never, never>;
  someNotDiscarded: { count: number };
  payFailed: Record<never, never>;
  title: Record<never, never>;
  discardTitle: Record<never, never>;
  discardMessage: { service: string };
  discardMessageUnnamed: Record<never, never>;
  discard: Record<never, never>;
  keepOrder: Record<never, never>;
  cancelTitle: Record<never, never>;
  cancelMessage: { service: string };
  cancelMessageUnnamed: Record<never, never>;
  requestCancel: Record<never, never>;
  reason: Record<never, never>;
  discardAllTitle: Record<never, never>;
  discardAllMessage: { count: number };
  discardAll: Record<never, never>;
  keepThem: Record<never, never>;
  loadFailed: Record<never, never>;
  empty: { link: MessageTag };
  service: Record<never, never>;
  actions: Record<never, never>;
}>({
  cancelSent: { id: 'checkout.orders.cancelSent', defaultMessage: 'Cancel request sent.' },
  cancelFailed: { id: 'checkout.orders.cancelFailed', defaultMessage: 'Failed to send cancel request.' },
  discarded: { id: 'checkout.orders.discarded', defaultMessage: 'Order discarded.' },
  discardFailed: { id: 'checkout.orders.discardFailed', defaultMessage: 'Failed to discard the order.' },
  allDiscarded: { id: 'checkout.orders.allDiscarded', defaultMessage: 'Unfinished payments discarded.' },
  someNotDiscarded: {
    id: 'checkout.orders.someNotDiscarded',
    defaultMessage:
      '{count, plural, one {# of them could not be discarded.} other {# of them could not be discarded.}}',
  },
  payFailed: { id: 'checkout.orders.payFailed', defaultMessage: 'Failed to open the payment page.' },
  title: { id: 'checkout.orders.title', defaultMessage: 'My Orders' },
  discardTitle: { id: 'checkout.orders.discardTitle', defaultMessage: 'Discard unpaid order' },
  discardMessage: {
    id: 'checkout.orders.discardMessage',
    defaultMessage:
      'Discard your unpaid order of {service}? Its payment page closes and it leaves this list.',
  },
  discardMessageUnnamed: {
    id: 'checkout.orders.discardMessageUnnamed',
    defaultMessage:
      'Discard your unpaid order of this service? Its payment page closes and it leaves this list.',
  },
  discard: { id: 'checkout.orders.discard', defaultMessage: 'Discard' },
  keepOrder: { id: 'checkout.orders.keepOrder', defaultMessage: 'Keep order' },
  cancelTitle: { id: 'checkout.orders.cancelTitle', defaultMessage: 'Request cancellation' },
  cancelMessage: {
    id: 'checkout.orders.cancelMessage',
    defaultMessage: 'Ask to cancel your order of {service}? This cannot be undone.',
  },
  cancelMessageUnnamed: {
    id: 'checkout.orders.cancelMessageUnnamed',
    defaultMessage: 'Ask to cancel your order of this service? This cannot be undone.',
  },
  requestCancel: { id: 'checkout.orders.requestCancel', defaultMessage: 'Request Cancel' },
  reason: { id: 'checkout.orders.reason', defaultMessage: 'Reason (optional)' },
  discardAllTitle: { id: 'checkout.orders.discardAllTitle', defaultMessage: 'Discard unfinished payments' },
  discardAllMessage: {
    id: 'checkout.orders.discardAllMessage',
    defaultMessage:
      '{count, plural, one {Discard all # unfinished payments? Their payment pages close and they leave this list.} other {Discard all # unfinished payments? Their payment pages close and they leave this list.}}',
  },
  discardAll: { id: 'checkout.orders.discardAll', defaultMessage: 'Discard all' },
  keepThem: { id: 'checkout.orders.keepThem', defaultMessage: 'Keep them' },
  loadFailed: { id: 'checkout.orders.loadFailed', defaultMessage: 'Failed to fetch your orders.' },
  empty: {
    id: 'checkout.orders.empty',
    defaultMessage: 'You have no orders yet. <link>Browse services</link>',
  },
  service: { id: 'checkout.orders.column.service', defaultMessage: 'Service' },
  actions: { id: 'checkout.orders.column.actions', defaultMessage: 'Actions' },
});

const servicesLink = (chunks: ReactNode[]) => <Link to="/services">{chunks}</Link>;

const loadOrders = () => listMyOrders();

const newestFirst = (a: Order, b: Order) => b.createdAt.localeCompare(a.createdAt);

/**
 * My Orders (/orders): the signed-in buyer's orders, a table on wide screens and cards on small ones.
 * A paid order may be asked to cancel; an unpaid one may be paid after all or discarded.
 */
export function OrdersPage({ redirect }: { redirect?: Redirect }) {
  const { state, replace } = useLoad('mine', loadOrders);
  // A cancel or discard under way, or a payment being opened: one order's buttons at a time.
  const [changingId, setChangingId] = useState<string | null>(null);
  const payment = usePaymentRedirect(redirect);
  const busyId = changingId ?? payment.starting;
  const [asking, setAsking] = useState<Asking | null>(null);
  const [discardingAll, setDiscardingAll] = useState(false);
  const [reason, setReason] = useState('');
  const intl = useIntlOrDefault();

  function closeDialog() {
    setAsking(null);
    setReason('');
  }

  async function confirmCancel(order: Order) {
    if (state.status !== 'ready') return;
    setChangingId(order._id);
    try {
      const updated = await requestCancel(order._id, reason);
      replace(
        state.data.map((item) =>
          item._id === order._id ? { ...item, ...updated, cancel_request: true } : item,
        ),
      );
      toast.success(intl.formatMessage(messages.cancelSent));
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.cancelFailed)));
    } finally {
      setChangingId(null);
      closeDialog();
    }
  }

  async function confirmDiscard(order: Order) {
    if (state.status !== 'ready') return;
    setChangingId(order._id);
    try {
      await discardOrder(order._id);
      replace(state.data.filter((item) => item._id !== order._id));
      toast.success(intl.formatMessage(messages.discarded));
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.discardFailed)));
    } finally {
      setChangingId(null);
      closeDialog();
    }
  }

  /** Discards every unfinished payment one by one; those the server refuses stay listed. */
  async function confirmDiscardAll(unfinished: Order[]) {
    if (state.status !== 'ready') return;
    setChangingId('all');
    const discarded = new Set<string>();
    for (const order of unfinished) {
      try {
        await discardOrder(order._id);
        discarded.add(order._id);
      } catch {
        // Paid meanwhile, or already gone: it stays (or shows as it now is) after a reload.
      }
    }
    replace(state.data.filter((item) => !discarded.has(item._id)));
    if (discarded.size === unfinished.length) toast.success(intl.formatMessage(messages.allDiscarded));
    else
      toast.error(
        intl.formatMessage(messages.someNotDiscarded, { count: unfinished.length - discarded.size }),
      );
    setChangingId(null);
    setDiscardingAll(false);
  }

  const pay = (order: Order) =>
    payment.start(order._id, () => completePayment(order._id), intl.formatMessage(messages.payFailed));

  const orders = state.status === 'ready' ? state.data : [];
  const unfinished = orders.filter(isPayable).sort(newestFirst);
  const settled = orders.filter((order) => !isPayable(order));
  const row = (order: Order) => ({
    order,
    busy: busyId === order._id,
    onAsk: setAsking,
    onPay: (o: Order) => void pay(o),
  });
  const askedService = asking?.order.service.name;

  return (
    <Container className="py-4">
      <h1 className="h2 mb-4">{intl.formatMessage(messages.title)}</h1>
      <ConfirmDialog
        show={asking?.action === 'discard'}
        title={intl.formatMessage(messages.discardTitle)}
        message={
          askedService
            ? intl.formatMessage(messages.discardMessage, { service: askedService })
            : intl.formatMessage(messages.discardMessageUnnamed)
        }
        confirmLabel={intl.formatMessage(messages.discard)}
        cancelLabel={intl.formatMessage(messages.keepOrder)}
        busy={busyId !== null}
        onConfirm={() => asking && void confirmDiscard(asking.order)}
        onCancel={closeDialog}
      />
      <ConfirmDialog
        show={asking?.action === 'cancel'}
        title={intl.formatMessage(messages.cancelTitle)}
        message={
          askedService
            ? intl.formatMessage(messages.cancelMessage, { service: askedService })
            : intl.formatMessage(messages.cancelMessageUnnamed)
        }
        confirmLabel={intl.formatMessage(messages.requestCancel)}
        cancelLabel={intl.formatMessage(messages.keepOrder)}
        busy={busyId !== null}
        onConfirm={() => asking && void confirmCancel(asking.order)}
        onCancel={closeDialog}
      >
        <Form.Group controlId="cancel-reason">
          <Form.Label>{intl.formatMessage(messages.reason)}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Group>
      </ConfirmDialog>
      <ConfirmDialog
        show={discardingAll}
        title={intl.formatMessage(messages.discardAllTitle)}
        message={intl.formatMessage(messages.discardAllMessage, { count: unfinished.length })}
        confirmLabel={intl.formatMessage(messages.discardAll)}
        cancelLabel={intl.formatMessage(messages.keepThem)}
        busy={busyId !== null}
        onConfirm={() => void confirmDiscardAll(unfinished)}
        onCancel={() => setDiscardingAll(false)}
      />
      {state.status === 'loading' && <LoadingBlock />}
      {state.status === 'error' && <Alert variant="danger">{intl.formatMessage(messages.loadFailed)}</Alert>}
      {state.status === 'ready' && state.data.length === 0 && (
        <Alert variant="light" className="border">
          {intl.formatMessage(messages.empty, { link: servicesLink })}
        </Alert>
      )}
      {settled.length > 0 && (
        <>
          <div className="d-none d-md-block">
            <Table responsive hover className="align-middle">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.service)}</th>
                  <th scope="col">{intl.formatMessage(ORDER_ROW.price)}</th>
                  <th scope="col">{intl.formatMessage(ORDER_ROW.paymentStatus)}</th>
                  <th scope="col">{intl.formatMessage(ORDER_ROW.orderStatus)}</th>
                  <th scope="col">{intl.formatMessage(messages.actions)}</th>
                </tr>
              </thead>
              <tbody>
                {settled.map((order) => (
                  <OrderTableRow key={order._id} {...row(order)} />
                ))}
              </tbody>
            </Table>
          </div>
          <div className="d-md-none d-grid gap-3">
            {settled.map((order) => (
              <OrderCard key={order._id} {...row(order)} />
            ))}
          </div>
        </>
      )}
      <UnfinishedPayments
        orders={unfinished}
        busyId={busyId}
        onAsk={setAsking}
        onPay={(o) => void pay(o)}
        onDiscardAll={() => setDiscardingAll(true)}
      />
    </Container>
  );
}
