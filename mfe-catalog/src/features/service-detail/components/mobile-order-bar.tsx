import { useEffect, useState, type RefObject } from 'react';
import Button from 'react-bootstrap/Button';
import { defineMessages, useIntl } from 'react-intl';

/**
 * Whether the element is on screen now; false until it is known (server render, no observer), so
 * the bar shows by default.
 */
function useOnScreen(target: RefObject<HTMLElement | null> | undefined): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = target?.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

/**
 * On phones and tablets the purchase panel sits below the description and features: this bar keeps
 * the total and 'Order Now' at the bottom of the screen (hidden from `lg` up, where the panel sits
 * beside the description). The page keeps room for it through `.market-bottom-bar` (libs/ui CSS).
 * While the panel's own buttons (`panelActions`) are on screen the bar steps aside, so it never
 * covers 'Contact Seller' below 'Order Now'.
 */
const messages = defineMessages({
  region: { id: 'catalog.orderBar.label', defaultMessage: 'Order summary' },
  orderNow: { id: 'catalog.purchase.orderNow', defaultMessage: 'Order Now' },
});

export function MobileOrderBar({
  packages,
  disabled,
  onOrder,
  opener,
  panelActions,
}: {
  /** Each package's name and total; the one `shown` is the selected package (the others hidden). */
  packages: { id: string; name: string; total: string; shown: boolean }[];
  disabled: boolean;
  onOrder: () => void;
  /** Attributes that let the button show the payment dialog before the page works. */
  opener?: Record<string, string>;
  panelActions?: RefObject<HTMLElement | null>;
}) {
  const away = useOnScreen(panelActions);
  const intl = useIntl();
  return (
    <div
      aria-hidden={away || undefined}
      data-away={away || undefined}
      className="market-bottom-bar d-lg-none position-fixed bottom-0 start-0 end-0 bg-body border-top shadow-sm px-3 py-2 d-flex align-items-center justify-content-between gap-3"
      aria-label={intl.formatMessage(messages.region)}
      role="region"
    >
      {packages.map(({ id, name, total, shown }) => (
        <span key={name} id={id} hidden={!shown}>
          <span className="text-capitalize text-body-secondary small d-block">{name}</span>
          <strong className="fs-5" data-testid={shown ? 'bar-price' : undefined}>
            {total}
          </strong>
        </span>
      ))}
      <Button onClick={onOrder} disabled={disabled} className="px-4" {...opener}>
        {intl.formatMessage(messages.orderNow)}
      </Button>
    </div>
  );
}
