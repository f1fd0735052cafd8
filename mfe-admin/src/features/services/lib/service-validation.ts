import {
  isCategory,
  isSubcategoryOf,
  MAX_REQUIREMENT_QUESTION,
  MAX_REQUIREMENTS,
  PACKAGE_NAMES,
  type PackageBody,
  type PackageName,
  type ServiceBody,
  type ServiceJson,
} from '@market/contracts';
import { fieldErrorsOf } from '@/shared/lib/field-errors';

export const FEATURE_COUNT = 4;

/** One package as typed: the body's numbers stay text until validation. */
export type PackageDraft = {
  [Field in keyof PackageBody]: PackageBody[Field] extends number ? string : PackageBody[Field];
};

/** What the add and edit forms hold: the body with every list present and the packages as typed. */
export type ServiceDraft = Required<Omit<ServiceBody, 'packages'>> & { packages: PackageDraft[] };

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

function required(
  errors: ServiceErrors,
  key: string,
  value: string,
  message: string,
  max: number,
  name: string,
) {
  if (!value.trim()) errors[key] = message;
  else if (value.trim().length > max) errors[key] = `${name} must be at most ${max} characters`;
}

function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

function checkPackage(pkg: PackageDraft, index: number, errors: ServiceErrors) {
  const at = (field: string) => `packages.${index}.${field}`;
  required(errors, at('desc'), pkg.desc, 'Description is required', 2000, 'Description');

  const days = wholeNumber(pkg.deliveryTime);
  if (!pkg.deliveryTime.trim()) errors[at('deliveryTime')] = 'Delivery Time is required';
  else if (days === undefined) errors[at('deliveryTime')] = 'Delivery Time must be a whole number of days';
  else if (days < 1) errors[at('deliveryTime')] = 'Delivery Time must be at least 1 day';
  else if (days > 365) errors[at('deliveryTime')] = 'Delivery Time must be at most 365 days';

  const revisions = wholeNumber(pkg.revisionNumber);
  if (!pkg.revisionNumber.trim()) errors[at('revisionNumber')] = 'Revision Number is required';
  else if (revisions === undefined) errors[at('revisionNumber')] = 'Revision Number must be a whole number';
  else if (revisions > 100) errors[at('revisionNumber')] = 'Revision Number must be at most 100';

  const regularText = pkg.regularPrice.trim();
  const regular = Number(regularText);
  if (!regularText || !Number.isFinite(regular) || regular < 1)
    errors[at('regularPrice')] = 'Price must be greater than 0';
  else if (!TWO_DECIMALS.test(regularText))
    errors[at('regularPrice')] = 'Price must be a number with at most two decimals';
  else if (regular > MAX_PRICE) errors[at('regularPrice')] = `Price must be at most ${MAX_PRICE}`;

  // An empty sale price means no sale (0), as the spec's default.
  const saleText = pkg.salePrice.trim() || '0';
  const sale = Number(saleText);
  if (!Number.isFinite(sale) || sale < 0) errors[at('salePrice')] = 'Sale Price must not be negative';
  else if (!TWO_DECIMALS.test(saleText))
    errors[at('salePrice')] = 'Sale Price must be a number with at most two decimals';
  else if (!errors[at('regularPrice')] && sale > regular) {
    errors[at('salePrice')] = 'Sale Price cannot be greater than Regular Price';
  }
}

/** The service rules (with the server's length limits), the same on add and edit. */
export function validateService(draft: ServiceDraft): { errors: ServiceErrors; value?: ServiceBody } {
  const errors: ServiceErrors = {};
  required(errors, 'title', draft.title, 'Service Title is required', 150, 'Service Title');
  if (!draft.category) errors.category = 'Category is required';
  else if (!isCategory(draft.category)) errors.category = 'Category must be one of the six categories';
  if (!draft.subCategory) errors.subCategory = 'Subcategory is required';
  else if (isCategory(draft.category) && !isSubcategoryOf(draft.category, draft.subCategory)) {
    errors.subCategory = 'Subcategory does not belong to the category';
  }
  if (!draft.coverImage) errors.coverImage = 'Cover image is required';
  required(errors, 'desc', draft.desc, 'Description is required', 10000, 'Description');
  required(errors, 'shortTitle', draft.shortTitle, 'Short Title is required', 100, 'Short Title');
  required(errors, 'shortDesc', draft.shortDesc, 'Short Description is required', 300, 'Short Description');
  draft.features.forEach((feature, index) => {
    if (feature.trim().length > 200) errors[`features.${index}`] = 'A feature must be at most 200 characters';
  });
  if (draft.requirements.length > MAX_REQUIREMENTS) {
    errors.requirements = `At most ${MAX_REQUIREMENTS} questions`;
  }
  draft.requirements.forEach((q, index) => {
    if (!q.question.trim()) errors[`requirements.${index}`] = 'A question must not be empty';
    else if (q.question.trim().length > MAX_REQUIREMENT_QUESTION) {
      errors[`requirements.${index}`] = `A question must be at most ${MAX_REQUIREMENT_QUESTION} characters`;
    }
  });
  draft.packages.forEach((pkg, index) => checkPackage(pkg, index, errors));
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
    },
  };
}

/** The server's refusal placed on the fields it names (`packages.0.desc` and the like). */
export function serverServiceErrors(error: unknown): ServiceErrors {
  return fieldErrorsOf(error);
}
