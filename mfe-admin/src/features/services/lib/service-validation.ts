import {
  isCategory,
  isSubcategoryOf,
  MAX_REQUIREMENT_QUESTION,
  MAX_REQUIREMENTS,
  PACKAGE_NAMES,
  type PackageBody,
  type PackageName,
  type ServiceBody,
  type ServiceExtraBody,
  type ServiceJson,
} from '@market/contracts';
import { createIntl, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { fieldErrorsOf } from '@/shared/lib/field-errors';

export const FEATURE_COUNT = 4;

/** One package as typed: the body's numbers stay text until validation. */
export type PackageDraft = {
  [Field in keyof PackageBody]: PackageBody[Field] extends number ? string : PackageBody[Field];
};

/** One extra as typed: numbers stay text (the server names what is out of range). */
export type ExtraDraft = Omit<Required<ServiceExtraBody>, '_id' | 'price' | 'deliveryDays' | 'revisions'> & {
  _id?: string;
  price: string;
  deliveryDays: string;
  revisions: string;
};

/**
 * What the add and edit forms' English tab holds: the body with every list present and the packages
 * as typed. The other languages' texts are held beside it (translation-drafts.ts).
 */
export type ServiceDraft = Required<
  Omit<ServiceBody, 'packages' | 'extras' | 'extraRevisionPrice' | 'translations'>
> & {
  packages: PackageDraft[];
  extras: ExtraDraft[];
  extraRevisionPrice: string;
};

/** Messages by field path, the server's spelling: `title`, `packages.1.salePrice`. */
export type ServiceErrors = Record<string, string>;

const emptyPackage = (name: PackageName): PackageDraft => ({
  name,
  desc: '',
  deliveryTime: '',
  revisionNumber: '',
  regularPrice: '',
  salePrice: '',
});

export function emptyServiceDraft(): ServiceDraft {
  return {
    title: '',
    category: '',
    subCategory: '',
    coverImage: '',
    otherImages: [],
    desc: '',
    shortTitle: '',
    shortDesc: '',
    features: Array<string>(FEATURE_COUNT).fill(''),
    requirements: [],
    packages: PACKAGE_NAMES.map(emptyPackage),
    extras: [],
    extraRevisionPrice: '0',
  };
}

/** The features to send: trimmed, each in its box ('' keeps an empty box's place), trailing empties dropped. */
export function featuresInPlace(features: string[]): string[] {
  const trimmed = features.map((feature) => feature.trim());
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop();
  return trimmed;
}

/** The edit form starts from the stored service: always 4 feature inputs and the 3 packages in order. */
export function draftFromService(service: ServiceJson): ServiceDraft {
  const features = [...service.features.slice(0, FEATURE_COUNT)];
  while (features.length < FEATURE_COUNT) features.push('');
  const text = (value: number | undefined) => (value === undefined || value === null ? '' : String(value));
  return {
    title: service.title,
    category: service.category,
    subCategory: service.subCategory ?? '',
    coverImage: service.coverImage,
    otherImages: [...(service.otherImages ?? [])],
    desc: service.desc,
    shortTitle: service.shortTitle,
    shortDesc: service.shortDesc,
    features,
    requirements: (service.requirements ?? []).map((q) => ({ ...q })),
    extras: (service.extras ?? []).map((extra) => ({
      _id: extra._id,
      title: extra.title,
      description: extra.description,
      price: text(extra.price),
      deliveryDays: String(extra.deliveryDays),
      revisions: String(extra.revisions),
      packages: [...extra.packages],
    })),
    extraRevisionPrice: text(service.extraRevisionPrice),
    packages: PACKAGE_NAMES.map((name) => {
      const stored = service.packages.find((pkg) => pkg.name === name);
      if (!stored) return emptyPackage(name);
      return {
        name,
        desc: stored.desc,
        deliveryTime: text(stored.deliveryTime),
        revisionNumber: text(stored.revisionNumber),
        regularPrice: text(stored.regularPrice),
        salePrice: text(stored.salePrice),
      };
    }),
  };
}

/** A new category empties the subcategory: the old choice belongs to another category. */
export function withCategory(draft: ServiceDraft, category: string): ServiceDraft {
  return { ...draft, category, subCategory: category === draft.category ? draft.subCategory : '' };
}

const MAX_PRICE = 1_000_000;
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

const descriptors = defineMessages({
  titleRequired: { id: 'admin.serviceRules.titleRequired', defaultMessage: 'Service Title is required' },
  titleTooLong: {
    id: 'admin.serviceRules.titleTooLong',
    defaultMessage: 'Service Title must be at most {max} characters',
  },
  categoryRequired: { id: 'admin.serviceRules.categoryRequired', defaultMessage: 'Category is required' },
  categoryUnknown: {
    id: 'admin.serviceRules.categoryUnknown',
    defaultMessage: 'Category must be one of the six categories',
  },
  subcategoryRequired: {
    id: 'admin.serviceRules.subcategoryRequired',
    defaultMessage: 'Subcategory is required',
  },
  subcategoryElsewhere: {
    id: 'admin.serviceRules.subcategoryElsewhere',
    defaultMessage: 'Subcategory does not belong to the category',
  },
  coverRequired: { id: 'admin.serviceRules.coverRequired', defaultMessage: 'Cover image is required' },
  descRequired: { id: 'admin.serviceRules.descRequired', defaultMessage: 'Description is required' },
  descTooLong: {
    id: 'admin.serviceRules.descTooLong',
    defaultMessage: 'Description must be at most {max} characters',
  },
  shortTitleRequired: {
    id: 'admin.serviceRules.shortTitleRequired',
    defaultMessage: 'Short Title is required',
  },
  shortTitleTooLong: {
    id: 'admin.serviceRules.shortTitleTooLong',
    defaultMessage: 'Short Title must be at most {max} characters',
  },
  shortDescRequired: {
    id: 'admin.serviceRules.shortDescRequired',
    defaultMessage: 'Short Description is required',
  },
  shortDescTooLong: {
    id: 'admin.serviceRules.shortDescTooLong',
    defaultMessage: 'Short Description must be at most {max} characters',
  },
  featureTooLong: {
    id: 'admin.serviceRules.featureTooLong',
    defaultMessage: 'A feature must be at most {max} characters',
  },
  tooManyQuestions: { id: 'admin.serviceRules.tooManyQuestions', defaultMessage: 'At most {max} questions' },
  questionEmpty: { id: 'admin.serviceRules.questionEmpty', defaultMessage: 'A question must not be empty' },
  questionTooLong: {
    id: 'admin.serviceRules.questionTooLong',
    defaultMessage: 'A question must be at most {max} characters',
  },
  deliveryRequired: {
    id: 'admin.serviceRules.deliveryRequired',
    defaultMessage: 'Delivery Time is required',
  },
  deliveryWhole: {
    id: 'admin.serviceRules.deliveryWhole',
    defaultMessage: 'Delivery Time must be a whole number of days',
  },
  deliveryMin: {
    id: 'admin.serviceRules.deliveryMin',
    defaultMessage: 'Delivery Time must be at least 1 day',
  },
  deliveryMax: {
    id: 'admin.serviceRules.deliveryMax',
    defaultMessage: 'Delivery Time must be at most 365 days',
  },
  revisionsRequired: {
    id: 'admin.serviceRules.revisionsRequired',
    defaultMessage: 'Revision Number is required',
  },
  revisionsWhole: {
    id: 'admin.serviceRules.revisionsWhole',
    defaultMessage: 'Revision Number must be a whole number',
  },
  revisionsMax: {
    id: 'admin.serviceRules.revisionsMax',
    defaultMessage: 'Revision Number must be at most 100',
  },
  priceMin: { id: 'admin.serviceRules.priceMin', defaultMessage: 'Price must be greater than 0' },
  priceDecimals: {
    id: 'admin.serviceRules.priceDecimals',
    defaultMessage: 'Price must be a number with at most two decimals',
  },
  priceMax: { id: 'admin.serviceRules.priceMax', defaultMessage: 'Price must be at most {max}' },
  saleNegative: { id: 'admin.serviceRules.saleNegative', defaultMessage: 'Sale Price must not be negative' },
  saleDecimals: {
    id: 'admin.serviceRules.saleDecimals',
    defaultMessage: 'Sale Price must be a number with at most two decimals',
  },
  saleAboveRegular: {
    id: 'admin.serviceRules.saleAboveRegular',
    defaultMessage: 'Sale Price cannot be greater than Regular Price',
  },
});
// Plain descriptors: the values are checked by the catalogs' ICU, not by the inferred types.
const rules = descriptors as { [K in keyof typeof descriptors]: MessageDescriptor };

/** Writes a rule's message: the form passes the page's `formatMessage`; English without one. */
export type FormatRule = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

let english: IntlShape | undefined;
/** The English messages (the defaults), made on first use. */
export const englishRule: FormatRule = (descriptor, values) =>
  (english ??= createIntl({ locale: 'en', defaultLocale: 'en' })).formatMessage(descriptor, values);

function required(
  errors: ServiceErrors,
  key: string,
  value: string,
  max: number,
  [missing, tooLong]: [MessageDescriptor, MessageDescriptor],
  t: FormatRule,
) {
  // Limits stay as written (10000, not 10,000): the server's messages write them so too.
  if (!value.trim()) errors[key] = t(missing);
  else if (value.trim().length > max) errors[key] = t(tooLong, { max: String(max) });
}

function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

function checkPackage(pkg: PackageDraft, index: number, errors: ServiceErrors, t: FormatRule) {
  const at = (field: string) => `packages.${index}.${field}`;
  required(errors, at('desc'), pkg.desc, 2000, [rules.descRequired, rules.descTooLong], t);

  const days = wholeNumber(pkg.deliveryTime);
  if (!pkg.deliveryTime.trim()) errors[at('deliveryTime')] = t(rules.deliveryRequired);
  else if (days === undefined) errors[at('deliveryTime')] = t(rules.deliveryWhole);
  else if (days < 1) errors[at('deliveryTime')] = t(rules.deliveryMin);
  else if (days > 365) errors[at('deliveryTime')] = t(rules.deliveryMax);

  const revisions = wholeNumber(pkg.revisionNumber);
  if (!pkg.revisionNumber.trim()) errors[at('revisionNumber')] = t(rules.revisionsRequired);
  else if (revisions === undefined) errors[at('revisionNumber')] = t(rules.revisionsWhole);
  else if (revisions > 100) errors[at('revisionNumber')] = t(rules.revisionsMax);

  const regularText = pkg.regularPrice.trim();
  const regular = Number(regularText);
  if (!regularText || !Number.isFinite(regular) || regular < 1)
    errors[at('regularPrice')] = t(rules.priceMin);
  else if (!TWO_DECIMALS.test(regularText)) errors[at('regularPrice')] = t(rules.priceDecimals);
  else if (regular > MAX_PRICE) errors[at('regularPrice')] = t(rules.priceMax, { max: String(MAX_PRICE) });

  // An empty sale price means no sale (0), as the spec's default.
  const saleText = pkg.salePrice.trim() || '0';
  const sale = Number(saleText);
  if (!Number.isFinite(sale) || sale < 0) errors[at('salePrice')] = t(rules.saleNegative);
  else if (!TWO_DECIMALS.test(saleText)) errors[at('salePrice')] = t(rules.saleDecimals);
  else if (!errors[at('regularPrice')] && sale > regular) {
    errors[at('salePrice')] = t(rules.saleAboveRegular);
  }
}

/**
 * The service rules (with the server's length limits), the same on add and edit; the messages in
 * the language of `t` (English without it).
 */
export function validateService(
  draft: ServiceDraft,
  t: FormatRule = englishRule,
): { errors: ServiceErrors; value?: ServiceBody } {
  const errors: ServiceErrors = {};
  required(errors, 'title', draft.title, 150, [rules.titleRequired, rules.titleTooLong], t);
  if (!draft.category) errors.category = t(rules.categoryRequired);
  else if (!isCategory(draft.category)) errors.category = t(rules.categoryUnknown);
  if (!draft.subCategory) errors.subCategory = t(rules.subcategoryRequired);
  else if (isCategory(draft.category) && !isSubcategoryOf(draft.category, draft.subCategory)) {
    errors.subCategory = t(rules.subcategoryElsewhere);
  }
  if (!draft.coverImage) errors.coverImage = t(rules.coverRequired);
  required(errors, 'desc', draft.desc, 10000, [rules.descRequired, rules.descTooLong], t);
  required(
    errors,
    'shortTitle',
    draft.shortTitle,
    100,
    [rules.shortTitleRequired, rules.shortTitleTooLong],
    t,
  );
  required(errors, 'shortDesc', draft.shortDesc, 300, [rules.shortDescRequired, rules.shortDescTooLong], t);
  draft.features.forEach((feature, index) => {
    if (feature.trim().length > 200) errors[`features.${index}`] = t(rules.featureTooLong, { max: '200' });
  });
  if (draft.requirements.length > MAX_REQUIREMENTS) {
    errors.requirements = t(rules.tooManyQuestions, { max: String(MAX_REQUIREMENTS) });
  }
  draft.requirements.forEach((q, index) => {
    if (!q.question.trim()) errors[`requirements.${index}`] = t(rules.questionEmpty);
    else if (q.question.trim().length > MAX_REQUIREMENT_QUESTION) {
      errors[`requirements.${index}`] = t(rules.questionTooLong, { max: String(MAX_REQUIREMENT_QUESTION) });
    }
  });
  draft.packages.forEach((pkg, index) => checkPackage(pkg, index, errors, t));
  if (Object.keys(errors).length > 0) return { errors };

  return {
    errors,
    value: {
      title: draft.title.trim(),
      category: draft.category,
      subCategory: draft.subCategory,
      coverImage: draft.coverImage,
      otherImages: draft.otherImages,
      desc: draft.desc.trim(),
      shortTitle: draft.shortTitle.trim(),
      shortDesc: draft.shortDesc.trim(),
      features: featuresInPlace(draft.features),
      requirements: draft.requirements.map((q) => ({ ...q, question: q.question.trim() })),
      packages: draft.packages.map((pkg) => ({
        name: pkg.name,
        desc: pkg.desc.trim(),
        deliveryTime: Number(pkg.deliveryTime),
        revisionNumber: Number(pkg.revisionNumber),
        regularPrice: Number(pkg.regularPrice),
        salePrice: Number(pkg.salePrice.trim() || '0'),
      })),
      extras: draft.extras.map((extra) => ({
        ...(extra._id ? { _id: extra._id } : {}),
        title: extra.title.trim(),
        description: extra.description.trim(),
        price: Number(extra.price),
        deliveryDays: Number(extra.deliveryDays),
        revisions: Number(extra.revisions),
        packages: extra.packages,
      })),
      extraRevisionPrice: Number(draft.extraRevisionPrice.trim() || '0'),
    },
  };
}

/** The server's refusal placed on the fields it names (`packages.0.desc` and the like). */
export function serverServiceErrors(error: unknown): ServiceErrors {
  return fieldErrorsOf(error);
}
