import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { defineMessages } from 'react-intl';
import {
  CUSTOM_OFFER_PACKAGE,
  DEFAULT_SHOP_CURRENCY,
  EXTRA_REVISION,
  formatMoney,
  type BuyableExtraJson,
} from '@market/contracts';
import { useIntlOrDefault, useLoad } from '@market/ui';
import { buyExtra, listBuyableExtras } from '../api/order-extras-api';
import type { Order } from '../api/order-types';
import { usePaymentRedirect, type Redirect } from '@/shared/lib/use-payment-redirect';

const messages = defineMessages<{
  title: Record<string, never>;
  revision: { price: string };
  extra: { title: string; price: string };
  buy: Record<string, never>;
  buying: Record<string, never>;
  loading: Record<string, never>;
  loadFailed: Record<string, never>;
  retry: Record<string, never>;
  nothingLeft: Record<string, never>;
  buyFailed: Record<string, never>;
}>({
  title: { id: 'checkout.addToOrder.title', defaultMessage: 'Add to your order' },
  revision: { id: 'checkout.addToOrder.revision', defaultMessage: '1 more revision — {price}' },
  extra: { id: 'checkout.addToOrder.extra', defaultMessage: '{title} — {price}' },
  buy: { id: 'checkout.addToOrder.buy', defaultMessage: 'Buy' },
  buying: { id: 'checkout.addToOrder.buying', defaultMessage: 'Opening the payment…' },
  loading: { id: 'checkout.addToOrder.loading', defaultMessage: 'Loading what you can add…' },
  loadFailed: {
    id: 'checkout.addToOrder.loadFailed',
    defaultMessage: 'What you can add to this order could not be loaded.',
  },
  retry: { id: 'checkout.addToOrder.retry', defaultMessage: 'Try again' },
  nothingLeft: {
    id: 'checkout.addToOrder.nothingLeft',
    defaultMessage: 'Everything this package offers is already part of your order.',
  },
  buyFailed: { id: 'checkout.addToOrder.buyFailed', defaultMessage: 'The payment could not be started.' },
});

/** The stages in which an order takes more (as the API rules: in work, delivered, in revision). */
const OPEN_STAGES = new Set(['working', 'delivered', 'revision']);

/** The key is `orderId:lines`; only the order's id is asked for. */
const loadBuyable = (key: string) => listBuyableExtras(key.slice(0, key.lastIndexOf(':')));

interface Props {
  order: Order;
  redirect?: Redirect;
}

/**
 * "Add to your order": while the work runs, one more revision (when the service sells it) and the
 * package's extras not bought yet, each paid on its own; it joins the order once the payment is in.
 */
export function AddToOrderCard({ order, redirect }: Props) {
  const intl = useIntlOrDefault();
  // A custom offer's order has no package to sell extras from (its milestones are its way to grow).
  const open =
    order.payment.status === 'paid' &&
    order.service.type !== CUSTOM_OFFER_PACKAGE &&
    OPEN_STAGES.has(order.fulfilment?.stage ?? '');
  // A new extra line (paid meanwhile) asks again what is left.
  const key = open ? `${order._id}:${order.extras?.length ?? 0}` : undefined;
  const { state, reload } = useLoad(key, loadBuyable);
  const payment = usePaymentRedirect(redirect);
  const buying = payment.starting;
  if (!open) return null;
  // A package that sells nothing more (no extras, no revisions) gets no card at all.
  const boughtAny = (order.extras?.length ?? 0) > 0;
  if (state.status === 'ready' && state.data.length === 0 && !boughtAny) return null;

  const buy = (extra: BuyableExtraJson) =>
    payment.start(
      extra.extraId,
      () => buyExtra(order._id, extra.extraId),
      intl.formatMessage(messages.buyFailed),
    );

  const price = (extra: BuyableExtraJson) =>
    formatMoney(extra.price, order.currency ?? DEFAULT_SHOP_CURRENCY, intl.locale);
  const label = (extra: BuyableExtraJson) =>
    extra.extraId === EXTRA_REVISION
      ? intl.formatMessage(messages.revision, { price: price(extra) })
      : intl.formatMessage(messages.extra, { title: extra.title, price: price(extra) });

  return (
    <Card className="mt-4" data-testid="add-to-order">
      <Card.Header as="h2" className="h5">
        {intl.formatMessage(messages.title)}
      </Card.Header>
      {state.status === 'loading' && (
        <Card.Body className="text-body-secondary">
          <Spinner size="sm" className="me-2" aria-hidden />
          {intl.formatMessage(messages.loading)}
        </Card.Body>
      )}
      {state.status === 'error' && (
        <Card.Body>
          <p className="text-danger mb-2">{intl.formatMessage(messages.loadFailed)}</p>
          <Button size="sm" variant="outline-secondary" onClick={reload}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Card.Body>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Card.Body className="text-body-secondary">{intl.formatMessage(messages.nothingLeft)}</Card.Body>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ListGroup variant="flush">
          {state.data.map((extra) => (
            <ListGroup.Item key={extra.extraId} className="d-flex align-items-center gap-3">
              <span className="me-auto">{label(extra)}</span>
              <Button
                size="sm"
                onClick={() => void buy(extra)}
                disabled={buying !== null}
                aria-label={`${intl.formatMessage(messages.buy)}: ${label(extra)}`}
              >
                {intl.formatMessage(buying === extra.extraId ? messages.buying : messages.buy)}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
