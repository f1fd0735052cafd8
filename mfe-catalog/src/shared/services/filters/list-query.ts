import { defineMessages, type MessageDescriptor } from 'react-intl';
/**
 * Sort, filters and page of a service list, kept in the URL query so a filtered page can be
 * shared, reloaded and walked with back/forward. Parsing is forgiving: a bad value in a
 * hand-edited URL is ignored, never an error.
 */
export type SortKey = 'relevance' | 'price' | 'price_desc' | 'rating' | 'newest';

export interface ListQuery {
  /** Undefined: the server's default (relevance when searching, else newest). */
  sort?: SortKey;
  /** Dollars, on the 'Starting from' price. */
  minPrice?: number;
  maxPrice?: number;
  /** Days: some package is delivered within this many. */
  maxDelivery?: number;
  page: number;
}

export interface ListQueryContext {
  /** Prices are shown only to signed-in users, so only they sort and filter by price. */
  withPrices: boolean;
  /** Relevance means something only for a text search. */
  searching: boolean;
}

export const PAGE_SIZE = 12;
export const DELIVERY_CHOICES = [1, 3, 7, 14] as const;
const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000;

export const SORT_LABELS = defineMessages({
  relevance: { id: 'catalog.filters.sortRelevance', defaultMessage: 'Relevance' },
  newest: { id: 'catalog.filters.sortNewest', defaultMessage: 'Newest' },
  rating: { id: 'catalog.filters.sortRating', defaultMessage: 'Best rated' },
  price: { id: 'catalog.filters.sortPrice', defaultMessage: 'Price: low to high' },
  price_desc: { id: 'catalog.filters.sortPriceDesc', defaultMessage: 'Price: high to low' },
}) satisfies Record<SortKey, MessageDescriptor>;

/** The sort choices offered in a context, the default first. */
export function sortChoices({ withPrices, searching }: ListQueryContext): SortKey[] {
  const choices: SortKey[] = searching ? ['relevance', 'newest', 'rating'] : ['newest', 'rating'];
  return withPrices ? [...choices, 'price', 'price_desc'] : choices;
}

export const LIST_QUERY_KEYS = ['sort', 'minPrice', 'maxPrice', 'maxDelivery', 'page'] as const;
type ListQueryKey = (typeof LIST_QUERY_KEYS)[number];

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function dollars(value: string | null): number | undefined {
  if (value === null || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const number = Number(value);
  return number <= MAX_PRICE ? number : undefined;
}

export function readListQuery(params: URLSearchParams, context: ListQueryContext): ListQuery {
  const query: ListQuery = { page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1 };
  const sort = params.get('sort');
  if (sortChoices(context).includes(sort as SortKey)) query.sort = sort as SortKey;
  const delivery = wholeNumber(params.get('maxDelivery'), 1, 365);
  if (delivery !== undefined) query.maxDelivery = delivery;
  if (context.withPrices) {
    let min = dollars(params.get('minPrice'));
    let max = dollars(params.get('maxPrice'));
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min !== undefined && min > 0) query.minPrice = min;
    if (max !== undefined) query.maxPrice = max;
  }
  return query;
}

export type ListQueryPatch = Partial<Record<Exclude<ListQueryKey, 'page'>, string | number | undefined>> & {
  page?: number;
};

/**
 * The URL query after a change: empty values are dropped, other parameters (category,
 * query) are kept, and any change of sort or filter goes back to the first page. The list's
 * parameters follow the others in the order of LIST_QUERY_KEYS: the spelling the API caches a
 * visitor's page under (visitor-query.ts).
 */
export function writeListQuery(params: URLSearchParams, patch: ListQueryPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  for (const key of LIST_QUERY_KEYS) {
    const value = next.get(key);
    if (value === null) continue;
    next.delete(key);
    next.append(key, value);
  }
  return next;
}

/** How many filters (not the sort) a query narrows by: shown on the phone's Filters button. */
export function activeFilterCount(query: ListQuery): number {
  return [query.minPrice, query.maxPrice, query.maxDelivery].filter((value) => value !== undefined).length;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers to show around the current one, with null for a gap: 1 … 4 5 6 … 10. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set(
    [1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}

/** A typed price as a URL value: dollars with at most two decimals, or undefined when empty or not a price. */
export function priceParam(text: string): string | undefined {
  const number = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(number) || number < 0) return undefined;
  return String(Math.round(Math.min(number, MAX_PRICE) * 100) / 100);
}
