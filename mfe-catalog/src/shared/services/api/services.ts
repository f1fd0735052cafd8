import { apiResponse, totalCountOf } from '@market/api-client';

export interface ServicePackage {
  name: string;
  desc: string;
  deliveryTime: number;
  revisionNumber: number;
  /** Absent for visitors. */
  regularPrice?: number;
  salePrice?: number;
}

export interface Service {
  _id: string;
  title: string;
  userId: string;
  desc: string;
  shortTitle: string;
  shortDesc: string;
  category: string;
  subCategory: string;
  coverImage: string;
  otherImages: string[];
  features: string[];
  averageStars: number;
  starNumber: number;
  packages: ServicePackage[];
  createdAt: string;
}

export interface ServiceFilter {
  category?: string;
  subcategory?: string;
  search?: string;
  sort?: string;
  minPrice?: number;
  maxPrice?: number;
  maxDelivery?: number;
  page?: number;
  limit?: number;
}

export interface ServicePage {
  services: Service[];
  /** Services matching the filter on every page (X-Total-Count). */
  total: number;
}

export async function listServices(filter: ServiceFilter, signal?: AbortSignal): Promise<ServicePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const { data, headers } = await apiResponse<Service[]>(`/services?${params.toString()}`, { signal });
  return { services: data, total: totalCountOf(headers) ?? data.length };
}
