import { useCallback } from 'react';
import { useSearchParams } from '@market/router';
import { isCategory } from '@market/contracts';
import { useLoad } from '@market/ui';

export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * A paged list filtered by category, both kept in the URL (`?category=&page=`), so a reload or a
 * shared link shows the same page. Pass a stable `load` (module-level or useCallback).
 */
export function useCategoryPages<T extends { _id: string }>(
  load: (category: string, page: number) => Promise<ListPage<T>>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('category') ?? '';
  const category = isCategory(raw) ? raw : '';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const query = new URLSearchParams({ category, page: String(page) }).toString();
  const loadQuery = useCallback(
    (key: string) => {
      const params = new URLSearchParams(key);
      return load(params.get('category') ?? '', Number(params.get('page')));
    },
    [load],
  );
  const { state, replace, reload } = useLoad(query, loadQuery);

  /** Shows another category (from its first page) or another page of this one. */
  function show(next: { category?: string; page?: number }) {
    const params = new URLSearchParams();
    const nextCategory = next.category ?? category;
    const nextPage = next.page ?? 1;
    if (nextCategory) params.set('category', nextCategory);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params, { replace: true });
  }

  /** Takes a deleted item off the page shown; an emptied page shows the one before (or reloads). */
  function removed(id: string) {
    if (state.status !== 'ready') return;
    const items = state.data.items.filter((item) => item._id !== id);
    if (items.length === 0 && page > 1) show({ page: page - 1 });
    else if (items.length === 0 && state.data.total > 1) reload();
    else replace({ items, total: state.data.total - 1 });
  }

  return { category, page, state, show, removed };
}
