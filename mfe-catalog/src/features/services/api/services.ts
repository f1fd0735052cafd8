import { apiRequest } from '@market/api-client';

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
}

export function listServices(filter: ServiceFilter, signal?: AbortSignal): Promise<Service[]> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  params.set('limit', '100');
  return apiRequest<Service[]>(`/services?${params.toString()}`, { signal });
}
