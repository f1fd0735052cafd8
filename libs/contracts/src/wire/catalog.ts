import type { PackageName } from '../pricing';
import type { RequirementJson } from './orders';

/** Services, packages and reviews as /api/services and /api/reviews answer them. */

export interface PackageJson {
  name: string;
  desc: string;
  deliveryTime: number;
  revisionNumber: number;
  /** Dollars; absent for visitors (the spec shows them no prices). */
  regularPrice?: number;
  /** Dollars, 0 when there is no sale; absent for visitors. */
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
  createdAt: string;
}

/** One package in the body of POST /api/services and PUT /api/services/:id. */
export interface PackageBody {
  name: PackageName;
  desc: string;
  /** Days. */
  deliveryTime: number;
  revisionNumber: number;
  /** Dollars. */
  regularPrice: number;
  /** Dollars, 0 for no sale. */
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
