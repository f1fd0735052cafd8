import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { defineMessages } from 'react-intl';
import { DEFAULT_SHOP_CURRENCY, formatMoney, milestoneDue } from '@market/contracts';
import { ConfirmDialog, toast, useErrorText, useIntlOrDefault } from '@market/ui';
import { MilestoneStrip } from '@market/ui/orders';
import { payMilestone, stopMilestones } from '../api/order-extras-api';
import type { Order } from '../api/order-types';
import { usePaymentRedirect, type Redirect } from '@/shared/lib/use-payment-redirect';

const messages = defineMessages<{
  due: { accepted: number; position: number; title: string; price: string };
  pay: { position: number };
  opening: Record<never, never>;
  stop: Record<never, never>;
  stopTitle: Record<never, never>;
  stopMessage: { position: number };
  stopConfirm: Record<never, never>;
  keepGoing: Record<never, never>;
  stopped: Record<never, never>;
  payFailed: Record<never, never>;
  stopFailed: Record<never, never>;
}>({
  due: {
    id: 'checkout.milestones.due',
    defaultMessage:
      'Milestone {accepted} is accepted. Pay milestone {position} ({title}, {price}) to start its work, or stop here: nothing accepted is refunded.',
  },
  pay: { id: 'checkout.milestones.pay', defaultMessage: 'Pay milestone {position}' },
  opening: { id: 'checkout.milestones.opening', defaultMessage: 'Opening the payment…' },
  stop: { id: 'checkout.milestones.stop', defaultMessage: 'Stop here' },
  stopTitle: { id: 'checkout.milestones.stopTitle', defaultMessage: 'Stop after this milestone?' },
  stopMessage: {
    id: 'checkout.milestones.stopMessage',
    defaultMessage:
      'Milestone {position} and the ones after it are cancelled and your order is completed. What you accepted stays paid.',
  },
  stopConfirm: { id: 'checkout.milestones.stopConfirm', defaultMessage: 'Stop the order' },
  keepGoing: { id: 'checkout.milestones.keepGoing', defaultMessage: 'Keep it open' },
  stopped: { id: 'checkout.milestones.stopped', defaultMessage: 'The milestones not paid are cancelled.' },
  payFailed: { id: 'checkout.milestones.payFailed', defaultMessage: 'The payment could not be started.' },
  stopFailed: { id: 'checkout.milestones.stopFailed', defaultMessage: 'The order could not be stopped.' },
});

interface Props {
  order: Order;
  onChange: (order: Order) => void;
  redirect?: Redirect;
}

/**
 * The milestones of a split custom offer on the buyer's order page: the strip of their states and,
 * once one is accepted with more to come, "Pay milestone N" (its own checkout) or "Stop here".
 */
export function OrderMilestones({ order, onChange, redirect }: Props) {
  const intl = useIntlOrDefault();
  const errorText = useErrorText();
  const payment = usePaymentRedirect(redirect);
  const [stopping, setStopping] = useState(false);
  const busy = payment.starting ? 'pay' : stopping ? 'stop' : null;
  const [asking, setAsking] = useState(false);
  const milestones = order.milestones ?? [];
  const due = order.order_status === 'in progress' ? milestoneDue(milestones) : undefined;

  const pay = (position: number) =>
    payment.start(
      String(position),
      () => payMilestone(order._id, position),
      intl.formatMessage(messages.payFailed),
    );

  async function stop() {
    setStopping(true);
    try {
      onChange(await stopMilestones(order._id));
      setAsking(false);
      toast.success(intl.formatMessage(messages.stopped));
    } catch (error) {
      toast.error(errorText(error, intl.formatMessage(messages.stopFailed)));
    } finally {
      setStopping(false);
    }
  }

  const actions = due && (
    <div className="d-grid gap-2" data-testid="milestone-due">
      <p className="mb-0">
        {intl.formatMessage(messages.due, {
          accepted: due.position - 1,
          position: due.position,
          title: due.title,
          price: formatMoney(due.price, order.currency ?? DEFAULT_SHOP_CURRENCY, intl.locale),
        })}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="success" disabled={busy !== null} onClick={() => void pay(due.position)}>
          {busy === 'pay'
            ? intl.formatMessage(messages.opening)
            : intl.formatMessage(messages.pay, { position: due.position })}
        </Button>
        <Button variant="outline-danger" disabled={busy !== null} onClick={() => setAsking(true)}>
          {intl.formatMessage(messages.stop)}
        </Button>
      </div>
      <ConfirmDialog
        show={asking}
        title={intl.formatMessage(messages.stopTitle)}
        message={intl.formatMessage(messages.stopMessage, { position: due.position })}
        confirmLabel={intl.formatMessage(messages.stopConfirm)}
        cancelLabel={intl.formatMessage(messages.keepGoing)}
        busy={busy !== null}
        onConfirm={() => void stop()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );

  return <MilestoneStrip order={order} actions={actions || undefined} />;
}
