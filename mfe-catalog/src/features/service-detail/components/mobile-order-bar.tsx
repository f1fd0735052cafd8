import Button from 'react-bootstrap/Button';

/**
 * On phones and tablets the purchase panel sits below the description and features: this bar keeps
 * the total and 'Order Now' at the bottom of the screen (hidden from `lg` up, where the panel sits
 * beside the description). The page keeps room for it through `.market-bottom-bar` (libs/ui CSS).
 */
export function MobileOrderBar({
  packages,
  disabled,
  onOrder,
  opener,
}: {
  /** Each package's name and total; the one `shown` is the selected package (the others hidden). */
  packages: { id: string; name: string; total: string; shown: boolean }[];
  disabled: boolean;
  onOrder: () => void;
  /** Attributes that let the button show the payment dialog before the page works. */
  opener?: Record<string, string>;
}) {
  return (
    <div
      className="market-bottom-bar d-lg-none position-fixed bottom-0 start-0 end-0 bg-body border-top shadow-sm px-3 py-2 d-flex align-items-center justify-content-between gap-3"
      aria-label="Order summary"
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
        Order Now
      </Button>
    </div>
  );
}
