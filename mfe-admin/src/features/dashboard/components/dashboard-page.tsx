import type { ReactNode } from 'react';
import { Link } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useAuthUser } from '@market/api-client';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { Permission } from '@market/contracts';
import { useFormats } from '@/shared/lib/use-formats';
import { AdminScreen } from '@/shared/components/admin-screen';
import { InvoicingPrompt } from '@/shared/components/invoicing-prompt';
import { useCan } from '@/shared/lib/use-can';
import type { AdminOrder } from '@/shared/api/order-types';
import { LoadingBlock, useLoad } from '@market/ui';
import { OrderStatusBadge } from '@market/ui/orders';
import { getDashboardCounts, getOrderStats, type OrderStats } from '../api/dashboard-api';
import { greetingFor } from '../lib/greeting';
import { StatCounter } from './stat-counter';
import { untyped } from '@/shared/lib/untyped';

const messages = untyped(
  defineMessages({
    goodMorning: { id: 'admin.dashboard.goodMorning', defaultMessage: 'Good morning, {name}!' },
    goodAfternoon: { id: 'admin.dashboard.goodAfternoon', defaultMessage: 'Good afternoon, {name}!' },
    goodEvening: { id: 'admin.dashboard.goodEvening', defaultMessage: 'Good evening, {name}!' },
    defaultName: { id: 'admin.dashboard.defaultName', defaultMessage: 'Admin' },
    totalServices: { id: 'admin.dashboard.totalServices', defaultMessage: 'Total Services' },
    totalConversations: { id: 'admin.dashboard.totalConversations', defaultMessage: 'Total Conversations' },
    totalOrders: { id: 'admin.dashboard.totalOrders', defaultMessage: 'Total Orders' },
    loadingSummary: { id: 'admin.dashboard.loadingSummary', defaultMessage: 'Loading order summary…' },
    noCancelRequests: {
      id: 'admin.dashboard.noCancelRequests',
      defaultMessage: 'No cancel requests waiting.',
    },
    noOrders: { id: 'admin.dashboard.noOrders', defaultMessage: 'No orders yet.' },
  }),
);

/** The greeting of `greetingFor`'s part of the day. */
const GREETINGS: Record<string, MessageDescriptor> = {
  'Good morning': messages.goodMorning,
  'Good afternoon': messages.goodAfternoon,
  'Good evening': messages.goodEvening,
};

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
  const format = useFormats();
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
              {order.user.name} · {format.date(order.createdAt)}
            </span>
          </span>
          <span className="text-nowrap">{format.money(order.service.price)}</span>
          <OrderStatusBadge status={order.order_status} />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

/** The revenue panel only for a role that reads the books (invoices.read). */
function OrderSummary({ stats }: { stats: OrderStats }) {
  const seesRevenue = useCan('invoices.read');
  const intl = useIntl();
  const format = useFormats();
  return (
    <Row xs={1} lg={3} className="g-3">
      {seesRevenue && (
        <Col lg={3}>
          <Panel
            title={
              <FormattedMessage id="admin.dashboard.revenueTitle" defaultMessage="Revenue (last 30 days)" />
            }
          >
            <Card.Body>
              <p className="display-6 fw-semibold mb-1">{format.money(stats.revenueLast30Days)}</p>
              <p className="text-body-secondary mb-0">
                <FormattedMessage
                  id="admin.dashboard.paidOrders"
                  defaultMessage="{count, plural, one {# paid order} other {# paid orders}}"
                  values={{ count: stats.paidOrdersLast30Days }}
                />
              </p>
            </Card.Body>
          </Panel>
        </Col>
      )}
      <Col lg={3}>
        <Panel title={<FormattedMessage id="admin.dashboard.workDue" defaultMessage="Work due" />}>
          <ListGroup variant="flush">
            <ListGroup.Item className="d-flex align-items-center gap-2" data-testid="due-soon">
              <span className="me-auto">
                <FormattedMessage id="admin.dashboard.dueIn24Hours" defaultMessage="Due in 24 hours" />
              </span>
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
              <span className="me-auto">
                <FormattedMessage id="admin.dashboard.late" defaultMessage="Late" />
              </span>
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
              <FormattedMessage
                id="admin.dashboard.pendingCancelRequests"
                defaultMessage="Pending cancel requests"
              />{' '}
              <Badge bg={stats.pendingCancelRequests > 0 ? 'danger' : 'secondary'} pill>
                {stats.pendingCancelRequests}
              </Badge>
            </>
          }
          action={
            stats.pendingCancelRequests > 0 ? (
              <Link to="/admin/orders?cancelPending=true" className="small link-body-emphasis">
                <FormattedMessage
                  id="admin.dashboard.viewCancelRequests"
                  defaultMessage="View all cancel requests"
                />
              </Link>
            ) : undefined
          }
        >
          <OrderLinks orders={stats.cancelRequests} empty={intl.formatMessage(messages.noCancelRequests)} />
        </Panel>
      </Col>
      <Col lg={12}>
        <Panel
          title={<FormattedMessage id="admin.dashboard.recentOrders" defaultMessage="Recent orders" />}
          action={
            <Link to="/admin/orders" className="small link-body-emphasis">
              <FormattedMessage id="admin.dashboard.viewAllOrders" defaultMessage="View all orders" />
            </Link>
          }
        >
          <OrderLinks orders={stats.recentOrders} empty={intl.formatMessage(messages.noOrders)} />
        </Panel>
      </Col>
    </Row>
  );
}

/**
 * The admin dashboard (/admin): greeting, three animated counters and what needs action;
 * `beside` the counters, another feature's panel (the composition root passes it) for the roles
 * holding its permission.
 */
export function DashboardPage({ beside }: { beside?: { permission: Permission; node: ReactNode } } = {}) {
  const user = useAuthUser();
  const intl = useIntl();
  const readsBooks = useCan('invoices.read');
  const readsConversations = useCan('messages.staff');
  const showsBeside = useCan(beside?.permission ?? 'staff.manage') && beside !== undefined;
  const counts = useLoad('counts', loadCounts);
  const stats = useLoad('stats', loadStats);
  const ready = counts.state.status === 'ready' ? counts.state.data : null;
  const counter = (name: string, label: string, value: number | null | undefined) => (
    <Col>
      <StatCounter
        name={name}
        label={label}
        value={ready ? (value ?? null) : null}
        failed={ready !== null && value === null}
      />
    </Col>
  );

  return (
    <AdminScreen>
      <h1 className="h2 mb-1">
        <FormattedMessage id="admin.dashboard.welcome" defaultMessage="Welcome Admin!" />
      </h1>
      <p className="lead mb-4">
        {intl.formatMessage(GREETINGS[greetingFor(new Date().getHours())] ?? messages.goodEvening, {
          name: user?.username ?? intl.formatMessage(messages.defaultName),
        })}
      </p>
      <Row className="g-3 mb-4">
        <Col lg={showsBeside ? 8 : 12}>
          <Row xs={1} md={3} className="g-3">
            {counter('Total Services', intl.formatMessage(messages.totalServices), ready?.services)}
            {readsConversations &&
              counter(
                'Total Conversations',
                intl.formatMessage(messages.totalConversations),
                ready?.conversations,
              )}
            {counter('Total Orders', intl.formatMessage(messages.totalOrders), ready?.orders)}
          </Row>
        </Col>
        {showsBeside && <Col lg={4}>{beside.node}</Col>}
      </Row>
      {stats.state.status === 'loading' && (
        <LoadingBlock label={intl.formatMessage(messages.loadingSummary)} />
      )}
      {stats.state.status === 'error' && (
        <Alert variant="danger">
          <FormattedMessage
            id="admin.dashboard.summaryFailed"
            defaultMessage="Failed to load the order summary."
          />
        </Alert>
      )}
      {readsBooks && stats.state.status === 'ready' && stats.state.data.invoicingSetUp === false && (
        <InvoicingPrompt />
      )}
      {stats.state.status === 'ready' && <OrderSummary stats={stats.state.data} />}
    </AdminScreen>
  );
}
