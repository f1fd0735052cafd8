/** Blogs, gallery items and coupons as their endpoints answer them. */

export interface BlogJson {
  _id: string;
  title: string;
  description: string;
  images: string[];
  createdAt: string;
}

export interface GalleryJson {
  _id: string;
  imageTitle: string;
  title: string;
  category: string;
  imageUrl: string;
  createdAt: string;
}

export interface CouponJson {
  _id: string;
  code: string;
  /** Percent off. */
  discountValue: number;
  expiresAt: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  createdAt: string;
}
