import { Injectable, Logger } from '@nestjs/common';
import { CUSTOM_OFFER_PACKAGE, DisplayPrice, RequirementJson, toCents, withExtras } from '@market/contracts';
import { OrderFigures } from '../analytics/order-figures';
import { SessionUser } from '../common/access.decorator';
import { CatalogPricing } from '../catalog/catalog-pricing.service';
import { CatalogService } from '../catalog/catalog.service';
import { conflict, DomainError, invalid, notFound, unauthorized } from '../common/domain-error';
import { CouponsService } from '../coupons/coupons.service';
import { ExchangeRatesService } from '../currencies/exchange-rates.service';
import { OffersService } from '../messaging/offers.service';
import { PaymentMethod } from '../orders/order-status';
import { OrdersService } from '../orders/orders.service';
import { Order, StoredOrderExtra } from '../orders/order';
import { UsersService } from '../users/users.service';
import { CheckoutDto } from './dto/checkout.dto';
import { ProviderCheckout } from './payment-gateway';
import { PaymentGateways } from './payment-gateways';

/** Stripe's smallest USD charge; PayPal accepts it too. */
const MIN_CHARGE_CENTS = 50;
/** The browser's price may differ from the server's by rounding, at most one cent. */
const PRICE_TOLERANCE_CENTS = 1;

/** What to buy, as the browser names it (CheckoutDto) or as an earlier order of it recorded. */
type PurchaseChoice = Pick<CheckoutDto, 'serviceId' | 'name' | 'offerId' | 'couponCode' | 'extras'>;

interface PricedPurchase {
  serviceId: string | null;
  title: string;
  packageName: string;
  offerId: string | null;
  /** The package's (or offer's) price plus the extras', before the coupon. */
  listPriceCents: number;
  coupon: { id: string; code: string; discountCents: number } | null;
  /** What the package (or offer) promises with the extras, copied into the order. */
  deliveryDays: number;
  revisionsAllowed: number;
  requirements: RequirementJson[];
  extras: StoredOrderExtra[];
  /** A split offer's milestones; the purchase is the first of them. */
  milestones?: { title: string; priceCents: number; deliveryDays: number }[];
}

/**
 * Starts a payment: prices the purchase on the server (package effective price or accepted
 * offer, minus the coupon), refuses a browser price that differs, creates the pending order,
 * holds the coupon for it and opens the provider's checkout. A refusal creates nothing.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly users: UsersService,
    private readonly catalog: CatalogService,
    private readonly pricing: CatalogPricing,
    private readonly coupons: CouponsService,
    private readonly offers: OffersService,
    private readonly orders: OrdersService,
    private readonly gateways: PaymentGateways,
    private readonly rates: ExchangeRatesService,
    private readonly figures: OrderFigures,
  ) {}

  async start(user: SessionUser, dto: CheckoutDto, method: PaymentMethod): Promise<ProviderCheckout> {
    const display = await this.rates.displayFor(dto.currency);
    const purchase = await this.price(user, dto);
    const amountCents = purchase.listPriceCents - (purchase.coupon?.discountCents ?? 0);
    if (Math.abs(toCents(dto.price) - amountCents) > PRICE_TOLERANCE_CENTS) {
      throw conflict('CHECKOUT.PRICE_CHANGED', 'Price has changed, please reload');
    }
    return this.open(user, purchase, method, display);
  }

  /**
   * A new checkout of what an unpaid order was for (same package or offer, same coupon, same
   * provider) at today's price: the buyer's way to pay once the first checkout has expired.
   */
  async startAgain(user: SessionUser, order: Order): Promise<ProviderCheckout> {
    const choice: PurchaseChoice = order.offerId
      ? { offerId: order.offerId, serviceId: order.serviceId ?? undefined }
      : {
          serviceId: order.serviceId ?? '',
          name: order.packageName,
          extras: order.extras.filter((e) => e.boughtAt === 'checkout').map((e) => e.extraId),
        };
    if (order.couponCode) choice.couponCode = order.couponCode;
    // The buyer's display currency of the first try, at today's rate (none when it has gone stale).
    const display = await this.rates.displayFor(order.displayCurrency ?? undefined);
    return this.open(user, await this.price(user, choice), order.paymentMethod, display);
  }

  private async open(
    user: SessionUser,
    purchase: PricedPurchase,
    method: PaymentMethod,
    display: DisplayPrice | null,
  ): Promise<ProviderCheckout> {
    const account = await this.users.findById(user.id);
    if (!account) throw unauthorized('AUTH.UNKNOWN_USER', 'Please sign in again');
    const amountCents = purchase.listPriceCents - (purchase.coupon?.discountCents ?? 0);
    if (amountCents < MIN_CHARGE_CENTS) {
      throw invalid('CHECKOUT.AMOUNT_TOO_LOW', 'The total is below the smallest payment of $0.50');
    }
    const order = await this.orders.createPending({
      buyer: { id: account.id, name: account.username, email: account.email, phone: account.phone },
      serviceId: purchase.serviceId,
      serviceTitle: purchase.title,
      packageName: purchase.packageName,
      offerId: purchase.offerId,
      listPriceCents: purchase.listPriceCents,
      coupon: purchase.coupon,
      paymentMethod: method,
      deliveryDays: purchase.deliveryDays,
      revisionsAllowed: purchase.revisionsAllowed,
      requirements: purchase.requirements,
      display,
      extras: purchase.extras,
      milestones: purchase.milestones,
    });
    if (purchase.coupon && !(await this.coupons.redeem(purchase.coupon.id, order.id))) {
      await this.orders.discardUnpaid(order.id);
      throw conflict('COUPON.UNAVAILABLE', 'This coupon is no longer available, please reload');
    }
    const gateway = this.gateways.for(method);
    try {
      const checkout = await gateway.openCheckout({
        orderId: order.id,
        title: `${order.serviceTitle} (${order.packageName})`,
        amountCents: order.priceCents,
        currency: order.currency,
        customerEmail: order.buyerEmail,
      });
      await this.orders.attachProviderRef(order.id, checkout.id, checkout.url);
      await this.figures.checkoutStarted(order);
      return checkout;
    } catch (error) {
      await this.coupons.release(order.id);
      await this.orders.discardUnpaid(order.id);
      if (error instanceof DomainError) throw error;
      this.logger.error(`${method} session for order ${order.id} failed: ${(error as Error).message}`);
      throw new DomainError(
        'CHECKOUT.PROVIDER_FAILED',
        'unavailable',
        `Failed to create ${gateway.checkoutName}, please try again`,
      );
    }
  }

  private async price(user: SessionUser, dto: PurchaseChoice): Promise<PricedPurchase> {
    let purchase: Omit<PricedPurchase, 'coupon'>;
    const extraIds = dto.extras ?? [];
    if (dto.offerId) {
      if (extraIds.length > 0)
        throw invalid('CHECKOUT.EXTRA_NOT_OFFERED', 'extras: a custom offer has no extras');
      const offer = await this.offers.findAcceptedOfferForBuyer(dto.offerId, user.id);
      if (!offer)
        throw conflict('CHECKOUT.OFFER_UNAVAILABLE', 'This offer is not an accepted offer of yours');
      if (await this.orders.hasPaidOrderForOffer(offer.offerId)) {
        throw conflict('CHECKOUT.OFFER_PAID', 'This offer has already been paid');
      }
      const serviceId = dto.serviceId && (await this.catalog.exists(dto.serviceId)) ? dto.serviceId : null;
      // A split offer is paid milestone by milestone: this checkout pays the first only.
      const first = offer.milestones[0];
      purchase = {
        serviceId,
        title: `Custom offer: ${offer.description}`.slice(0, 200),
        packageName: CUSTOM_OFFER_PACKAGE,
        offerId: offer.offerId,
        listPriceCents: first?.priceCents ?? offer.priceCents,
        deliveryDays: first?.deliveryDays ?? offer.deliveryTime,
        revisionsAllowed: offer.revisions,
        requirements: [],
        extras: [],
        milestones: offer.milestones,
      };
    } else {
      const pkg = await this.pricing.findPackageForPurchase(dto.serviceId ?? '', dto.name ?? '');
      if (!pkg) throw notFound('CHECKOUT.PACKAGE_NOT_FOUND', 'Service or package not found');
      const extras = extraIds.map((id) => {
        const extra = pkg.extras.find((offered) => offered.id === id);
        if (!extra)
          throw invalid(
            'CHECKOUT.EXTRA_NOT_OFFERED',
            `extras: the ${pkg.packageName} package does not offer ${id}`,
          );
        return extra;
      });
      const total = withExtras(
        { price: pkg.priceCents, deliveryDays: pkg.deliveryDays, revisions: pkg.revisionsAllowed },
        extras.map((extra) => ({ ...extra, price: extra.priceCents })),
      );
      purchase = {
        serviceId: pkg.serviceId,
        title: pkg.title,
        packageName: pkg.packageName,
        offerId: null,
        listPriceCents: total.price,
        deliveryDays: total.deliveryDays,
        revisionsAllowed: total.revisions,
        requirements: pkg.requirements,
        extras: extras.map((extra) => ({
          extraId: extra.id,
          title: extra.title,
          priceCents: extra.priceCents,
          deliveryDays: extra.deliveryDays,
          revisions: extra.revisions,
          boughtAt: 'checkout',
        })),
      };
    }
    if (dto.couponCode === undefined) return { ...purchase, coupon: null };
    const quote = await this.coupons.quote(dto.couponCode, purchase.listPriceCents);
    if (!quote.valid || !quote.couponId || !quote.code)
      throw conflict('COUPON.INVALID', 'Invalid or expired coupon code');
    // The order (and its invoice) names the coupon as the shop wrote it, not as it was typed.
    return {
      ...purchase,
      coupon: { id: quote.couponId, code: quote.code, discountCents: quote.discountCents },
    };
  }
}
