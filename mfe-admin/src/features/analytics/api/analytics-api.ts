import { API_PREFIX, apiRequest, apiResponse, totalCountOf } from '@market/api-client';
import type {
  AnalyticsInterval,
  AnalyticsMetric,
  AnalyticsPointJson,
  AnalyticsServiceJson,
  AnalyticsServiceSort,
  AnalyticsSourcesJson,
  AnalyticsSummaryJson,
} from '@market/contracts';

/** A period of shop days, both included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

const periodQuery = ({ from, to }: Period) => new URLSearchParams({ from, to });

export function getSummary(period: Period): Promise<AnalyticsSummaryJson> {
  return apiRequest<AnalyticsSummaryJson>(`/analytics/summary?${periodQuery(period)}`);
}

export function getTimeseries(
  period: Period,
  metric: AnalyticsMetric,
  interval: AnalyticsInterval = 'day',
): Promise<AnalyticsPointJson[]> {
  const query = periodQuery(period);
  query.set('metric', metric);
  query.set('interval', interval);
  return apiRequest<AnalyticsPointJson[]>(`/analytics/timeseries?${query}`);
}

export const SERVICES_PAGE_SIZE = 10;

export async function getServices(
  period: Period,
  sort: AnalyticsServiceSort,
  page: number,
): Promise<{ items: AnalyticsServiceJson[]; total: number }> {
  const query = periodQuery(period);
  query.set('sort', sort);
  query.set('limit', String(SERVICES_PAGE_SIZE));
  if (page > 1) query.set('page', String(page));
  const { data, headers } = await apiResponse<AnalyticsServiceJson[]>(`/analytics/services?${query}`);
  return { items: data, total: totalCountOf(headers) ?? data.length };
}

export function getSources(period: Period): Promise<AnalyticsSourcesJson> {
  return apiRequest<AnalyticsSourcesJson>(`/analytics/sources?${periodQuery(period)}`);
}

/** The CSV export's address (a day per line; the browser downloads it). */
export function analyticsCsvUrl(period: Period): string {
  return `${API_PREFIX}/analytics/export.csv?${periodQuery(period)}`;
}
