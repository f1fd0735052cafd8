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

/** Status, cancel-request, payment, work (Late, Delivered) and "Assigned to me" filters of the admin order list. */
export function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  const intl = useIntl();
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
      aria-label={intl.formatMessage({ id: 'admin.orders.filters.label', defaultMessage: 'Filter orders' })}
      className="mb-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={5} md={4} lg={3}>
          <Form.Group controlId="order-filter-status">
            <Form.Label className="small mb-1">
              <FormattedMessage id="admin.orders.filters.status" defaultMessage="Order status" />
            </Form.Label>
            <Form.Select
              value={filter.status ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ ...filter, status: isOrderStatus(value) ? value : undefined });
              }}
            >
              <option value="">
                {intl.formatMessage({
                  id: 'admin.orders.filters.allStatuses',
                  defaultMessage: 'All statuses',
                })}
              </option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {intl.formatMessage(STATUS_NAMES[status])}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={5} md={4} lg={3}>
          <Form.Group controlId="order-filter-cancel">
            <Form.Label className="small mb-1">
              <FormattedMessage id="admin.orders.filters.cancel" defaultMessage="Cancel request" />
            </Form.Label>
            <Form.Select
              value={cancelValue}
              onChange={(event) => {
                const value = event.target.value;
                onChange({
                  ...filter,
                  cancelRequested: value === '' || value === 'pending' ? undefined : value === 'true',
                  cancelPending: value === 'pending' ? true : undefined,
                });
              }}
            >
              <option value="">
                {intl.formatMessage({ id: 'admin.orders.filters.allCancel', defaultMessage: 'All orders' })}
              </option>
              <option value="pending">
                {intl.formatMessage({
                  id: 'admin.orders.filters.cancelPending',
                  defaultMessage: 'Waiting for an answer',
                })}
              </option>
              <option value="true">
                {intl.formatMessage({
                  id: 'admin.orders.filters.cancelRequested',
                  defaultMessage: 'Cancel requested',
                })}
              </option>
              <option value="false">
                {intl.formatMessage({
                  id: 'admin.orders.filters.noCancel',
                  defaultMessage: 'No cancel request',
                })}
              </option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={5} md={4} lg={3}>
          <Form.Group controlId="order-filter-payment">
            <Form.Label className="small mb-1">
              <FormattedMessage id="admin.orders.filters.payment" defaultMessage="Payment" />
            </Form.Label>
            <Form.Select
              value={filter.payment ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ ...filter, payment: value === 'unpaid' || value === 'all' ? value : undefined });
              }}
            >
              <option value="">
                {intl.formatMessage({ id: 'admin.orders.filters.paid', defaultMessage: 'Paid orders' })}
              </option>
              <option value="unpaid">
                {intl.formatMessage({
                  id: 'admin.orders.filters.unpaid',
                  defaultMessage: 'Awaiting payment or failed',
                })}
              </option>
              <option value="all">
                {intl.formatMessage({ id: 'admin.orders.filters.allPayments', defaultMessage: 'All orders' })}
              </option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={5} md={4} lg={3}>
          <Form.Group controlId="order-filter-work">
            <Form.Label className="small mb-1">
              <FormattedMessage id="admin.orders.filters.work" defaultMessage="Work" />
            </Form.Label>
            <Form.Select
              value={workValue}
              onChange={(event) => {
                const value = event.target.value;
                onChange({
                  ...filter,
                  late: value === 'late' ? true : undefined,
                  delivered: value === 'delivered' ? true : undefined,
                });
              }}
            >
              <option value="">
                {intl.formatMessage({ id: 'admin.orders.filters.allWork', defaultMessage: 'All orders' })}
              </option>
              <option value="late">
                {intl.formatMessage({ id: 'admin.orders.filters.late', defaultMessage: 'Late' })}
              </option>
              <option value="delivered">
                {intl.formatMessage({ id: 'admin.orders.filters.delivered', defaultMessage: 'Delivered' })}
              </option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm="auto" className="pb-2">
          <Form.Check
            id="order-filter-assignee"
            label={intl.formatMessage({ id: 'admin.orders.filters.mine', defaultMessage: 'Assigned to me' })}
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
