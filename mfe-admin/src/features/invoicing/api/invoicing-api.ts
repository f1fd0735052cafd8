import { API_PREFIX, apiRequest, apiResponse, totalCountOf } from '@market/api-client';
import type {
  CurrenciesJson,
  ExchangeRatesBody,
  InvoiceDocumentJson,
  InvoicingSettingsJson,
} from '@market/contracts';

/** Documents per page of the invoices list. */
export const INVOICES_PAGE_SIZE = 50;

export interface Period {
  from: string;
  to: string;
}

export function getInvoicingSettings(): Promise<InvoicingSettingsJson> {
  return apiRequest<InvoicingSettingsJson>('/settings/invoicing');
}

export function saveInvoicingSettings(settings: InvoicingSettingsJson): Promise<InvoicingSettingsJson> {
  return apiRequest<InvoicingSettingsJson>('/settings/invoicing', { method: 'PUT', body: settings });
}

function periodSearch(period: Period): URLSearchParams {
  return new URLSearchParams({ from: period.from, to: period.to });
}

export async function listInvoices(
  period: Period,
  page: number,
): Promise<{ items: InvoiceDocumentJson[]; total: number }> {
  const query = periodSearch(period);
  query.set('limit', String(INVOICES_PAGE_SIZE));
  if (page > 1) query.set('page', String(page));
  const { data, headers } = await apiResponse<InvoiceDocumentJson[]>(`/invoices?${query.toString()}`);
  return { items: data, total: totalCountOf(headers) ?? data.length };
}

/** The CSV export's address: the browser downloads it (the API streams it as an attachment). */
export function invoicesCsvUrl(period: Period): string {
  return `${API_PREFIX}/invoices/export.csv?${periodSearch(period).toString()}`;
}

/** This month so far (UTC days), the list's default period. */
export function currentMonth(today = new Date()): Period {
  const to = today.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}

export function getExchangeRates(): Promise<CurrenciesJson> {
  return apiRequest<CurrenciesJson>('/settings/exchange-rates');
}

export function saveExchangeRates(body: ExchangeRatesBody): Promise<CurrenciesJson> {
  return apiRequest<CurrenciesJson>('/settings/exchange-rates', { method: 'PUT', body });
}
