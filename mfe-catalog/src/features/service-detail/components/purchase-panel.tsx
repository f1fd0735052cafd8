import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Nav from 'react-bootstrap/Nav';
import { useNavigate } from '@market/router';
import { ApiError, useAuthUser } from '@market/api-client';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  effectivePrice,
  extrasOfPackage,
  salePercent,
  withExtras,
  type PurchaseBody,
} from '@market/contracts';
import {
  EARLY_PAYMENT_DIALOG_ID,
  earlyPaymentDialogOpener,
  PaymentDialogFrame,
  RemotePaymentChooser,
} from '@market/remotes';
import { toast, useMoney } from '@market/ui';
import type { Service } from '@/shared/services/api/services';
import { openConversation, verifyCoupon } from '../api/detail';
import { ExtrasPicker, extrasMessages } from './extras-picker';
import { MobileOrderBar } from './mobile-order-bar';

const SIGN_IN = '/auth/sign-in';

type Package = Service['packages'][number];

/** A package's price as the page shows it: none for a visitor (the API leaves prices out). */
function priceOf(pkg: Package) {
  if (typeof pkg.regularPrice !== 'number') return undefined;
  const prices = { regularPrice: pkg.regularPrice, salePrice: pkg.salePrice ?? 0 };
  return { price: effectivePrice(prices), regular: pkg.regularPrice, onSale: salePercent(prices) !== null };
}

/**
 * The ids of a package's tab and of the parts that show it (its panel, its total, its line in the
 * phone's order bar). Every package's parts are rendered, the unselected ones hidden, so a tab
 * tapped before the page works shows its package at once (the early-event contract).
 */
function idsOf(name: string) {
  const base = `package-${name}`;
  const parts = { panel: `${base}-panel`, total: `${base}-total`, bar: `${base}-bar` };
  return { tab: `${base}-tab`, ...parts, shows: Object.values(parts).join(' ') };
}

const messages = defineMessages<{
  notAvailable: Record<never, never>;
  updating: Record<never, never>;
  couponApplied: { amount: string };
  couponInvalid: Record<never, never>;
  couponFailed: Record<never, never>;
  couponRemoved: { code: string };
  contactFailed: Record<never, never>;
  delivery: { count: number };
  revisions: { count: number };
  couponCode: Record<never, never>;
  apply: Record<never, never>;
  total: Record<never, never>;
  regularPrice: Record<never, never>;
  orderNow: Record<never, never>;
  contactSeller: Record<never, never>;
}>({
  notAvailable: { id: 'catalog.purchase.notAvailable', defaultMessage: 'N/A' },
  updating: { id: 'catalog.purchase.updating', defaultMessage: 'Updating…' },
  couponApplied: {
    id: 'catalog.purchase.couponApplied',
    defaultMessage: 'Coupon applied! You saved {amount}',
  },
  couponInvalid: {
    id: 'catalog.purchase.couponInvalid',
    defaultMessage: '❌ Invalid or expired coupon code.',
  },
  couponFailed: { id: 'catalog.purchase.couponFailed', defaultMessage: '❌ Something went wrong.' },
  couponRemoved: {
    id: 'catalog.purchase.couponRemoved',
    defaultMessage: '❌ Coupon {code} does not apply to this package and was removed.',
  },
  contactFailed: {
    id: 'catalog.purchase.contactFailed',
    defaultMessage: 'Error fetching conversations, please try again.',
  },
  delivery: {
    id: 'catalog.purchase.delivery',
    defaultMessage: '{count, plural, one {# day delivery} other {# days delivery}}',
  },
  revisions: {
    id: 'catalog.purchase.revisions',
    defaultMessage: '{count, plural, one {# revision} other {# revisions}}',
  },
  couponCode: { id: 'catalog.purchase.couponCode', defaultMessage: 'Coupon code' },
  apply: { id: 'catalog.purchase.apply', defaultMessage: 'Apply' },
  total: { id: 'catalog.purchase.total', defaultMessage: 'Total' },
  regularPrice: { id: 'catalog.purchase.regularPrice', defaultMessage: 'Regular price' },
  orderNow: { id: 'catalog.purchase.orderNow', defaultMessage: 'Order Now' },
  contactSeller: { id: 'catalog.purchase.contactSeller', defaultMessage: 'Contact Seller' },
});

/** The package names (PACKAGE_NAMES), lower case as the tabs write them (CSS capitalises where the language does). */
const PACKAGE_LABELS: Record<string, MessageDescriptor> = defineMessages({
  basic: { id: 'catalog.purchase.package.basic', defaultMessage: 'basic' },
  standard: { id: 'catalog.purchase.package.standard', defaultMessage: 'standard' },
  premium: { id: 'catalog.purchase.package.premium', defaultMessage: 'premium' },
});

/** What the coupon box says under it (its words are chosen when shown, in the page's language). */
type CouponNote =
  | { kind: 'applied'; discount: number }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'removed'; code: string };

/**
 * Package tabs, the package's extras, coupon box, final price, 'Order Now' with the payment
 * chooser, and 'Contact Seller'.
 */
export function PurchasePanel({ service }: { service: Service }) {
  const intl = useIntl();
  const money = useMoney();
  const packageName = (name: string) => {
    const label = PACKAGE_LABELS[name];
    return label ? intl.formatMessage(label) : name;
  };
  const user = useAuthUser();
  const navigate = useNavigate();
  const packages = [...service.packages].sort((a, b) =>
    a.name === 'basic' ? -1 : b.name === 'basic' ? 1 : 0,
  );
  const [selected, setSelected] = useState(packages[0]?.name ?? 'basic');
  const pkg = packages.find((p) => p.name === selected) ?? packages[0];
  // Each package once with its ids and price: every package's parts are drawn, one shown.
  const drawn = packages.map((p) => ({ p, ids: idsOf(p.name), own: priceOf(p) }));
  const [code, setCode] = useState('');
  // `forPrice`: the package price the discount was quoted on; another package's price asks again.
  const [coupon, setCoupon] = useState<{ code: string; discount: number; forPrice: number } | null>(null);
  const [couponNote, setCouponNote] = useState<CouponNote | null>(null);
  const [dialog, setDialog] = useState(false);
  // The chooser comes from the checkout remote: loaded the first time the buyer orders.
  const [chooserRequested, setChooserRequested] = useState(false);
  // Extras chosen for the selected package; a tab switch keeps those the new package offers.
  const [chosen, setChosen] = useState<string[]>([]);
  const [dropped, setDropped] = useState<string | null>(null);
  const offered = pkg ? extrasOfPackage(service.extras ?? [], pkg.name) : [];
  const chosenExtras = offered.filter((extra) => chosen.includes(extra._id));
  const withChoice = withExtras(
    {
      price: drawn.find(({ p }) => p === pkg)?.own?.price ?? 0,
      deliveryDays: pkg?.deliveryTime ?? 1,
      revisions: pkg?.revisionNumber ?? 0,
    },
    chosenExtras,
  );
  const price = Math.round(withChoice.price * 100) / 100;
  const repricing = coupon !== null && coupon.forPrice !== price;
  const finalPrice = Math.max(0, price - (coupon && !repricing ? coupon.discount : 0));

  async function applyCoupon(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    if (!user) {
      navigate(SIGN_IN);
      return;
    }
    try {
      const result = await verifyCoupon(trimmed, price);
      if (!result.valid) {
        setCoupon(null);
        setCouponNote({ kind: 'invalid' });
        return;
      }
      setCoupon({ code: trimmed, discount: result.discountAmount, forPrice: price });
      setCouponNote({ kind: 'applied', discount: result.discountAmount });
    } catch (error) {
      setCoupon(null);
      const invalid = error instanceof ApiError && error.status < 500 && error.status !== 429;
      setCouponNote({ kind: invalid ? 'invalid' : 'failed' });
    }
  }

  // A coupon stays applied across package tabs: it is quoted again on the package shown, or
  // removed with a message, so the total shown is always what checkout charges.
  const repriceCode = repricing ? coupon.code : null;
  useEffect(() => {
    if (repriceCode === null) return;
    let current = true;
    verifyCoupon(repriceCode, price).then(
      (result) => {
        if (!current) return;
        if (result.valid) {
          setCoupon({ code: repriceCode, discount: result.discountAmount, forPrice: price });
          setCouponNote({ kind: 'applied', discount: result.discountAmount });
        } else removeCoupon(repriceCode);
      },
      () => current && removeCoupon(repriceCode),
    );
    return () => {
      current = false;
    };
  }, [repriceCode, price]);

  function removeCoupon(removed: string) {
    setCoupon(null);
    setCode('');
    setCouponNote({ kind: 'removed', code: removed });
  }

  function orderNow() {
    if (!user) {
      navigate(SIGN_IN);
      return;
    }
    setChooserRequested(true);
    setDialog(true);
  }

  function selectPackage(name: string) {
    if (name === selected) return;
    const allowed = extrasOfPackage(service.extras ?? [], name);
    const lost = chosenExtras.filter((extra) => !allowed.some((a) => a._id === extra._id));
    setChosen(chosenExtras.filter((extra) => !lost.includes(extra)).map((extra) => extra._id));
    setDropped(
      lost.length === 0
        ? null
        : intl.formatMessage(extrasMessages.dropped, {
            name: packageName(name),
            extras: intl.formatList(
              lost.map((extra) => extra.title),
              { type: 'conjunction' },
            ),
          }),
    );
    setSelected(name);
  }

  function toggleExtra(id: string) {
    setDropped(null);
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  }

  // The selected package's total counts the coupon; another's is its price (shown before the page works).
  const totalOf = (p: Package, own: ReturnType<typeof priceOf>) => {
    if (!own) return intl.formatMessage(messages.notAvailable);
    if (p !== pkg) return money.price(own.price);
    return repricing ? intl.formatMessage(messages.updating) : money.price(finalPrice);
  };
  // A buyer's tap on 'Order Now' before the page works shows the dialog's frame at once (the
  // early-event contract; the tap itself is replayed once the page works).
  const opener = user ? earlyPaymentDialogOpener : undefined;
  const panelActions = useRef<HTMLDivElement>(null);

  // The server prices the order again; this price only has to match what the buyer saw.
  const purchase: PurchaseBody | undefined = pkg && {
    title: service.title,
    price: finalPrice,
    name: pkg.name,
    serviceId: service._id,
    ...(coupon ? { couponCode: coupon.code } : {}),
    ...(money.display ? { currency: money.display.currency } : {}),
    ...(chosenExtras.length > 0 ? { extras: chosenExtras.map((extra) => extra._id) } : {}),
  };

  function couponText(note: CouponNote): string {
    switch (note.kind) {
      case 'applied':
        // The discount exactly as checkout takes it off: in the shop's currency.
        return intl.formatMessage(messages.couponApplied, { amount: money.charged(note.discount) });
      case 'invalid':
        return intl.formatMessage(messages.couponInvalid);
      case 'failed':
        return intl.formatMessage(messages.couponFailed);
      case 'removed':
        return intl.formatMessage(messages.couponRemoved, { code: note.code });
    }
  }

  async function contactSeller() {
    if (!user) {
      navigate(SIGN_IN);
      return;
    }
    try {
      navigate(`/messages/${await openConversation(user._id, service.userId)}`);
    } catch (error) {
      console.error(error);
      toast.error(intl.formatMessage(messages.contactFailed));
    }
  }

  return (
    <Card className="shadow-sm">
      <Card.Header>
        {/* The default link blue on the header's grey falls just short of 4.5:1; the hover shade passes in both colour modes. */}
        <Nav
          variant="tabs"
          activeKey={selected}
          onSelect={(key) => key && selectPackage(key)}
          role="tablist"
          style={{ '--bs-nav-link-color': 'var(--bs-link-hover-color)' } as CSSProperties}
        >
          {drawn.map(({ p, ids }) => (
            <Nav.Item key={p.name}>
              <Nav.Link
                eventKey={p.name}
                role="tab"
                id={ids.tab}
                aria-selected={p === pkg}
                data-early-shows={ids.shows}
                className="text-capitalize"
              >
                {packageName(p.name)}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </Card.Header>
      {pkg && (
        <Card.Body>
          {drawn.map(({ p, ids }) => (
            <div key={p.name} role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} hidden={p !== pkg}>
              <p>{p.desc}</p>
              <ul className="list-unstyled small text-body-secondary">
                <li>{intl.formatMessage(messages.delivery, { count: p.deliveryTime })}</li>
                <li>{intl.formatMessage(messages.revisions, { count: p.revisionNumber })}</li>
              </ul>
            </div>
          ))}
          <ExtrasPicker
            extras={offered}
            chosen={chosen}
            onToggle={toggleExtra}
            deliveryDays={withChoice.deliveryDays}
          />
          {dropped && (
            <p className="small text-warning-emphasis" role="status" data-testid="extras-dropped">
              {dropped}
            </p>
          )}
          {!coupon && (
            <Form onSubmit={applyCoupon} className="mb-2">
              <InputGroup>
                <Form.Control
                  aria-label={intl.formatMessage(messages.couponCode)}
                  placeholder={intl.formatMessage(messages.couponCode)}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
                <Button type="submit" variant="outline-primary">
                  {intl.formatMessage(messages.apply)}
                </Button>
              </InputGroup>
            </Form>
          )}
          {couponNote && (
            <p
              className={`small ${couponNote.kind === 'applied' ? 'text-success' : 'text-danger'}`}
              role="status"
            >
              {couponText(couponNote)}
            </p>
          )}
          <div className="d-flex justify-content-between align-items-baseline my-3">
            <span>{intl.formatMessage(messages.total)}</span>
            {drawn.map(({ p, ids, own }) => {
              const isSelected = p === pkg;
              return (
                <span key={p.name} id={ids.total} className="text-nowrap" hidden={!isSelected}>
                  {own?.onSale && (
                    <del
                      className="text-body-secondary me-2"
                      data-testid={isSelected ? 'regular-price' : undefined}
                    >
                      <span className="visually-hidden">{intl.formatMessage(messages.regularPrice)} </span>
                      {money.price(own.regular)}
                    </del>
                  )}
                  <strong className="fs-4" data-testid={isSelected ? 'final-price' : undefined}>
                    {totalOf(p, own)}
                  </strong>
                </span>
              );
            })}
          </div>
          <div className="d-grid gap-2" ref={panelActions}>
            <Button onClick={orderNow} disabled={repricing} {...opener}>
              {intl.formatMessage(messages.orderNow)}
            </Button>
            <Button variant="outline-secondary" onClick={() => void contactSeller()}>
              {intl.formatMessage(messages.contactSeller)}
            </Button>
          </div>
          <MobileOrderBar
            packages={drawn.map(({ p, ids, own }) => ({
              id: ids.bar,
              name: packageName(p.name),
              total: totalOf(p, own),
              shown: p === pkg,
            }))}
            disabled={repricing}
            onOrder={orderNow}
            opener={opener}
            panelActions={panelActions}
          />
          {user && !chooserRequested && <PaymentDialogFrame id={EARLY_PAYMENT_DIALOG_ID} hidden early />}
          {chooserRequested && purchase && (
            <RemotePaymentChooser show={dialog} onHide={() => setDialog(false)} purchase={purchase} />
          )}
        </Card.Body>
      )}
    </Card>
  );
}
