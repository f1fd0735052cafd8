import { FulfilmentProgress, OrderTimeline, RequirementAnswers, TitledCard } from '@market/ui';
import type { AdminOrder } from '@/shared/api/order-types';
import { DeliverForm } from './deliver-form';

/** The work on the order for the seller: stage, due date, the buyer's answers, Deliver, timeline. */
export function FulfilmentCard({
  order,
  onChange,
}: {
  order: AdminOrder;
  onChange: (order: AdminOrder) => void;
}) {
  const f = order.fulfilment;
  if (!f) return null;
  const canDeliver = f.stage === 'working' || f.stage === 'revision';
  return (
    <section className="mt-3 d-grid gap-3" aria-label="Order progress">
      <FulfilmentProgress fulfilment={f} viewer="admin" />
      <TitledCard title="Requirements">
        <RequirementAnswers fulfilment={f} />
      </TitledCard>
      {canDeliver && (
        <TitledCard title={f.stage === 'revision' ? 'Deliver the revision' : 'Deliver'}>
          <DeliverForm order={order} onDelivered={onChange} />
        </TitledCard>
      )}
      <TitledCard title="Timeline">
        <OrderTimeline order={order} viewer="admin" />
      </TitledCard>
    </section>
  );
}
