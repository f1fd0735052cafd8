import { apiRequest, apiResponse, totalCountOf } from '@market/api-client';

export interface GalleryItem {
  _id: string;
  imageTitle: string;
  category: string;
  imageUrl: string;
  createdAt: string;
}

export interface GalleryInput {
  imageTitle: string;
  category: string;
  imageUrl: string;
}

export const PAGE_SIZE = 48;

export interface GalleryPage {
  items: GalleryItem[];
  total: number;
}

export async function listGalleries(category: string, page: number): Promise<GalleryPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page) });
  if (category) query.set('category', category);
  const { data, headers } = await apiResponse<GalleryItem[]>(`/galleries?${query}`);
  return { items: data, total: totalCountOf(headers) ?? data.length };
}

export function createGallery(input: GalleryInput): Promise<GalleryItem> {
  return apiRequest<GalleryItem>('/galleries', { method: 'POST', body: input });
}

export function deleteGallery(id: string): Promise<unknown> {
  return apiRequest(`/galleries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
