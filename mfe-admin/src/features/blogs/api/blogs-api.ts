import { apiRequest, apiResponse, totalCountOf } from '@market/api-client';

import type { BlogJson as Blog, BlogTranslationsBody } from '@market/contracts';

export type { Blog };

export interface BlogInput {
  title: string;
  description: string;
  images: string[];
  /** Texts in the other languages; absent on an edit keeps the stored ones. */
  translations?: BlogTranslationsBody;
}

const PAGE_SIZE = 100;
/** The admin list reads at most this many pages (1,000 blogs) for its search. */
export const MAX_PAGES = 10;

export interface BlogList {
  items: Blog[];
  total: number;
}

/**
 * Every blog, newest first, read page by page (the list's search runs over all of them), each with
 * how many of the other languages lack its title or text (`missingTranslations`).
 */
export async function listAllBlogs(): Promise<BlogList> {
  const items: Blog[] = [];
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, headers } = await apiResponse<Blog[]>(
      `/blogs?limit=${PAGE_SIZE}&page=${page}&missingTranslations=true`,
    );
    items.push(...data);
    total = totalCountOf(headers) ?? items.length;
    if (data.length < PAGE_SIZE || items.length >= total) break;
  }
  return { items, total };
}

export function getBlog(id: string): Promise<Blog> {
  return apiRequest<Blog>(`/blogs/${encodeURIComponent(id)}`);
}

/** The blog's texts in every other language, for its edit form (staff only). */
export function getBlogTranslations(id: string): Promise<BlogTranslationsBody> {
  return apiRequest<BlogTranslationsBody>(`/blogs/${encodeURIComponent(id)}/translations`);
}

export function createBlog(input: BlogInput): Promise<Blog> {
  return apiRequest<Blog>('/blogs', { method: 'POST', body: input });
}

export function updateBlog(id: string, input: BlogInput): Promise<Blog> {
  return apiRequest<Blog>(`/blogs/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function deleteBlog(id: string): Promise<unknown> {
  return apiRequest(`/blogs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
