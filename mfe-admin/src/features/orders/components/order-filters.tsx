import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatus } from '@market/contracts';
import { isOrderStatus, ORDER_STATUSES } from '@/shared/api/order-types';
import type { OrderFilter } from '../api/order-filter';

interface OrderFiltersProps {
  filter: OrderFilter;
  onChange: (filter: OrderFilter) => void;
}

const STATUS_NAMES = defineMessages<OrderStatus>({
  pending: { id: 'admin.orders.status.pending', defaultMessage: 'Pending' },
  'in progress': { id: 'admin.orders.status.inProgress', defaultMessage: 'In progress' },
  completed: { id: 'admin.orders.status.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'admin.orders.status.cancelled', defaultMessage: 'Cancelled' },
});

const messages = defineMessages({
  label: { id: 'admin.orders.filters.label', defaultMessage: 'Filter orders' },
  status: { id: 'admin.orders.filters.status', defaultMessage: 'Order status' },
  allStatuses: { id: 'admin.orders.filters.allStatuses', defaultMessage: 'All statuses' },
  cancel: { id: 'admin.orders.filters.cancel', defaultMessage: 'Cancel request' },
  allCancel: { id: 'admin.orders.filters.allCancel', defaultMessage: 'All orders' },
  cancelPending: { id: 'admin.orders.filters.cancelPending', defaultMessage: 'Waiting for an answer' },
  cancelRequested: { id: 'admin.orders.filters.cancelRequested', defaultMessage: 'Cancel requested' },
  noCancel: { id: 'admin.orders.filters.noCancel', defaultMessage: 'No cancel request' },
  payment: { id: 'admin.orders.filters.payment', defaultMessage: 'Payment' },
  paid: { id: 'admin.orders.filters.paid', defaultMessage: 'Paid orders' },
  unpaid: { id: 'admin.orders.filters.unpaid', defaultMessage: 'Awaiting payment or failed' },
  allPayments: { id: 'admin.orders.filters.allPayments', defaultMessage: 'All orders' },
  work: { id: 'admin.orders.filters.work', defaultMessage: 'Work' },
  allWork: { id: 'admin.orders.filters.allWork', defaultMessage: 'All orders' },
  late: { id: 'admin.orders.filters.late', defaultMessage: 'Late' },
  delivered: { id: 'admin.orders.filters.delivered', defaultMessage: 'Delivered' },
  mine: { id: 'admin.orders.filters.mine', defaultMessage: 'Assigned to me' },
});

/** One filter: its label above a select of `options` ([value, text], the first of them "all"). */
function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: [value: string, text: string][];
  onChange: (value: string) => void;
}) {
  return (
    <Col xs={12} sm={5} md={4} lg={3}>
      <Form.Group controlId={id}>
        <Form.Label className="small mb-1">{label}</Form.Label>
        <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
}

/** Status, cancel-request, payment, work (Late, Delivered) and "Assigned to me" filters of the admin order list. */
export function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  const t = useIntl().formatMessage;
  const cancelValue = filter.cancelPending
    ? 'pending'
    : filter.cancelRequested === undefined
      ? ''
      : String(filter.cancelRequested);
  const workValue = filter.late ? 'late' : filter.delivered ? 'delivered' : '';
  const active =
    filter.status !== undefined ||
    cancelValue !== '' ||
    filter.payment !== undefined ||
    workValue !== '' ||
    filter.assignee !== undefined;
  return (
    <Form
      role="search"
      aria-label={t(messages.label)}
      className="mb-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <Row className="g-2 align-items-end">
        <FilterSelect
          id="order-filter-status"
          label={t(messages.status)}
          value={filter.status ?? ''}
          options={[
            ['', t(messages.allStatuses)],
            ...ORDER_STATUSES.map((status): [string, string] => [status, t(STATUS_NAMES[status])]),
          ]}
          onChange={(value) => onChange({ ...filter, status: isOrderStatus(value) ? value : undefined })}
        />
        <FilterSelect
          id="order-filter-cancel"
          label={t(messages.cancel)}
          value={cancelValue}
          options={[
            ['', t(messages.allCancel)],
            ['pending', t(messages.cancelPending)],
            ['true', t(messages.cancelRequested)],
            ['false', t(messages.noCancel)],
          ]}
          onChange={(value) =>
            onChange({
              ...filter,
              cancelRequested: value === '' || value === 'pending' ? undefined : value === 'true',
              cancelPending: value === 'pending' ? true : undefined,
            })
          }
        />
        <FilterSelect
          id="order-filter-payment"
          label={t(messages.payment)}
          value={filter.payment ?? ''}
          options={[
            ['', t(messages.paid)],
            ['unpaid', t(messages.unpaid)],
            ['all', t(messages.allPayments)],
          ]}
          onChange={(value) =>
            onChange({ ...filter, payment: value === 'unpaid' || value === 'all' ? value : undefined })
          }
        />
        <FilterSelect
          id="order-filter-work"
          label={t(messages.work)}
          value={workValue}
          options={[
            ['', t(messages.allWork)],
            ['late', t(messages.late)],
            ['delivered', t(messages.delivered)],
          ]}
          onChange={(value) =>
            onChange({
              ...filter,
              late: value === 'late' ? true : undefined,
              delivered: value === 'delivered' ? true : undefined,
            })
          }
        />
        <Col xs={12} sm="auto" className="pb-2">
          <Form.Check
            id="order-filter-assignee"
            label={t(messages.mine)}
            checked={filter.assignee === 'me'}
            onChange={(event) => onChange({ ...filter, assignee: event.target.checked ? 'me' : undefined })}
          />
        </Col>
        {active && (
          <Col xs="auto">
            <Button variant="link" className="px-0" onClick={() => onChange({})}>
              <FormattedMessage id="admin.orders.filters.clear" defaultMessage="Clear filters" />
            </Button>
          </Col>
        )}
      </Row>
    </Form>
  );
}
