import { TitledCard } from '@market/ui';
import { FulfilmentProgress, OrderTimeline, RequirementAnswers } from '@market/ui/orders';
import { defineMessages, useIntl } from 'react-intl';
import type { AdminOrder } from '@/shared/api/order-types';
import { DeliverForm } from './deliver-form';

const messages = defineMessages({
  progress: { id: 'admin.orders.fulfilment.progress', defaultMessage: 'Order progress' },
  requirements: { id: 'admin.orders.fulfilment.requirements', defaultMessage: 'Requirements' },
  deliverRevision: { id: 'admin.orders.fulfilment.deliverRevision', defaultMessage: 'Deliver the revision' },
  deliver: { id: 'admin.orders.fulfilment.deliver', defaultMessage: 'Deliver' },
  timeline: { id: 'admin.orders.fulfilment.timeline', defaultMessage: 'Timeline' },
});

/** The work on the order for the seller: stage, due date, the buyer's answers, Deliver, timeline. */
export function FulfilmentCard({
  order,
  onChange,
}: {
  order: AdminOrder;
  onChange: (order: AdminOrder) => void;
}) {
  const intl = useIntl();
  const f = order.fulfilment;
  if (!f) return null;
  const canDeliver = f.stage === 'working' || f.stage === 'revision';
  return (
    <section className="mt-3 d-grid gap-3" aria-label={intl.formatMessage(messages.progress)}>
      <FulfilmentProgress fulfilment={f} milestones={order.milestones} viewer="admin" />
      <TitledCard title={intl.formatMessage(messages.requirements)}>
        <RequirementAnswers fulfilment={f} />
      </TitledCard>
      {canDeliver && (
        <TitledCard
          title={intl.formatMessage(f.stage === 'revision' ? messages.deliverRevision : messages.deliver)}
        >
          <DeliverForm order={order} onDelivered={onChange} />
        </TitledCard>
      )}
      <TitledCard title={intl.formatMessage(messages.timeline)}>
        <OrderTimeline order={order} viewer="admin" />
      </TitledCard>
    </section>
  );
}
