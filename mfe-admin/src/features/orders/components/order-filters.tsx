import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { isOrderStatus, ORDER_STATUSES } from '@/shared/api/order-types';
import type { OrderFilter } from '../api/order-filter';

interface OrderFiltersProps {
  filter: OrderFilter;
  onChange: (filter: OrderFilter) => void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Status, cancel-request, payment, work (Late, Delivered) and "Assigned to me" filters of the admin order list. */
export function OrderFilters({ filter, onChange }: OrderFiltersProps) {
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
      aria-label="Filter orders"
      className="mb-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={5} md={4} lg={3}>
          <Form.Group controlId="order-filter-status">
            <Form.Label className="small mb-1">Order status</Form.Label>
            <Form.Select
              value={filter.status ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ ...filter, status: isOrderStatus(value) ? value : undefined });
              }}
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {capitalise(status)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={5} md={4} lg={3}>
          <Form.Group controlId="order-filter-cancel">
            <Form.Label className="small mb-1">Cancel request</Form.Label>
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
              <option value="">All orders</option>
              <option value="pending">Waiting for an answer</option>
              <option value="true">Cancel requested</option>
              <option value="false">No cancel request</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={5} md={4} lg={3}>
          <Form.Group controlId="order-filter-payment">
            <Form.Label className="small mb-1">Payment</Form.Label>
            <Form.Select
              value={filter.payment ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ ...filter, payment: value === 'unpaid' || value === 'all' ? value : undefined });
              }}
            >
              <option value="">Paid orders</option>
              <option value="unpaid">Awaiting payment or failed</option>
              <option value="all">All orders</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={5} md={4} lg={3}>
          <Form.Group controlId="order-filter-work">
            <Form.Label className="small mb-1">Work</Form.Label>
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
              <option value="">All orders</option>
              <option value="late">Late</option>
              <option value="delivered">Delivered</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm="auto" className="pb-2">
          <Form.Check
            id="order-filter-assignee"
            label="Assigned to me"
            checked={filter.assignee === 'me'}
            onChange={(event) => onChange({ ...filter, assignee: event.target.checked ? 'me' : undefined })}
          />
        </Col>
        {active && (
          <Col xs="auto">
            <Button variant="link" className="px-0" onClick={() => onChange({})}>
              Clear filters
            </Button>
          </Col>
        )}
      </Row>
    </Form>
  );
}
