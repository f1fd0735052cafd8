import {
  CATEGORY_NAMES,
  effectivePrice,
  isCategory,
  isSubcategoryOf,
  PACKAGE_NAMES,
  subcategoryName,
  toCents,
} from '@market/contracts';
import { randomUUID } from 'node:crypto';
import { invalid } from '../common/domain-error';
import { StoredExtra } from './catalog.schema';
import { NewPackage, NewService } from './catalog.repository';
import { ServiceInputDto } from './dto/service.dto';
import { catalogueWords } from './search-text';

/**
 * A service as it is stored, from the admin's input: the rules the DTO cannot see (the
 * subcategory's category), the derived starting price and fastest delivery, and the words the
 * search corrects typos against. Media ownership is checked by the caller, in the storage.
 */
export function toServiceRecord(input: ServiceInputDto, sellerId: string) {
  if (!isCategory(input.category)) {
    throw invalid('SERVICE.BAD_CATEGORY', 'Category must be one of the six categories');
  }
  if (!isSubcategoryOf(input.category, input.subCategory)) {
    throw invalid('SERVICE.BAD_SUBCATEGORY', 'Subcategory does not belong to the category');
  }
  const otherImages = input.otherImages ?? [];
  const byName = new Map(input.packages.map((p) => [p.name, p]));
  const packages: NewPackage[] = PACKAGE_NAMES.map((name, position) => {
    const p = byName.get(name)!;
    return {
      name,
      position,
      desc: p.desc,
      deliveryTime: p.deliveryTime,
      revisionNumber: p.revisionNumber,
      regularPriceCents: toCents(p.regularPrice),
      salePriceCents: toCents(p.salePrice),
    };
  });
  const basic = packages[0];
  const features = input.features ?? [];
  const service: NewService = {
    userId: sellerId,
    title: input.title,
    desc: input.desc,
    shortTitle: input.shortTitle,
    shortDesc: input.shortDesc,
    category: input.category,
    subCategory: input.subCategory,
    coverImage: input.coverImage,
    otherImages,
    features,
    requirements: (input.requirements ?? []).map(({ question, required, kind }) => ({
      question,
      required,
      kind,
    })),
    extras: toStoredExtras(input),
    extraRevisionPriceCents: toCents(input.extraRevisionPrice ?? 0),
    startingPriceCents: effectivePrice({
      regularPrice: basic.regularPriceCents,
      salePrice: basic.salePriceCents,
    }),
    fastestDeliveryDays: Math.min(...packages.map((p) => p.deliveryTime)),
  };
  const words = catalogueWords(
    input.title,
    input.shortTitle,
    input.shortDesc,
    input.desc,
    features.join(' '),
    CATEGORY_NAMES[input.category],
    subcategoryName(input.subCategory),
  );
  return { service, packages, words };
}

/** The input's extras, each with its id: the one it had (kept on edit) or a new one. */
function toStoredExtras(input: ServiceInputDto): StoredExtra[] {
  const extras = input.extras ?? [];
  const given = extras.flatMap((extra) => (extra._id ? [extra._id] : []));
  if (new Set(given).size !== given.length) {
    throw invalid('SERVICE.EXTRA_ID_REPEATED', 'extras: _id must not repeat');
  }
  return extras.map((extra) => ({
    id: extra._id ?? randomUUID(),
    title: extra.title,
    description: extra.description ?? '',
    priceCents: toCents(extra.price),
    deliveryDays: extra.deliveryDays,
    revisions: extra.revisions,
    packages: PACKAGE_NAMES.filter((name) => extra.packages.includes(name)),
  }));
}
