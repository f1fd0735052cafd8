/** Money rules shared by the server (which charges) and the front ends (which display). */

export const PACKAGE_NAMES = ['basic', 'standard', 'premium'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

export interface PackagePrice {
  regularPrice: number;
  salePrice: number;
}

/** The price a buyer pays for a package: its sale price when above 0, else its regular price. */
export function effectivePrice(pkg: PackagePrice): number {
  return pkg.salePrice > 0 ? pkg.salePrice : pkg.regularPrice;
}

/** The sale badge: rounded (regular - sale) / regular x 100, or null when there is no sale. */
export function salePercent(pkg: PackagePrice): number | null {
  if (!(pkg.salePrice > 0) || !(pkg.regularPrice > 0) || pkg.salePrice >= pkg.regularPrice) return null;
  return Math.round(((pkg.regularPrice - pkg.salePrice) / pkg.regularPrice) * 100);
}

/** An amount in the shop's currency (major units, as the API and the forms write it) as whole cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The discount of a percentage coupon on an amount, in cents, rounded to the cent. */
export function percentDiscountCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

/** An amount as US dollars ('$12.50'): English wording where no locale and currency are known (tests). */
export function formatDollars(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** An amount split into net and tax, in cents. */
export interface TaxedCents {
  netCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The tax on a price, in cents. The rate is in hundredths of a percent (2000 = 20 %). Prices
 * that include the tax are split (net = total / (1 + rate)); otherwise the tax is added on top.
 */
export function taxOn(priceCents: number, rateBasisPoints: number, pricesIncludeTax: boolean): TaxedCents {
  if (pricesIncludeTax) {
    const netCents = Math.round((priceCents * 10_000) / (10_000 + rateBasisPoints));
    return { netCents, taxCents: priceCents - netCents, totalCents: priceCents };
  }
  const taxCents = Math.round((priceCents * rateBasisPoints) / 10_000);
  return { netCents: priceCents, taxCents, totalCents: priceCents + taxCents };
}

/** The part of an invoice a refund gives back, split in the invoice's proportion of tax. */
export function refundSplit(
  amountCents: number,
  invoice: { taxCents: number; totalCents: number },
): TaxedCents {
  const taxCents =
    invoice.totalCents > 0 ? Math.round((amountCents * invoice.taxCents) / invoice.totalCents) : 0;
  return { netCents: amountCents - taxCents, taxCents, totalCents: amountCents };
}
