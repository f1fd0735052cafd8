import { fromCents } from '@market/contracts';
import { ServiceWithPackages } from './catalog.repository';
import { ServicePackageRow, StoredExtra } from './catalog.schema';
import { ListServicesQuery, PackageView, ServiceExtraView, ServiceView } from './dto/service.dto';

/** Who is looking: visitors get packages without prices. */
export interface Viewer {
  signedIn: boolean;
}

/** A service read with its packages (in display order) as the wire shows it. */
export function toServiceView(row: ServiceWithPackages, viewer: Viewer): ServiceView {
  return {
    _id: row.id,
    title: row.title,
    userId: row.userId,
    desc: row.desc,
    description: row.desc,
    shortTitle: row.shortTitle,
    shortDesc: row.shortDesc,
    category: row.category,
    subCategory: row.subCategory,
    coverImage: row.coverImage,
    otherImages: row.otherImages,
    features: row.features,
    requirements: row.requirements,
    averageStars: Number(row.averageStars),
    starNumber: row.starNumber,
    packages: row.packages.map((p) => toPackageView(p, viewer)),
    extras: row.extras.map((extra) => toExtraView(extra, viewer)),
    ...(viewer.signedIn && { extraRevisionPrice: fromCents(row.extraRevisionPriceCents) }),
    createdAt: row.createdAt.toISOString(),
    // English, the base: see service-translations.ts `inLocale` for the other languages.
    locale: 'en',
    translated: { title: true, description: true, features: true, packages: true, requirements: true },
  };
}

/** Prices are for signed-in users only, as for packages. */
function toExtraView(extra: StoredExtra, viewer: Viewer): ServiceExtraView {
  const view: ServiceExtraView = {
    _id: extra.id,
    title: extra.title,
    description: extra.description,
    deliveryDays: extra.deliveryDays,
    revisions: extra.revisions,
    packages: extra.packages,
  };
  if (viewer.signedIn) view.price = fromCents(extra.priceCents);
  return view;
}

/** Prices are for signed-in users only: a visitor's package has no regularPrice/salePrice. */
function toPackageView(p: ServicePackageRow, viewer: Viewer): PackageView {
  const view: PackageView = {
    name: p.name,
    desc: p.desc,
    deliveryTime: p.deliveryTime,
    revisionNumber: p.revisionNumber,
  };
  if (viewer.signedIn) {
    view.regularPrice = fromCents(p.regularPriceCents);
    view.salePrice = fromCents(p.salePriceCents);
  }
  return view;
}

/** Prices are hidden from visitors, so a visitor may not filter or sort by them (that would reveal them). */
export function withoutPriceQuestions(query: ListServicesQuery): ListServicesQuery {
  const bySort = query.sort === 'price' || query.sort === 'price_desc';
  return { ...query, minPrice: undefined, maxPrice: undefined, sort: bySort ? undefined : query.sort };
}
