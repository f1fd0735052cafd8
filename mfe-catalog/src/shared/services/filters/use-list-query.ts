import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@market/router';
import { useAuthUser } from '@market/api-client';
import {
  readListQuery,
  writeListQuery,
  type ListQuery,
  type ListQueryContext,
  type ListQueryPatch,
} from './list-query';

export interface ListQueryControls {
  query: ListQuery;
  context: ListQueryContext;
  /** Pushes a history entry, so back and forward walk the filter changes. */
  update: (patch: ListQueryPatch) => void;
  /** The link (search part) of another page of the same list. */
  pageHref: (page: number) => string;
}

/** The sort, filters and page of the current URL, for the list screens. */
export function useListQuery(searching: boolean): ListQueryControls {
  const [params, setParams] = useSearchParams();
  const withPrices = !!useAuthUser();
  const context = useMemo(() => ({ withPrices, searching }), [withPrices, searching]);
  const query = useMemo(() => readListQuery(params, context), [params, context]);
  const update = useCallback(
    (patch: ListQueryPatch) => setParams((current) => writeListQuery(current, patch)),
    [setParams],
  );
  const pageHref = useCallback((page: number) => `?${writeListQuery(params, { page }).toString()}`, [params]);
  return { query, context, update, pageHref };
}
