/** The category catalogue: one source for the backend and every front end. */

export const CATEGORY_SLUGS = [
  'programming-tech',
  'graphics-design',
  'digital-marketing',
  'video-animation',
  'business',
  'writing-translation',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const DEFAULT_CATEGORY: CategorySlug = 'programming-tech';

export const CATEGORY_NAMES: Record<CategorySlug, string> = {
  'programming-tech': 'Programming & Tech',
  'graphics-design': 'Graphics & Design',
  'digital-marketing': 'Digital Marketing',
  'video-animation': 'Video & Animation',
  business: 'Business',
  'writing-translation': 'Writing & Translation',
};

export const SUBCATEGORY_SLUGS: Record<CategorySlug, readonly string[]> = {
  'programming-tech': [
    'website-development',
    'website-maintenance',
    'wordpress',
    'shopify',
    'custom-websites',
    'mobile-app-development',
    'cross-platform-apps',
    'android-app-development',
    'ios-app-development',
    'mobile-app-maintenance',
    'wix',
    'webflow',
    'godaddy',
    'squarespace',
    'woocommerce',
    'support-it',
    'cloud-computing',
    'cyber-security',
    'convert-files',
  ],
  'graphics-design': [
    'logo-design',
    'brand-style-guides',
    'business-cards-stationary',
    'fonts-typography',
    'web-design',
    'app-design',
    'ux-design',
    'landing-page-design',
    'icon-design',
    'illustration',
    'children-book-illustration',
    'pattern-design',
    'cartoon-comics',
    'image-editing',
    'presentation-design',
    'infographic-design',
    'resume-design',
    'packaging-label-design',
    'book-design',
    'book-covers',
    'album-cover-design',
    'social-media-design',
    'thumbnail-design',
    'email-design',
    'web-banners',
    't-shirt-marchandise',
    'fashion-design',
    'jewelry-design',
    '3d-architecture',
    '3d-industrial-design',
    '3d-fashion-garment',
    '3d-landscape-design',
    '3d-jewelry-design',
  ],
  'digital-marketing': [
    'search-engine-optimization',
    'search-engine-marketing',
    'local-seo',
    'ecommerce-seo',
    'video-seo',
    'social-media-marketing',
    'paid-social-media',
    'social-commerce',
    'influencer-marketing',
    'community-management',
    'video-marketing',
    'ecommerce-marketing',
    'affiliate-marketing',
    'display-advertising',
    'marketing-strategy',
    'marketing-advice',
    'web-analytics',
  ],
  'video-animation': [
    'video-editing',
    'visual-effect',
    'intro-outro-videos',
    'video-templates-editing',
    'subtitle-captions',
    '2d-animation',
    '3d-animation',
    'character-animation',
    'whiteboard-animation',
    'explainer-videos',
    'animated-logos',
    'lottie-web-animation',
    'text-animation',
    'motion-tracking',
    'transition-effects',
    'video-commercials',
    'social-media-videos',
    'slideshow-videos',
    'explainer-video-production',
  ],
  business: [
    'market-research',
    'business-plan',
    'business-consulting',
    'software-management',
    'virtual-assistant',
    'ecommerce-management',
    'project-management',
    'sales',
    'lead-generation',
    'call-center-calling',
    'customer-care',
  ],
  'writing-translation': [
    'blog-writing',
    'copywriting',
    'website-content',
    'creative-writing',
    'speech-writing',
    'book-formatting',
    'book-ebook-writing',
    'beta-reading',
    'proofreading-editing',
    'translation',
    'transcription',
    'localization',
  ],
};

/** Words that a plain "capitalise each word" would get wrong. */
const WORD_OVERRIDES: Record<string, string> = {
  it: 'IT',
  ios: 'iOS',
  seo: 'SEO',
  ux: 'UX',
  '2d': '2D',
  '3d': '3D',
  ecommerce: 'E-commerce',
  ebook: 'eBook',
  godaddy: 'GoDaddy',
  woocommerce: 'WooCommerce',
  wordpress: 'WordPress',
  wix: 'Wix',
  marchandise: 'Merchandise',
  t: 'T',
};

/** A readable name for a subcategory slug: 'logo-design' → 'Logo Design'. */
export function subcategoryName(slug: string): string {
  if (slug === 't-shirt-marchandise') return 'T-Shirt & Merchandise';
  return slug
    .split('-')
    .map((word) => WORD_OVERRIDES[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function isCategory(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function categoryOfSubcategory(slug: string): CategorySlug | undefined {
  return CATEGORY_SLUGS.find((category) => SUBCATEGORY_SLUGS[category].includes(slug));
}

export function isSubcategoryOf(category: string, subcategory: string): boolean {
  return isCategory(category) && SUBCATEGORY_SLUGS[category].includes(subcategory);
}

export function isSubcategory(value: unknown): value is string {
  return typeof value === 'string' && categoryOfSubcategory(value) !== undefined;
}

/**
 * Tells two-segment front-end paths apart: `/{category}/{subCategory}` lists a subcategory,
 * `/{subCategory}/{id}` shows one service. The video-animation category route is spelt
 * `/video-Animation/...` in the spec, so the category segment is compared case-insensitively.
 */
export type TwoSegmentRoute =
  | { kind: 'subcategory'; category: CategorySlug; subcategory: string }
  | { kind: 'service'; subcategory: string; serviceId: string }
  | { kind: 'unknown' };

/**
 * The spec's video-animation landing links its explainer-videos card under /digital-marketing
 * (an inconsistency in the source it was written from). That link is kept as the spec says and
 * the path lists the real video-animation subcategory, so the card never leads to a 404.
 */
export const EXPLAINER_VIDEOS_PATH = '/digital-marketing/explainer-videos';

export function classifyTwoSegmentPath(first: string, second: string): TwoSegmentRoute {
  const category = first.toLowerCase();
  if (isCategory(category) && isSubcategoryOf(category, second)) {
    return { kind: 'subcategory', category, subcategory: second };
  }
  if (`/${category}/${second}` === EXPLAINER_VIDEOS_PATH) {
    return { kind: 'subcategory', category: 'video-animation', subcategory: second };
  }
  if (isSubcategory(first)) return { kind: 'service', subcategory: first, serviceId: second };
  return { kind: 'unknown' };
}

/** The path of a subcategory list, with the spec's capital V for video-animation. */
export function subcategoryPath(category: CategorySlug, subcategory: string): string {
  const segment = category === 'video-animation' ? 'video-Animation' : category;
  return `/${segment}/${subcategory}`;
}
