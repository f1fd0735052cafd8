import { apiRequest, apiResponse, totalCountOf } from '@market/api-client';
import type { PackageName } from '@market/contracts';

export interface ServicePackage {
  name: PackageName;
  desc: string;
  deliveryTime: number;
  revisionNumber: number;
  regularPrice: number;
  salePrice: number;
}

/** The body of POST /api/services and PUT /api/services/:id (ServiceInputDto of the backend). */
export interface ServiceInput {
  title: string;
  category: string;
  subCategory: string;
  coverImage: string;
  otherImages: string[];
  desc: string;
  shortTitle: string;
  shortDesc: string;
  features: string[];
  packages: ServicePackage[];
}

/** A service as the API answers it to a signed-in admin (ServiceView). */
export interface Service extends ServiceInput {
  _id: string;
  description: string;
  createdAt: string;
}

export const PAGE_SIZE = 50;

export interface ServicePage {
  items: Service[];
  total: number;
}

/** One page of services, newest first, optionally of one category. */
export async function listServices(category: string, page: number): Promise<ServicePage> {
  const query = new URLSearchParams({ sort: 'newest', limit: String(PAGE_SIZE), page: String(page) });
  if (category) query.set('category', category);
  const { data, headers } = await apiResponse<Service[]>(`/services?${query}`);
  return { items: data, total: totalCountOf(headers) ?? data.length };
}

export function getService(id: string): Promise<Service> {
  return apiRequest<Service>(`/services/single-service/${encodeURIComponent(id)}`);
}

export function createService(input: ServiceInput): Promise<Service> {
  return apiRequest<Service>('/services', { method: 'POST', body: input });
}

export function updateService(id: string, input: ServiceInput): Promise<Service> {
  return apiRequest<Service>(`/services/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function deleteService(id: string): Promise<unknown> {
  return apiRequest(`/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
