import { apiRequest } from '@market/api-client';

import type { BlogJson as Blog } from '@market/contracts';

export type { Blog };

export const listBlogs = () => apiRequest<Blog[]>('/blogs?limit=100');
export const getBlog = (id: string) => apiRequest<Blog>(`/blogs/${encodeURIComponent(id)}`);

/** The card preview: the first 100 characters and an ellipsis when longer. */
export function blogPreview(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}...` : text;
}
