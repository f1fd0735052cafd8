import { defineMessages } from 'react-intl';
import { DEFAULT_SHOP_CURRENCY, EXTRA_REVISION, formatMoney } from '@market/contracts';
import { DetailField, useIntlOrDefault } from '@market/ui';
import type { Order } from '../api/order-types';

const messages = defineMessages<{
  label: Record<string, never>;
  line: { title: string; price: string };
  duringOrder: Record<string, never>;
  revision: Record<string, never>;
}>({
  label: { id: 'checkout.orderExtras.label', defaultMessage: 'Extras' },
  line: { id: 'checkout.orderExtras.line', defaultMessage: '{title}: {price}' },
  duringOrder: { id: 'checkout.orderExtras.duringOrder', defaultMessage: '(bought during the order)' },
  revision: { id: 'checkout.orderExtras.revision', defaultMessage: '1 more revision' },
});

function ExtrasField({ order }: { order: Order }) {
  const intl = useIntlOrDefault();
  return (
    <DetailField label={intl.formatMessage(messages.label)}>
      <ul className="list-unstyled mb-0" data-testid="order-extras">
        {(order.extras ?? []).map((extra, index) => (
          <li key={`${extra.extraId}-${index}`}>
            {intl.formatMessage(messages.line, {
              title: extra.extraId === EXTRA_REVISION ? intl.formatMessage(messages.revision) : extra.title,
              price: formatMoney(extra.price, order.currency ?? DEFAULT_SHOP_CURRENCY, intl.locale),
            })}
            {extra.boughtAt === 'mid-order' && ` ${intl.formatMessage(messages.duringOrder)}`}
          </li>
        ))}
      </ul>
    </DetailField>
  );
}

/** The order's extra lines under its service details; nothing for an order without extras. */
export function OrderExtras({ order }: { order: Order }) {
  if (!order.extras?.length) return null;
  return <ExtrasField order={order} />;
}
