import type { PackageName } from '../pricing';
import type { ServiceExtraBody, ServiceExtraJson } from '../extras';
import type { RequirementJson } from './orders';

/** Services, packages and reviews as /api/services and /api/reviews answer them. */

export interface PackageJson {
  name: string;
  desc: string;
  deliveryTime: number;
  revisionNumber: number;
  /** In the shop's currency; absent for visitors (the spec shows them no prices). */
  regularPrice?: number;
  /** In the shop's currency, 0 when there is no sale; absent for visitors. */
  salePrice?: number;
}

export interface ServiceJson {
  _id: string;
  title: string;
  userId: string;
  desc: string;
  description: string;
  shortTitle: string;
  shortDesc: string;
  category: string;
  subCategory: string;
  coverImage: string;
  otherImages: string[];
  features: string[];
  averageStars: number;
  starNumber: number;
  packages: PackageJson[];
  /**
   * What the seller needs from the buyer once an order is paid ("What the seller needs from you").
   * The API always sends it (empty when none); optional for services read from older caches.
   */
  requirements?: RequirementJson[];
  /** Optional lines a buyer adds to a package (empty when none; optional for older caches). */
  extras?: ServiceExtraJson[];
  /** In the shop's currency, for one more revision bought during an order; 0 = not offered; absent for visitors. */
  extraRevisionPrice?: number;
  createdAt: string;
  /** The language of the texts (`?locale=`; English when none or unknown). */
  locale?: string;
  /** Per field group, whether it is in that language (false: the English text is shown). */
  translated?: ServiceTranslatedGroups;
  /** Staff lists: how many of the other languages lack a full translation. */
  missingTranslations?: number;
}

export interface ServiceTranslatedGroups {
  /** title and shortTitle */
  title: boolean;
  /** desc and shortDesc */
  description: boolean;
  features: boolean;
  packages: boolean;
  requirements: boolean;
}

/** A service's texts in one other language; a missing field shows the English one. */
export interface ServiceTranslationBody {
  title?: string;
  shortTitle?: string;
  desc?: string;
  shortDesc?: string;
  /** In the order of the English features. */
  features?: string[];
  /** Descriptions by package name. */
  packages?: Partial<Record<PackageName, string>>;
  /** In the order of the English requirement questions. */
  requirements?: string[];
}

/** Translations by language (English is the service itself); null removes a language. */
export type ServiceTranslationsBody = Partial<
  Record<'de' | 'es' | 'fr' | 'ar', ServiceTranslationBody | null>
>;

/** One package in the body of POST /api/services and PUT /api/services/:id. */
export interface PackageBody {
  name: PackageName;
  desc: string;
  /** Days. */
  deliveryTime: number;
  revisionNumber: number;
  /** In the shop's currency. */
  regularPrice: number;
  /** In the shop's currency, 0 for no sale. */
  salePrice: number;
}

/** The body of POST /api/services and PUT /api/services/:id: the same on create and edit. */
export interface ServiceBody {
  title: string;
  category: string;
  subCategory: string;
  coverImage: string;
  otherImages?: string[];
  desc: string;
  shortTitle: string;
  shortDesc: string;
  /** At most 4; an empty one keeps its box's place. */
  features?: string[];
  /** What the seller needs from the buyer once an order is paid (see MAX_REQUIREMENTS). */
  requirements?: RequirementJson[];
  /** Exactly basic, standard and premium. */
  packages: PackageBody[];
  /** At most MAX_EXTRAS. */
  extras?: ServiceExtraBody[];
  /** In the shop's currency; 0 (or absent) = one more revision cannot be bought during an order. */
  extraRevisionPrice?: number;
  /** Texts in the other languages; absent on an edit keeps them. */
  translations?: ServiceTranslationsBody;
}

/** The longest review text, in characters (the form counts toward it, the API refuses past it). */
export const REVIEW_MAX_LENGTH = 2000;

export interface ReviewJson {
  _id: string;
  serviceId: string;
  star: number;
  desc: string;
  username: string;
  userImage: string | null;
  country: string | null;
  userId: string;
  createdAt: string;
}
