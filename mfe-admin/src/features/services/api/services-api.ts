import { apiRequest, apiResponse, totalCountOf } from '@market/api-client';
import type { ServiceBody, ServiceJson, ServiceTranslationsBody } from '@market/contracts';

export const PAGE_SIZE = 50;

export interface ServicePage {
  items: ServiceJson[];
  total: number;
}

/** One page of services, newest first, optionally of one category. */
export async function listServices(category: string, page: number): Promise<ServicePage> {
  const query = new URLSearchParams({ sort: 'newest', limit: String(PAGE_SIZE), page: String(page) });
  if (category) query.set('category', category);
  const { data, headers } = await apiResponse<ServiceJson[]>(`/services?${query}`);
  return { items: data, total: totalCountOf(headers) ?? data.length };
}

export function getService(id: string): Promise<ServiceJson> {
  return apiRequest<ServiceJson>(`/services/single-service/${encodeURIComponent(id)}`);
}

/** The service's texts in every other language, for its edit form (staff only). */
export function getServiceTranslations(id: string): Promise<ServiceTranslationsBody> {
  return apiRequest<ServiceTranslationsBody>(`/services/${encodeURIComponent(id)}/translations`);
}

/** Per service id, how many of the other languages lack a full translation (staff only). */
export function getMissingTranslations(ids: string[]): Promise<Record<string, number>> {
  const query = new URLSearchParams({ ids: ids.join(',') });
  return apiRequest<Record<string, number>>(`/services/missing-translations?${query}`);
}

export function createService(input: ServiceBody): Promise<ServiceJson> {
  return apiRequest<ServiceJson>('/services', { method: 'POST', body: input });
}

export function updateService(id: string, input: ServiceBody): Promise<ServiceJson> {
  return apiRequest<ServiceJson>(`/services/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function deleteService(id: string): Promise<unknown> {
  return apiRequest(`/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
