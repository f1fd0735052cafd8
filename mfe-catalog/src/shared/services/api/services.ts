import { apiResponse, totalCountOf } from '@market/api-client';

import type { PackageJson as ServicePackage, ServiceJson as Service } from '@market/contracts';

export type { Service, ServicePackage };

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
  /** The page's language (`/de/…`): texts and search in it, English where untranslated. */
  locale?: string;
}

export interface ServicePage {
  services: Service[];
  /** Services matching the filter on every page (X-Total-Count). */
  total: number;
  /** The search matched more than `total`, where the API stopped counting (X-Total-Count-Capped). */
  capped: boolean;
}

export async function listServices(filter: ServiceFilter, signal?: AbortSignal): Promise<ServicePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '' && !(key === 'locale' && value === 'en'))
      params.set(key, String(value));
  const { data, headers } = await apiResponse<Service[]>(`/services?${params.toString()}`, { signal });
  return {
    services: data,
    total: totalCountOf(headers) ?? data.length,
    capped: headers.get('X-Total-Count-Capped') === 'true',
  };
}
