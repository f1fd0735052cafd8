import type { ReactNode } from 'react';
import { Link } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useAuthUser } from '@market/api-client';
import { formatDollars, formatDate } from '@market/contracts';
import { AdminScreen } from '@/shared/components/admin-screen';
import { InvoicingPrompt } from '@/shared/components/invoicing-prompt';
import { useCan } from '@/shared/lib/use-can';
import type { AdminOrder } from '@/shared/api/order-types';
import { LoadingBlock, OrderStatusBadge, useLoad } from '@market/ui';
import { getDashboardCounts, getOrderStats, type OrderStats } from '../api/dashboard-api';
import { greetingFor } from '../lib/greeting';
import { StatCounter } from './stat-counter';

const loadCounts = () => getDashboardCounts();
const loadStats = () => getOrderStats();

function Panel({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Card className="h-100 shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto">{title}</h2>
        {action}
      </Card.Header>
      {children}
    </Card>
  );
}

function OrderLinks({ orders, empty }: { orders: AdminOrder[]; empty: string }) {
  if (orders.length === 0) return <Card.Body className="text-body-secondary">{empty}</Card.Body>;
  return (
    <ListGroup variant="flush">
      {orders.map((order) => (
        <ListGroup.Item
          key={order._id}
          action
          as={Link}
          to={`/admin/orders/${order._id}`}
          className="d-flex flex-wrap gap-2 align-items-center"
        >
          <span className="me-auto text-break">
            <span className="fw-semibold">{order.service.name}</span>
            <span className="d-block small text-body-secondary">
              {order.user.name} · {formatDate(order.createdAt)}
            </span>
          </span>
          <span className="text-nowrap">{formatDollars(order.service.price)}</span>
          <OrderStatusBadge status={order.order_status} />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

/** The revenue panel only for a role that reads the books (invoices.read). */
function OrderSummary({ stats }: { stats: OrderStats }) {
  const seesRevenue = useCan('invoices.read');
  return (
    <Row xs={1} lg={3} className="g-3">
      {seesRevenue && (
        <Col lg={3}>
          <Panel title="Revenue (last 30 days)">
            <Card.Body>
              <p className="display-6 fw-semibold mb-1">{formatDollars(stats.revenueLast30Days)}</p>
              <p className="text-body-secondary mb-0">
                {stats.paidOrdersLast30Days} paid {stats.paidOrdersLast30Days === 1 ? 'order' : 'orders'}
              </p>
            </Card.Body>
          </Panel>
        </Col>
      )}
      <Col lg={3}>
        <Panel title="Work due">
          <ListGroup variant="flush">
            <ListGroup.Item className="d-flex align-items-center gap-2" data-testid="due-soon">
              <span className="me-auto">Due in 24 hours</span>
              <Badge
                bg={stats.dueIn24Hours > 0 ? 'warning' : 'secondary'}
                text={stats.dueIn24Hours > 0 ? 'dark' : undefined}
                pill
              >
                {stats.dueIn24Hours}
              </Badge>
            </ListGroup.Item>
            <ListGroup.Item
              action
              as={Link}
              to="/admin/orders?late=true"
              className="d-flex align-items-center gap-2"
              data-testid="late-orders"
            >
              <span className="me-auto">Late</span>
              <Badge bg={stats.late > 0 ? 'danger' : 'secondary'} pill>
                {stats.late}
              </Badge>
            </ListGroup.Item>
          </ListGroup>
        </Panel>
      </Col>
      <Col lg={6}>
        <Panel
          title={
            <>
              Pending cancel requests{' '}
              <Badge bg={stats.pendingCancelRequests > 0 ? 'danger' : 'secondary'} pill>
                {stats.pendingCancelRequests}
              </Badge>
            </>
          }
          action={
            stats.pendingCancelRequests > 0 ? (
              <Link to="/admin/orders?cancelPending=true" className="small link-body-emphasis">
                View all cancel requests
              </Link>
            ) : undefined
          }
        >
          <OrderLinks orders={stats.cancelRequests} empty="No cancel requests waiting." />
        </Panel>
      </Col>
      <Col lg={12}>
        <Panel
          title="Recent orders"
          action={
            <Link to="/admin/orders" className="small link-body-emphasis">
              View all orders
            </Link>
          }
        >
          <OrderLinks orders={stats.recentOrders} empty="No orders yet." />
        </Panel>
      </Col>
    </Row>
  );
}

/** The admin dashboard (/admin): greeting, three animated counters and what needs action. */
export function DashboardPage() {
  const user = useAuthUser();
  const readsBooks = useCan('invoices.read');
  const readsConversations = useCan('messages.staff');
  const counts = useLoad('counts', loadCounts);
  const stats = useLoad('stats', loadStats);
  const ready = counts.state.status === 'ready' ? counts.state.data : null;
  const counter = (label: string, value: number | null | undefined) => (
    <Col>
      <StatCounter
        label={label}
        value={ready ? (value ?? null) : null}
        failed={ready !== null && value === null}
      />
    </Col>
  );

  return (
    <AdminScreen>
      <h1 className="h2 mb-1">Welcome Admin!</h1>
      <p className="lead mb-4">
        {greetingFor(new Date().getHours())}, {user?.username ?? 'Admin'}!
      </p>
      <Row xs={1} md={3} className="g-3 mb-4">
        {counter('Total Services', ready?.services)}
        {readsConversations && counter('Total Conversations', ready?.conversations)}
        {counter('Total Orders', ready?.orders)}
      </Row>
      {stats.state.status === 'loading' && <LoadingBlock label="Loading order summary…" />}
      {stats.state.status === 'error' && <Alert variant="danger">Failed to load the order summary.</Alert>}
      {readsBooks && stats.state.status === 'ready' && stats.state.data.invoicingSetUp === false && (
        <InvoicingPrompt />
      )}
      {stats.state.status === 'ready' && <OrderSummary stats={stats.state.data} />}
    </AdminScreen>
  );
}
