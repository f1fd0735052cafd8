import { Injectable, Logger } from '@nestjs/common';
import { toCents } from '@market/contracts';
import { SessionUser } from '../auth/access.decorator';
import { CatalogService } from '../catalog/catalog.service';
import { conflict, DomainError, invalid, notFound, unauthorized } from '../common/domain-error';
import { CouponsService } from '../coupons/coupons.service';
import { OffersService } from '../messaging/offers.service';
import { PaymentMethod } from '../orders/order-status';
import { OrdersService } from '../orders/orders.service';
import { OrderRow } from '../orders/orders.schema';
import { UsersService } from '../users/users.service';
import { CheckoutDto } from './dto/checkout.dto';

/** Stripe's smallest USD charge; PayPal accepts it too. */
const MIN_CHARGE_CENTS = 50;
/** The browser's price may differ from the server's by rounding, at most one cent. */
const PRICE_TOLERANCE_CENTS = 1;
export const CUSTOM_OFFER = 'custom offer';

interface PricedPurchase {
  serviceId: string | null;
  title: string;
  packageName: string;
  offerId: string | null;
  listPriceCents: number;
  coupon: { id: string; code: string; discountCents: number } | null;
}

/**
 * Starts a payment: prices the purchase on the server (package effective price or accepted
 * offer, minus the coupon), refuses a browser price that differs, creates the pending order,
 * holds the coupon for it and opens the provider's session. A refusal creates nothing.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly users: UsersService,
    private readonly catalog: CatalogService,
    private readonly coupons: CouponsService,
    private readonly offers: OffersService,
    private readonly orders: OrdersService,
  ) {}

  async start<T extends { id: string }>(
    user: SessionUser,
    dto: CheckoutDto,
    method: PaymentMethod,
    openSession: (order: OrderRow) => Promise<T>,
  ): Promise<T> {
    const account = await this.users.findById(user.id);
    if (!account) throw unauthorized('AUTH.UNKNOWN_USER', 'Please sign in again');
    const purchase = await this.price(user, dto);
    const amountCents = purchase.listPriceCents - (purchase.coupon?.discountCents ?? 0);
    if (Math.abs(toCents(dto.price) - amountCents) > PRICE_TOLERANCE_CENTS) {
      throw conflict('CHECKOUT.PRICE_CHANGED', 'Price has changed, please reload');
    }
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
    });
    if (purchase.coupon && !(await this.coupons.redeem(purchase.coupon.id, order.id))) {
      await this.orders.discardUnpaid(order.id);
      throw conflict('COUPON.UNAVAILABLE', 'This coupon is no longer available, please reload');
    }
    try {
      const session = await openSession(order);
      await this.orders.attachProviderRef(order.id, session.id);
      return session;
    } catch (error) {
      await this.coupons.release(order.id);
      await this.orders.discardUnpaid(order.id);
      if (error instanceof DomainError) throw error;
      this.logger.error(`${method} session for order ${order.id} failed: ${(error as Error).message}`);
      const provider = method === 'stripe' ? 'Stripe session' : 'PayPal order';
      throw new DomainError(
        'CHECKOUT.PROVIDER_FAILED',
        'unavailable',
        `Failed to create ${provider}, please try again`,
      );
    }
  }

  private async price(user: SessionUser, dto: CheckoutDto): Promise<PricedPurchase> {
    let purchase: Omit<PricedPurchase, 'coupon'>;
    if (dto.offerId) {
      const offer = await this.offers.findAcceptedOfferForBuyer(dto.offerId, user.id);
      if (!offer)
        throw conflict('CHECKOUT.OFFER_UNAVAILABLE', 'This offer is not an accepted offer of yours');
      if (await this.orders.hasPaidOrderForOffer(offer.offerId)) {
        throw conflict('CHECKOUT.OFFER_PAID', 'This offer has already been paid');
      }
      const serviceId = dto.serviceId && (await this.catalog.exists(dto.serviceId)) ? dto.serviceId : null;
      purchase = {
        serviceId,
        title: `Custom offer: ${offer.description}`.slice(0, 200),
        packageName: CUSTOM_OFFER,
        offerId: offer.offerId,
        listPriceCents: offer.priceCents,
      };
    } else {
      const pkg = await this.catalog.findPackageForPurchase(dto.serviceId ?? '', dto.name ?? '');
      if (!pkg) throw notFound('CHECKOUT.PACKAGE_NOT_FOUND', 'Service or package not found');
      purchase = {
        serviceId: pkg.serviceId,
        title: pkg.title,
        packageName: pkg.packageName,
        offerId: null,
        listPriceCents: pkg.priceCents,
      };
    }
    if (dto.couponCode === undefined) return { ...purchase, coupon: null };
    const code = dto.couponCode.trim();
    const quote = await this.coupons.quote(code, purchase.listPriceCents);
    if (!quote.valid || !quote.couponId) throw conflict('COUPON.INVALID', 'Invalid or expired coupon code');
    return { ...purchase, coupon: { id: quote.couponId, code, discountCents: quote.discountCents } };
  }
}
