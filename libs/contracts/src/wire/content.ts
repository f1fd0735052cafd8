/** Blogs, gallery items and coupons as their endpoints answer them. */

export interface BlogJson {
  _id: string;
  title: string;
  description: string;
  images: string[];
  createdAt: string;
  /** The language of the texts (`?locale=`; English when none or unknown). */
  locale?: string;
  /** Whether title and description are in that language (false: English shown). */
  translated?: { title: boolean; description: boolean };
  /** Staff lists: how many of the other languages lack a full translation. */
  missingTranslations?: number;
}

/** A blog's texts in one other language; a missing field shows the English one. */
export interface BlogTranslationBody {
  title?: string;
  description?: string;
}
export type BlogTranslationsBody = Partial<Record<'de' | 'es' | 'fr' | 'ar', BlogTranslationBody | null>>;

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
