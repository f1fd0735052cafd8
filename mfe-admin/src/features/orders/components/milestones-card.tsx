import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { defineMessages, useIntl } from 'react-intl';
import { ConfirmDialog, errorTextIn, toast } from '@market/ui';
import { MilestoneStrip } from '@market/ui/orders';
import type { AdminOrder } from '@/shared/api/order-types';
import { cancelUnpaidMilestones } from '../api/orders-api';

const messages = defineMessages({
  cancelRest: { id: 'admin.orders.milestones.cancelRest', defaultMessage: 'Cancel unpaid milestones' },
  confirmTitle: {
    id: 'admin.orders.milestones.confirmTitle',
    defaultMessage: 'Cancel the unpaid milestones?',
  },
  confirmMessage: {
    id: 'admin.orders.milestones.confirmMessage',
    defaultMessage:
      'The buyer can no longer pay them. A milestone in work runs on as the last; with none, the order is completed.',
  },
  confirm: { id: 'admin.orders.milestones.confirm', defaultMessage: 'Cancel them' },
  keep: { id: 'admin.orders.milestones.keep', defaultMessage: 'Keep them' },
  cancelled: {
    id: 'admin.orders.milestones.cancelled',
    defaultMessage: 'The unpaid milestones are cancelled.',
  },
  failed: { id: 'admin.orders.milestones.failed', defaultMessage: 'The milestones could not be cancelled.' },
});

/**
 * A split offer's milestones on the admin's order page, and (with the cancel permission) the way
 * to cancel the ones the buyer has not paid.
 */
export function MilestonesCard({
  order,
  canCancel,
  onChange,
}: {
  order: AdminOrder;
  canCancel: boolean;
  onChange: (order: AdminOrder) => void;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const unpaid = (order.milestones ?? []).some((m) => m.status === 'pending-payment');
  const open =
    order.payment.status === 'paid' &&
    order.order_status !== 'completed' &&
    order.order_status !== 'cancelled';

  async function cancelRest() {
    setBusy(true);
    try {
      onChange(await cancelUnpaidMilestones(order._id));
      setAsking(false);
      toast.success(intl.formatMessage(messages.cancelled));
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.failed)));
    } finally {
      setBusy(false);
    }
  }

  const actions = canCancel && unpaid && open && (
    <>
      <Button variant="outline-danger" size="sm" onClick={() => setAsking(true)}>
        {intl.formatMessage(messages.cancelRest)}
      </Button>
      <ConfirmDialog
        show={asking}
        title={intl.formatMessage(messages.confirmTitle)}
        message={intl.formatMessage(messages.confirmMessage)}
        confirmLabel={intl.formatMessage(messages.confirm)}
        cancelLabel={intl.formatMessage(messages.keep)}
        busy={busy}
        onConfirm={() => void cancelRest()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
  return <MilestoneStrip order={order} actions={actions || undefined} />;
}
