import { useMemo } from 'react';
import { Link, useSearchParams } from '@market/router';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAuthUser } from '@market/api-client';
import { CUSTOM_OFFER_PACKAGE, paymentStatusLabel, shortOrderNumber } from '@market/contracts';
import { errorTextIn, useLoad } from '@market/ui';
import { DueDate, OrderStatusBadge, PaymentStatusBadge } from '@market/ui/orders';
import { AdminScreen } from '@/shared/components/admin-screen';
import { ListStates } from '@/shared/components/list-states';
import { DeleteDialog } from '@/shared/components/delete-dialog';
import type { AdminOrder } from '@/shared/api/order-types';
import { Pager } from '@/shared/components/pager';
import {
  filterFromSearch,
  filterToSearch,
  listSearch,
  pageFromSearch,
  type OrderFilter,
} from '../api/order-filter';
import { countAdminOrders, deleteAdminOrder, listAdminOrders, PAGE_SIZE } from '../api/orders-api';
import { OrderFilters } from './order-filters';
import { AssigneeControl } from './assignee-control';
import { useCan } from '@/shared/lib/use-can';
import { commonMessages } from '@/shared/lib/common-messages';
import { useConfirmedDelete } from '@/shared/lib/use-confirmed-delete';
import { useFormats } from '@/shared/lib/use-formats';
import { untyped } from '@/shared/lib/untyped';
import { PackageName } from './package-name';

const messages = untyped(
  defineMessages({
    userId: { id: 'admin.orders.list.userId', defaultMessage: 'User ID {id}' },
    yes: { id: 'admin.orders.list.yes', defaultMessage: 'Yes' },
    no: { id: 'admin.orders.list.no', defaultMessage: 'No' },
    deleted: { id: 'admin.orders.list.deleted', defaultMessage: 'Order deleted successfully' },
    deleteFailed: { id: 'admin.orders.list.deleteFailed', defaultMessage: 'Failed to delete order' },
    loading: { id: 'admin.orders.list.loading', defaultMessage: 'Loading orders…' },
    pages: { id: 'admin.orders.list.pages', defaultMessage: 'Order pages' },
    deleteTitle: { id: 'admin.orders.list.deleteTitle', defaultMessage: 'Delete order' },
    deleteQuestion: {
      id: 'admin.orders.list.deleteQuestion',
      defaultMessage: 'Are you sure you want to delete this order?',
    },
  }),
);

const loadOrders = (query: string) => {
  const params = new URLSearchParams(query);
  return listAdminOrders(filterFromSearch(params), pageFromSearch(params));
};
const removeOrder = (order: AdminOrder) => deleteAdminOrder(order._id);

/** The order's short number (the whole id on hover and in the detail) and its date. */
function OrderNumber({ order }: { order: AdminOrder }) {
  const format = useFormats();
  return (
    <>
      <span className="font-monospace small" title={order._id}>
        {shortOrderNumber(order._id)}
      </span>
      <time className="d-block small text-body-secondary" dateTime={order.createdAt}>
        {format.date(order.createdAt)}
      </time>
    </>
  );
}

/** The buyer by name; the user id on hover (and in the order's detail). */
function Buyer({ order }: { order: AdminOrder }) {
  const intl = useIntl();
  return <span title={intl.formatMessage(messages.userId, { id: order.user.id })}>{order.user.name}</span>;
}

/** Details for everyone; Delete only for a role with orders.delete. */
function Actions({ order, onDelete }: { order: AdminOrder; onDelete: (order: AdminOrder) => void }) {
  const canDelete = useCan('orders.delete');
  return (
    <div className="d-flex gap-2">
      <Link className="btn btn-sm btn-outline-primary" to={`/admin/orders/${order._id}`}>
        <FormattedMessage id="admin.orders.list.details" defaultMessage="Details" />
      </Link>
      {canDelete && (
        <Button size="sm" variant="outline-danger" onClick={() => onDelete(order)}>
          <FormattedMessage {...commonMessages.delete} />
        </Button>
      )}
    </div>
  );
}

function YesNo({ value }: { value: boolean }) {
  return <FormattedMessage {...(value ? messages.yes : messages.no)} />;
}

interface OrderListProps {
  orders: AdminOrder[];
  onDelete: (order: AdminOrder) => void;
  /** An order changed on the list (its assignee). */
  onChanged: (order: AdminOrder) => void;
}

function OrdersTable({ orders, onDelete, onChanged }: OrderListProps) {
  const format = useFormats();
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.order" defaultMessage="Order" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.buyer" defaultMessage="Buyer" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.service" defaultMessage="Service" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.price" defaultMessage="Price" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.paymentStatus" defaultMessage="Payment Status" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.orderStatus" defaultMessage="Order Status" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.due" defaultMessage="Due" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.cancelRequest" defaultMessage="Cancel Request" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.assignee" defaultMessage="Assignee" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.orders.list.actions" defaultMessage="Actions" />
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id} data-order-id={order._id}>
            <td className="text-nowrap">
              <OrderNumber order={order} />
            </td>
            <td>
              <Buyer order={order} />
            </td>
            <td>
              <div className="fw-semibold">{order.service.name}</div>
              <div className="small text-body-secondary text-capitalize">
                <PackageName type={order.service.type} />
              </div>
            </td>
            <td>{format.money(order.service.price)}</td>
            <td>
              <PaymentStatusBadge status={paymentStatusLabel(order.payment)} />
            </td>
            <td>
              <OrderStatusBadge status={order.order_status} />
            </td>
            <td>{order.fulfilment ? <DueDate fulfilment={order.fulfilment} /> : '-'}</td>
            <td>
              <YesNo value={order.cancel_request} />
            </td>
            <td>
              <AssigneeControl order={order} onChange={onChanged} />
            </td>
            <td>
              <Actions order={order} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function OrderCards({ orders, onDelete, onChanged }: OrderListProps) {
  const format = useFormats();
  return (
    <div className="d-grid gap-3">
      {orders.map((order) => (
        <Card key={order._id} data-order-id={order._id}>
          <Card.Body>
            <Card.Title as="h2" className="h6 mb-1">
              {order.service.name}{' '}
              {order.service.type !== CUSTOM_OFFER_PACKAGE && (
                <span className="small text-body-secondary text-capitalize">
                  (<PackageName type={order.service.type} />)
                </span>
              )}
            </Card.Title>
            <p className="small text-body-secondary mb-2" data-testid="order-facts">
              <Buyer order={order} />
              {' · '}
              <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
              {' · '}
              <span className="font-monospace" title={order._id}>
                {shortOrderNumber(order._id)}
              </span>
            </p>
            <dl className="row small mb-2">
              <dt className="col-5">
                <FormattedMessage id="admin.orders.list.price" defaultMessage="Price" />
              </dt>
              <dd className="col-7">{format.money(order.service.price)}</dd>
              <dt className="col-5">
                <FormattedMessage id="admin.orders.list.paymentStatus" defaultMessage="Payment Status" />
              </dt>
              <dd className="col-7">
                <PaymentStatusBadge status={paymentStatusLabel(order.payment)} />
              </dd>
              <dt className="col-5">
                <FormattedMessage id="admin.orders.list.orderStatus" defaultMessage="Order Status" />
              </dt>
              <dd className="col-7">
                <OrderStatusBadge status={order.order_status} />
              </dd>
              <dt className="col-5">
                <FormattedMessage id="admin.orders.list.due" defaultMessage="Due" />
              </dt>
              <dd className="col-7">{order.fulfilment ? <DueDate fulfilment={order.fulfilment} /> : '-'}</dd>
              <dt className="col-5">
                <FormattedMessage id="admin.orders.list.cancelRequest" defaultMessage="Cancel Request" />
              </dt>
              <dd className="col-7">
                <YesNo value={order.cancel_request} />
              </dd>
              <dt className="col-5">
                <FormattedMessage id="admin.orders.list.assignee" defaultMessage="Assignee" />
              </dt>
              <dd className="col-7">
                <AssigneeControl order={order} onChange={onChanged} />
              </dd>
            </dl>
            <Actions order={order} onDelete={onDelete} />
          </Card.Body>
        </Card>
      ))}
    </div>
  );
}

const countUnpaid = (query: string) =>
  countAdminOrders({ ...filterFromSearch(new URLSearchParams(query)), payment: 'unpaid' });

/** The default list shows paid orders: say so, and how many others it leaves out. */
function UnpaidHint({ filter, onShow }: { filter: OrderFilter; onShow: () => void }) {
  const { state } = useLoad(filterToSearch(filter).toString(), countUnpaid);
  const others = state.status === 'ready' ? state.data : null;
  return (
    <div className="border rounded small py-2 px-3 mb-3 d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">
        {others !== null && others > 0 ? (
          <FormattedMessage
            id="admin.orders.list.paidWithOthers"
            defaultMessage="Showing paid orders. {count, plural, one {# order is awaiting payment or failed.} other {# orders are awaiting payment or failed.}}"
            values={{ count: others }}
          />
        ) : (
          <FormattedMessage id="admin.orders.list.paidOnly" defaultMessage="Showing paid orders." />
        )}
      </span>
      {others !== null && others > 0 && (
        <Button size="sm" variant="link" className="p-0" onClick={onShow}>
          <FormattedMessage id="admin.orders.list.showAll" defaultMessage="Show all orders" />
        </Button>
      )}
    </div>
  );
}

/** All Orders (Admin) at /admin/orders: every order, filtered by the URL query, a table or cards on phones. */
export function AdminOrdersPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(searchParams), [searchParams]);
  const page = pageFromSearch(searchParams);
  const query = listSearch(filter, page).toString();
  const { state, replace, reload } = useLoad(query, loadOrders);
  const user = useAuthUser();
  const deletion = useConfirmedDelete(
    removeOrder,
    {
      success: intl.formatMessage(messages.deleted),
      failure: (error) => errorTextIn(intl, error, intl.formatMessage(messages.deleteFailed)),
    },
    (order) => removed(order._id),
  );

  /** Another filter starts from its first page. */
  function onFilterChange(next: OrderFilter) {
    setSearchParams(listSearch(next, 1), { replace: true });
  }

  function showPage(next: number) {
    setSearchParams(listSearch(filter, next), { replace: true });
  }

  /** Takes a deleted order off the page shown; an emptied page shows the one before (or reloads). */
  function removed(id: string) {
    if (state.status !== 'ready') return;
    const items = state.data.items.filter((order) => order._id !== id);
    if (items.length === 0 && page > 1) showPage(page - 1);
    else if (items.length === 0 && state.data.total > 1) reload();
    else replace({ items, total: state.data.total - 1 });
  }

  /** An order changed in place (its assignee): under "Assigned to me", one unassigned leaves the list. */
  function changed(order: AdminOrder) {
    if (state.status !== 'ready') return;
    if (filter.assignee === 'me' && order.assignee?._id !== user?.id) return removed(order._id);
    replace({
      ...state.data,
      items: state.data.items.map((item) => (item._id === order._id ? order : item)),
    });
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">
        <FormattedMessage id="admin.orders.list.title" defaultMessage="All Orders (Admin)" />
      </h1>
      <OrderFilters filter={filter} onChange={onFilterChange} />
      {filter.payment === undefined && (
        <UnpaidHint filter={filter} onShow={() => onFilterChange({ ...filter, payment: 'all' })} />
      )}
      <ListStates
        state={state}
        loadingLabel={intl.formatMessage(messages.loading)}
        failed={
          <FormattedMessage id="admin.orders.list.loadFailed" defaultMessage="Failed to fetch orders." />
        }
        empty={<FormattedMessage id="admin.orders.list.empty" defaultMessage="No orders found." />}
        count={(data) =>
          data.total > data.items.length ? (
            <FormattedMessage
              id="admin.orders.list.range"
              defaultMessage="Orders {from}–{to} of {total}"
              values={{
                from: (page - 1) * PAGE_SIZE + 1,
                to: (page - 1) * PAGE_SIZE + data.items.length,
                total: data.total,
              }}
            />
          ) : (
            <FormattedMessage
              id="admin.orders.list.count"
              defaultMessage="{count, plural, one {# order} other {# orders}}"
              values={{ count: data.total }}
            />
          )
        }
      >
        {(data) => (
          <>
            <div className="d-none d-lg-block">
              <OrdersTable orders={data.items} onDelete={deletion.ask} onChanged={changed} />
            </div>
            <div className="d-lg-none">
              <OrderCards orders={data.items} onDelete={deletion.ask} onChanged={changed} />
            </div>
            <Pager
              page={page}
              pages={Math.ceil(data.total / PAGE_SIZE)}
              onPage={showPage}
              label={intl.formatMessage(messages.pages)}
            />
          </>
        )}
      </ListStates>
      <DeleteDialog
        deletion={deletion}
        title={intl.formatMessage(messages.deleteTitle)}
        question={intl.formatMessage(messages.deleteQuestion)}
      />
    </AdminScreen>
  );
}
