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
  createdAt: string;
}

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
