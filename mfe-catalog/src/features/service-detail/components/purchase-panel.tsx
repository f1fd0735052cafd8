import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Nav from 'react-bootstrap/Nav';
import { useNavigate } from '@market/router';
import { ApiError, useAuthUser } from '@market/api-client';
import { effectivePrice, formatDollars, salePercent, type PurchaseBody } from '@market/contracts';
import {
  EARLY_PAYMENT_DIALOG_ID,
  earlyPaymentDialogOpener,
  PaymentDialogFrame,
  RemotePaymentChooser,
} from '@market/remotes';
import { toast } from '@market/ui';
import type { Service } from '@/shared/services/api/services';
import { openConversation, verifyCoupon } from '../api/detail';
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

function appliedMessage(discount: number) {
  return { ok: true, text: `Coupon applied! You saved $${discount.toFixed(2)}` };
}

/** Package tabs, coupon box, final price, 'Order Now' with the payment chooser, and 'Contact Seller'. */
export function PurchasePanel({ service }: { service: Service }) {
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
  const [couponMessage, setCouponMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [dialog, setDialog] = useState(false);
  // The chooser comes from the checkout remote: loaded the first time the buyer orders.
  const [chooserRequested, setChooserRequested] = useState(false);
  const price = drawn.find(({ p }) => p === pkg)?.own?.price ?? 0;
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
        setCouponMessage({ ok: false, text: '❌ Invalid or expired coupon code.' });
        return;
      }
      setCoupon({ code: trimmed, discount: result.discountAmount, forPrice: price });
      setCouponMessage(appliedMessage(result.discountAmount));
    } catch (error) {
      setCoupon(null);
      const invalid = error instanceof ApiError && error.status < 500 && error.status !== 429;
      setCouponMessage({
        ok: false,
        text: invalid ? '❌ Invalid or expired coupon code.' : '❌ Something went wrong.',
      });
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
          setCouponMessage(appliedMessage(result.discountAmount));
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
    setCouponMessage({
      ok: false,
      text: `❌ Coupon ${removed} does not apply to this package and was removed.`,
    });
  }

  function orderNow() {
    if (!user) {
      navigate(SIGN_IN);
      return;
    }
    setChooserRequested(true);
    setDialog(true);
  }

  // The selected package's total counts the coupon; another's is its price (shown before the page works).
  const totalOf = (p: Package, own: ReturnType<typeof priceOf>) => {
    if (!own) return 'N/A';
    if (p !== pkg) return formatDollars(own.price);
    return repricing ? 'Updating…' : formatDollars(finalPrice);
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
  };

  async function contactSeller() {
    if (!user) {
      navigate(SIGN_IN);
      return;
    }
    try {
      navigate(`/messages/${await openConversation(user._id, service.userId)}`);
    } catch (error) {
      console.error(error);
      toast.error('Error fetching conversations, please try again.');
    }
  }

  return (
    <Card className="shadow-sm">
      <Card.Header>
        {/* The default link blue on the header's grey falls just short of 4.5:1; the hover shade passes in both colour modes. */}
        <Nav
          variant="tabs"
          activeKey={selected}
          onSelect={(key) => key && setSelected(key)}
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
                {p.name}
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
                <li>{`${p.deliveryTime} ${p.deliveryTime === 1 ? 'day' : 'days'} delivery`}</li>
                <li>{`${p.revisionNumber} ${p.revisionNumber === 1 ? 'revision' : 'revisions'}`}</li>
              </ul>
            </div>
          ))}
          {!coupon && (
            <Form onSubmit={applyCoupon} className="mb-2">
              <InputGroup>
                <Form.Control
                  aria-label="Coupon code"
                  placeholder="Coupon code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
                <Button type="submit" variant="outline-primary">
                  Apply
                </Button>
              </InputGroup>
            </Form>
          )}
          {couponMessage && (
            <p className={`small ${couponMessage.ok ? 'text-success' : 'text-danger'}`} role="status">
              {couponMessage.text}
            </p>
          )}
          <div className="d-flex justify-content-between align-items-baseline my-3">
            <span>Total</span>
            {drawn.map(({ p, ids, own }) => {
              const isSelected = p === pkg;
              return (
                <span key={p.name} id={ids.total} className="text-nowrap" hidden={!isSelected}>
                  {own?.onSale && (
                    <del
                      className="text-body-secondary me-2"
                      data-testid={isSelected ? 'regular-price' : undefined}
                    >
                      <span className="visually-hidden">Regular price </span>
                      {formatDollars(own.regular)}
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
              Order Now
            </Button>
            <Button variant="outline-secondary" onClick={() => void contactSeller()}>
              Contact Seller
            </Button>
          </div>
          <MobileOrderBar
            packages={drawn.map(({ p, ids, own }) => ({
              id: ids.bar,
              name: p.name,
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
