/**
 * Extras of a service (issue 61): optional lines a buyer adds to a package, each with a price,
 * a change of the delivery time (negative is faster) and extra revisions. The server charges
 * from these rules and the service page shows its totals from the same ones.
 */
import { PACKAGE_NAMES, PackageName } from './pricing';

export const MAX_EXTRAS = 10;
export const EXTRA_LIMITS = {
  title: 80,
  description: 300,
  minDeliveryDays: -29,
  maxDeliveryDays: 30,
  maxRevisions: 10,
} as const;

/** What `POST /api/orders/:id/extras` takes instead of an extra's id to buy one more revision. */
export const EXTRA_REVISION = 'revision';

/** An extra as the service page and the admin form read it. */
export interface ServiceExtraJson {
  _id: string;
  title: string;
  description: string;
  /** In the shop's currency; absent for visitors (as package prices). */
  price?: number;
  /** Days added to the package's delivery time; negative is faster (never below 1 day in all). */
  deliveryDays: number;
  /** Revisions added to the package's. */
  revisions: number;
  /** The packages that offer it. */
  packages: PackageName[];
}

/** An extra in the body of POST /api/services and PUT /api/services/:id (`_id` kept on edit). */
export interface ServiceExtraBody {
  _id?: string;
  title: string;
  description?: string;
  price: number;
  deliveryDays: number;
  revisions: number;
  packages: PackageName[];
}

/** An extra line of an order, copied from the service when it was bought. */
export interface OrderExtraJson {
  /** The service's extra id ('revision' for one more revision bought during the order). */
  extraId: string;
  title: string;
  /** In the shop's currency. */
  price: number;
  deliveryDays: number;
  revisions: number;
  /** At checkout, or bought while the order ran (`POST /api/orders/:id/extras`). */
  boughtAt: 'checkout' | 'mid-order';
  /** A mid-order line: when its payment arrived (ISO), and the number of its own invoice. */
  paidAt?: string;
  invoiceNumber?: string;
}

/** What the buyer may still add to a running order (`GET /api/orders/:id/extras`), priced by the server. */
export interface BuyableExtraJson {
  /** An extra's id, or EXTRA_REVISION. */
  extraId: string;
  title: string;
  /** In the shop's currency. */
  price: number;
  deliveryDays: number;
  revisions: number;
}

/** The purchase started by `POST /api/orders/:id/extras`: the buyer pays at `url`. */
export interface ExtraPurchaseJson {
  id: string;
  url: string;
}

/** What a choice of extras adds up to, in the units the caller passes (cents or major units). */
export interface ExtrasTotal {
  price: number;
  deliveryDays: number;
  revisions: number;
}

/** Extras that a package offers, in the service's order. */
export function extrasOfPackage<T extends { packages: readonly string[] }>(
  extras: readonly T[],
  packageName: string,
): T[] {
  return extras.filter((extra) => extra.packages.includes(packageName));
}

/**
 * A package with extras: its price plus theirs, its delivery days plus theirs (at least 1 day),
 * its revisions plus theirs.
 */
export function withExtras(
  pkg: ExtrasTotal,
  extras: readonly { price?: number; deliveryDays: number; revisions: number }[],
): ExtrasTotal {
  return {
    price: extras.reduce((sum, extra) => sum + (extra.price ?? 0), pkg.price),
    deliveryDays: Math.max(
      1,
      extras.reduce((sum, extra) => sum + extra.deliveryDays, pkg.deliveryDays),
    ),
    revisions: extras.reduce((sum, extra) => sum + extra.revisions, pkg.revisions),
  };
}

export function isPackageName(value: unknown): value is PackageName {
  return typeof value === 'string' && (PACKAGE_NAMES as readonly string[]).includes(value);
}
