import { apiRequest, apiResponse, totalCountOf } from '@market/api-client';
import type { ServiceBody, ServiceJson } from '@market/contracts';

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

export function createService(input: ServiceBody): Promise<ServiceJson> {
  return apiRequest<ServiceJson>('/services', { method: 'POST', body: input });
}

export function updateService(id: string, input: ServiceBody): Promise<ServiceJson> {
  return apiRequest<ServiceJson>(`/services/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function deleteService(id: string): Promise<unknown> {
  return apiRequest(`/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
