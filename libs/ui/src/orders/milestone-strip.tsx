import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { defineMessages, type IntlShape } from 'react-intl';
import {
  currentMilestone,
  DEFAULT_SHOP_CURRENCY,
  formatMoney,
  milestoneDue,
  type FulfilmentStage,
  type OrderJson,
  type OrderMilestoneJson,
} from '@market/contracts';
import { useIntlOrDefault } from '../i18n/intl-or-default';
import { InvoiceLink } from './order-fulfilment';

const messages = defineMessages<{
  title: Record<never, never>;
  of: { position: number; count: number };
  days: { count: number };
  invoice: { number: string };
}>({
  title: { id: 'ui.milestones.title', defaultMessage: 'Milestones' },
  of: { id: 'ui.milestones.of', defaultMessage: 'Milestone {position} of {count}' },
  days: { id: 'ui.milestones.days', defaultMessage: '{count, plural, one {# day} other {# days}}' },
  invoice: { id: 'ui.milestones.invoice', defaultMessage: 'Invoice {number}' },
});

/** What a milestone's badge says, and its colour (the spec's: done green, waiting yellow, work blue, cancelled red). */
type MilestoneState = 'accepted' | 'working' | 'delivered' | 'due' | 'notStarted' | 'cancelled';

const STATE = defineMessages({
  accepted: { id: 'ui.milestones.state.accepted', defaultMessage: 'Accepted' },
  working: { id: 'ui.milestones.state.working', defaultMessage: 'In work' },
  delivered: { id: 'ui.milestones.state.delivered', defaultMessage: 'Delivered' },
  due: { id: 'ui.milestones.state.due', defaultMessage: 'Ready to pay' },
  notStarted: { id: 'ui.milestones.state.notStarted', defaultMessage: 'Not started' },
  cancelled: { id: 'ui.milestones.state.cancelled', defaultMessage: 'Cancelled' },
});

const VARIANT: Record<MilestoneState, string> = {
  accepted: 'success',
  working: 'primary',
  delivered: 'primary',
  due: 'warning',
  notStarted: 'secondary',
  cancelled: 'danger',
};

type MilestoneOrder = Pick<OrderJson, '_id' | 'milestones' | 'currency'> & {
  fulfilment?: { stage: FulfilmentStage };
};

function stateOf(order: MilestoneOrder, milestone: OrderMilestoneJson): MilestoneState {
  switch (milestone.status) {
    case 'accepted':
      return 'accepted';
    case 'cancelled':
      return 'cancelled';
    case 'in-progress':
      return order.fulfilment?.stage === 'delivered' ? 'delivered' : 'working';
    case 'pending-payment':
      return milestoneDue(order.milestones ?? []) === milestone ? 'due' : 'notStarted';
  }
}

/** "Milestone 2 of 3" with the state of that milestone, for lists; empty for an order not split. */
export function milestoneWords(intl: IntlShape, order: MilestoneOrder): string {
  const milestones = order.milestones ?? [];
  const current = currentMilestone(milestones);
  if (!current) return '';
  const of = intl.formatMessage(messages.of, { position: current.position, count: milestones.length });
  return `${of} · ${intl.formatMessage(STATE[stateOf(order, current)])}`;
}

/**
 * The strip of an order's milestones, for its buyer and for admins: each with its price, days,
 * state and, once paid, its invoice number; `actions` below it (pay the next, stop, cancel the
 * rest). Nothing for an order not split.
 */
export function MilestoneStrip({ order, actions }: { order: MilestoneOrder; actions?: ReactNode }) {
  const intl = useIntlOrDefault();
  const milestones = order.milestones ?? [];
  if (milestones.length === 0) return null;
  const currency = order.currency ?? DEFAULT_SHOP_CURRENCY;
  return (
    <Card className="mt-4" data-testid="milestone-strip">
      <Card.Header as="h2" className="h6 mb-0">
        {intl.formatMessage(messages.title)}
      </Card.Header>
      <ol className="list-group list-group-flush list-group-horizontal-lg milestone-strip">
        {milestones.map((milestone) => {
          const state = stateOf(order, milestone);
          return (
            <li
              key={milestone.position}
              className="list-group-item flex-fill d-flex flex-column gap-1"
              data-milestone={milestone.position}
              data-state={state}
              aria-current={
                state === 'working' || state === 'delivered' || state === 'due' ? 'step' : undefined
              }
            >
              <div className="d-flex align-items-start gap-2">
                <span className="fw-semibold me-auto text-break">
                  {milestone.position}. {milestone.title}
                </span>
                <Badge bg={VARIANT[state]} text={state === 'due' ? 'dark' : undefined}>
                  {intl.formatMessage(STATE[state])}
                </Badge>
              </div>
              <div className="small text-body-secondary">
                {formatMoney(milestone.price, currency, intl.locale)} ·{' '}
                {intl.formatMessage(messages.days, { count: milestone.deliveryDays })}
              </div>
              {milestone.invoiceNumber && (
                <div className="small text-body-secondary">
                  {/* The first milestone's invoice is the order's own (its Download Invoice). */}
                  {milestone.position > 1 ? (
                    <InvoiceLink orderId={order._id} number={milestone.invoiceNumber} />
                  ) : (
                    intl.formatMessage(messages.invoice, { number: milestone.invoiceNumber })
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {actions && <Card.Body className="border-top">{actions}</Card.Body>}
    </Card>
  );
}
