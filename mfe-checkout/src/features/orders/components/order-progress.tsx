import Badge from 'react-bootstrap/Badge';
import { formatDate, WORKING_STAGES } from '@market/contracts';
import { stageWords } from '@market/ui';
import type { Order } from '../api/order-types';

/** One line under an order's status in My Orders: the stage in words and, while in work, the due date. */
export function OrderProgress({ order }: { order: Order }) {
  const f = order.fulfilment;
  if (!f || f.stage === 'completed' || f.stage === 'cancelled') return null;
  return (
    <div className="small text-body-secondary mt-1" data-testid="order-stage">
      {stageWords(f, 'buyer')}
      {f.dueAt && WORKING_STAGES.includes(f.stage) && <> · Due {formatDate(f.dueAt)}</>}
      {f.late && (
        <Badge bg="danger" className="ms-1">
          Late
        </Badge>
      )}
    </div>
  );
}
