import { Injectable } from '@nestjs/common';
import {
  effectivePrice,
  extrasOfPackage,
  PackageName,
  PACKAGE_NAMES,
  RequirementJson,
} from '@market/contracts';
import { StoredExtra } from './catalog.schema';
import { isUuid } from '../common/ids';
import { CatalogRepository } from './catalog.repository';

export interface PackageForPurchase {
  serviceId: string;
  title: string;
  packageName: PackageName;
  /** What the buyer pays: the sale price when above 0, else the regular price. */
  priceCents: number;
  /** What the package promises, copied into the order. */
  deliveryDays: number;
  revisionsAllowed: number;
  requirements: RequirementJson[];
  /** The service's extras this package offers (prices in cents). */
  extras: StoredExtra[];
  /** One more revision bought during an order; 0 when the service does not sell it. */
  extraRevisionPriceCents: number;
}

/** The server's prices of the catalogue's packages, for checkout. */
@Injectable()
export class CatalogPricing {
  constructor(private readonly repo: CatalogRepository) {}

  /**
   * The price of one package of a service. `packageName` is matched case-insensitively
   * ('Basic' or 'basic'); undefined when the service or package is unknown.
   */
  async findPackageForPurchase(
    serviceId: string,
    packageName: string,
  ): Promise<PackageForPurchase | undefined> {
    const name = typeof packageName === 'string' ? packageName.trim().toLowerCase() : '';
    if (!isUuid(serviceId) || !(PACKAGE_NAMES as readonly string[]).includes(name)) return undefined;
    const row = await this.repo.findPackage(serviceId, name);
    if (!row) return undefined;
    return {
      serviceId: row.serviceId,
      title: row.title,
      packageName: row.name,
      priceCents: effectivePrice({ regularPrice: row.regularPriceCents, salePrice: row.salePriceCents }),
      deliveryDays: row.deliveryTime,
      revisionsAllowed: row.revisionNumber,
      requirements: row.requirements,
      extras: extrasOfPackage(row.extras, row.name),
      extraRevisionPriceCents: row.extraRevisionPriceCents,
    };
  }
}
