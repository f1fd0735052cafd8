import Card from 'react-bootstrap/Card';
import { FulfilmentProgress, OrderTimeline, RequirementAnswers } from '@market/ui';
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
      <Card>
        <Card.Header as="h2" className="h6 mb-0">
          Requirements
        </Card.Header>
        <Card.Body>
          <RequirementAnswers fulfilment={f} />
        </Card.Body>
      </Card>
      {canDeliver && (
        <Card>
          <Card.Header as="h2" className="h6 mb-0">
            {f.stage === 'revision' ? 'Deliver the revision' : 'Deliver'}
          </Card.Header>
          <Card.Body>
            <DeliverForm order={order} onDelivered={onChange} />
          </Card.Body>
        </Card>
      )}
      <Card>
        <Card.Header as="h2" className="h6 mb-0">
          Timeline
        </Card.Header>
        <Card.Body>
          <OrderTimeline order={order} viewer="admin" />
        </Card.Body>
      </Card>
    </section>
  );
}
