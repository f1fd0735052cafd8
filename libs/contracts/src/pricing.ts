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

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The discount of a percentage coupon on an amount, in cents, rounded to the cent. */
export function percentDiscountCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

export function formatDollars(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}
