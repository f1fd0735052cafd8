import { apiRequest } from '@market/api-client';

import type { BlogJson as Blog } from '@market/contracts';

export type { Blog };

/** `&locale=` for a page in another language than English (the API's default). */
const inLocale = (locale?: string) =>
  locale && locale !== 'en' ? `locale=${encodeURIComponent(locale)}` : '';

export const listBlogs = (locale?: string) =>
  apiRequest<Blog[]>(`/blogs?limit=100${inLocale(locale) ? `&${inLocale(locale)}` : ''}`);
export const getBlog = (id: string, locale?: string) =>
  apiRequest<Blog>(`/blogs/${encodeURIComponent(id)}${inLocale(locale) ? `?${inLocale(locale)}` : ''}`);

/** The card preview: the first 100 characters and an ellipsis when longer. */
export function blogPreview(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}...` : text;
}
