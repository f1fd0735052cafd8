import { API_PREFIX, apiRequest, apiResponse, totalCountOf } from '@market/api-client';
import type { AuditEventJson, AuditVerifyJson } from '@market/contracts';

export const AUDIT_PAGE_SIZE = 50;

/** The list's filters, as the URL keeps them (all optional). */
export interface AuditFilters {
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

function search(filters: AuditFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query;
}

export async function listAuditEvents(
  filters: AuditFilters,
  page: number,
): Promise<{ items: AuditEventJson[]; total: number }> {
  const query = search(filters);
  query.set('limit', String(AUDIT_PAGE_SIZE));
  if (page > 1) query.set('page', String(page));
  const { data, headers } = await apiResponse<AuditEventJson[]>(`/audit?${query.toString()}`);
  return { items: data, total: totalCountOf(headers) ?? data.length };
}

export function verifyAuditChain(): Promise<AuditVerifyJson> {
  return apiRequest<AuditVerifyJson>('/audit/verify');
}

/** The CSV export's address (the period's events; the browser downloads it). */
export function auditCsvUrl(filters: AuditFilters): string {
  const query = search({ from: filters.from, to: filters.to }).toString();
  return `${API_PREFIX}/audit/export.csv${query ? `?${query}` : ''}`;
}
