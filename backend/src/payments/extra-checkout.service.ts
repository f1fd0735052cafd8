import { Injectable, Logger } from '@nestjs/common';
import { BuyableExtraJson, EXTRA_REVISION, ExtraPurchaseJson, fromCents, taxOn } from '@market/contracts';
import { CatalogPricing, PackageForPurchase } from '../catalog/catalog-pricing.service';
import { conflict, DomainError, invalid } from '../common/domain-error';
import { canTake, notAddable, OrderExtras } from '../orders/order-extras.service';
import { milestoneExtraId, OrderMilestones } from '../orders/order-milestones.service';
import { Order } from '../orders/order';
import { OrdersService } from '../orders/orders.service';
import { CheckoutReconciler, STALE_CHECKOUT_MS } from './checkout-reconciler';
import { PaymentGateways } from './payment-gateways';

/** Stripe's smallest USD charge, as for checkout. */
const MIN_CHARGE_CENTS = 50;

/** What a purchase adds, priced by the server from the service as it is now. */
interface PricedExtra {
  extraId: string;
  title: string;
  priceCents: number;
  deliveryDays: number;
  revisions: number;
}

/**
 * Buying more during an order (issue 61 part 2): what the buyer may add, and the checkout of one
 * purchase with the order's own provider; the later milestones of a split offer (part 3) are
 * paid the same way. The order changes only when the payment arrives
 * (FulfilmentService → OrderExtras); an unpaid or failed purchase changes nothing.
 */
@Injectable()
export class ExtraCheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly orders: OrdersService,
    private readonly extras: OrderExtras,
    private readonly pricing: CatalogPricing,
    private readonly gateways: PaymentGateways,
    private readonly reconciler: CheckoutReconciler,
    private readonly milestones: OrderMilestones,
  ) {}

  /** What the buyer's order can take now: one more revision (when sold), then the package's extras not on it. */
  async buyable(buyerId: string, orderId: string): Promise<BuyableExtraJson[]> {
    const order = await this.orders.getForBuyer(orderId, buyerId);
    if (!canTake(order, EXTRA_REVISION)) return [];
    const pkg = await this.packageOf(order);
    if (!pkg) return [];
    const offered = [
      ...(pkg.extraRevisionPriceCents > 0 ? [oneMoreRevision(pkg)] : []),
      ...pkg.extras.map(fromStoredExtra).filter((extra) => canTake(order, extra.extraId)),
    ];
    return offered.map((extra) => ({
      extraId: extra.extraId,
      title: extra.title,
      price: fromCents(chargeOf(order, extra)),
      deliveryDays: extra.deliveryDays,
      revisions: extra.revisions,
    }));
  }

  /**
   * Opens the checkout of one extra for the buyer's running order, with the order's provider.
   * A checkout of the same extra still open is answered again (no second charge for one click
   * twice); one older than a card page lives is closed first, so it never blocks buying again.
   */
  async start(buyerId: string, orderId: string, extraId: string): Promise<ExtraPurchaseJson> {
    const order = await this.orders.getForBuyer(orderId, buyerId);
    // canTake(…, revision): the order runs, whatever it holds.
    if (!canTake(order, EXTRA_REVISION)) throw notAddable(order);
    const extra = await this.price(order, extraId);
    const open = await this.openCheckoutOf(order, extraId);
    if (open) return open;
    // A stale checkout closed just now may have been paid after all, and added to the order.
    const current = await this.orders.getForBuyer(orderId, buyerId);
    if (!canTake(current, EXTRA_REVISION)) throw notAddable(current);
    if (!canTake(current, extraId)) {
      throw invalid('ORDER_EXTRA.ALREADY_BOUGHT', `extraId: ${extra.title} is already part of this order`);
    }
    const priceCents = chargeOf(order, extra);
    if (priceCents < MIN_CHARGE_CENTS) {
      throw invalid(
        'ORDER_EXTRA.AMOUNT_TOO_LOW',
        'extraId: the price is below the smallest payment of $0.50',
      );
    }
    return this.openPurchase(order, { ...extra, priceCents }, 'extra');
  }

  /**
   * Opens the checkout of the next milestone of the buyer's split offer (issue 61 part 3), once
   * the one before is accepted: its price on the order's own tax terms, with the order's provider.
   * Its work starts when the payment arrives (FulfilmentService → OrderExtras → OrderMilestones).
   */
  async startMilestone(buyerId: string, orderId: string, position: number): Promise<ExtraPurchaseJson> {
    const order = await this.orders.getForBuyer(orderId, buyerId);
    const due = await this.milestones.due(order, position);
    const extraId = milestoneExtraId(position);
    const open = await this.openCheckoutOf(order, extraId);
    if (open) return open;
    // A stale checkout closed just now may have been paid after all, and started the milestone.
    await this.milestones.due(await this.orders.getForBuyer(orderId, buyerId), position);
    const priceCents = chargeOf(order, due);
    if (priceCents < MIN_CHARGE_CENTS) {
      throw invalid('ORDER_MILESTONE.AMOUNT_TOO_LOW', 'The price is below the smallest payment of $0.50');
    }
    const line = { extraId, title: due.title, priceCents, deliveryDays: due.deliveryDays, revisions: 0 };
    return this.openPurchase(order, line, 'milestone');
  }

  /** Stores the pending purchase and opens its checkout; a checkout that fails leaves nothing. */
  private async openPurchase(
    order: Order,
    line: PricedExtra,
    kind: 'extra' | 'milestone',
  ): Promise<ExtraPurchaseJson> {
    const purchase = await this.extras.createPending(order, line);
    const gateway = this.gateways.for(order.paymentMethod);
    try {
      const checkout = await gateway.openCheckout({
        orderId: order.id,
        reference: `${kind}-${purchase.id}`,
        title: `${order.serviceTitle}: ${line.title}`.slice(0, 200),
        amountCents: line.priceCents,
        currency: order.currency,
        customerEmail: order.buyerEmail,
      });
      await this.extras.attachProviderRef(purchase.id, checkout.id, checkout.url);
      return { id: purchase.id, url: checkout.url };
    } catch (error) {
      await this.extras.discardUnopened(purchase.id);
      if (error instanceof DomainError) throw error;
      this.logger.error(
        `${order.paymentMethod} checkout of ${kind} for order ${order.id} failed: ${(error as Error).message}`,
      );
      throw new DomainError(
        'CHECKOUT.PROVIDER_FAILED',
        'unavailable',
        `Failed to create ${gateway.checkoutName}, please try again`,
      );
    }
  }

  /** The extra as the service sells it now, or why it cannot be bought (400 naming extraId). */
  private async price(order: Order, extraId: string): Promise<PricedExtra> {
    const pkg = await this.packageOf(order);
    if (!pkg) throw conflict('ORDER_EXTRA.SERVICE_GONE', 'The service of this order no longer sells extras');
    if (extraId === EXTRA_REVISION) {
      if (pkg.extraRevisionPriceCents <= 0)
        throw invalid('ORDER_EXTRA.REVISION_NOT_SOLD', 'extraId: this service does not sell extra revisions');
      return oneMoreRevision(pkg);
    }
    const extra = pkg.extras.find((offered) => offered.id === extraId);
    if (!extra)
      throw invalid(
        'ORDER_EXTRA.NOT_OFFERED',
        `extraId: the ${pkg.packageName} package does not offer ${extraId}`,
      );
    if (!canTake(order, extraId))
      throw invalid('ORDER_EXTRA.ALREADY_BOUGHT', `extraId: ${extra.title} is already part of this order`);
    return fromStoredExtra(extra);
  }

  /** The package the order was bought from, as the catalogue has it now; none for a custom offer. */
  private async packageOf(order: Order): Promise<PackageForPurchase | undefined> {
    if (order.offerId || !order.serviceId) return undefined;
    return this.pricing.findPackageForPurchase(order.serviceId, order.packageName);
  }

  /** A checkout of this extra still payable, else none (older ones are closed and failed). */
  private async openCheckoutOf(order: Order, extraId: string): Promise<ExtraPurchaseJson | undefined> {
    const staleBefore = Date.now() - STALE_CHECKOUT_MS;
    for (const purchase of await this.extras.listPending(order.id, extraId)) {
      if (purchase.createdAt.getTime() > staleBefore && purchase.paymentUrl)
        return { id: purchase.id, url: purchase.paymentUrl };
      await this.reconciler.settlePurchase(order, purchase);
    }
    return undefined;
  }
}

/** What the buyer pays for an extra or a milestone: on the order's own tax terms, fixed at its checkout. */
function chargeOf(order: Order, extra: Pick<PricedExtra, 'priceCents'>): number {
  return taxOn(extra.priceCents, order.taxRateBp, order.pricesIncludeTax).totalCents;
}

function oneMoreRevision(pkg: PackageForPurchase): PricedExtra {
  return {
    extraId: EXTRA_REVISION,
    title: '1 more revision',
    priceCents: pkg.extraRevisionPriceCents,
    deliveryDays: 0,
    revisions: 1,
  };
}

function fromStoredExtra(extra: PackageForPurchase['extras'][number]): PricedExtra {
  return {
    extraId: extra.id,
    title: extra.title,
    priceCents: extra.priceCents,
    deliveryDays: extra.deliveryDays,
    revisions: extra.revisions,
  };
}
