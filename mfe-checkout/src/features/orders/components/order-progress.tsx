import Badge from 'react-bootstrap/Badge';
import { formatDate, WORKING_STAGES } from '@market/contracts';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from '@market/ui';
import { milestoneWords, stageWords } from '@market/ui/orders';
import type { Order } from '../api/order-types';

const messages = defineMessages<{ due: { date: string }; late: Record<never, never> }>({
  due: { id: 'checkout.orderProgress.due', defaultMessage: 'Due {date}' },
  late: { id: 'checkout.orderProgress.late', defaultMessage: 'Late' },
});

/**
 * One line under an order's status in My Orders: the stage in words and, while in work, the due
 * date; an order split into milestones says which one it is at first ("Milestone 2 of 3").
 */
export function OrderProgress({ order }: { order: Order }) {
  const intl = useIntlOrDefault();
  const milestone = milestoneWords(intl, order);
  return (
    <>
      {milestone && (
        <div className="small text-body-secondary mt-1" data-testid="order-milestone">
          {milestone}
        </div>
      )}
      <StageLine order={order} />
    </>
  );
}

function StageLine({ order }: { order: Order }) {
  const intl = useIntlOrDefault();
  const f = order.fulfilment;
  if (!f || f.stage === 'completed' || f.stage === 'cancelled') return null;
  return (
    <div className="small text-body-secondary mt-1" data-testid="order-stage">
      {stageWords(intl, f, 'buyer')}
      {f.dueAt && WORKING_STAGES.includes(f.stage) && (
        <> · {intl.formatMessage(messages.due, { date: formatDate(f.dueAt, intl.locale) })}</>
      )}
      {f.late && (
        <Badge bg="danger" className="ms-1">
          {intl.formatMessage(messages.late)}
        </Badge>
      )}
    </div>
  );
}
