import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from '@market/router';
import type { ServiceFilter } from '../api/services';
import { pageCount, PAGE_SIZE } from '../filters/list-query';
import { Pager } from '../filters/pager';
import { ServiceFilters } from '../filters/service-filters';
import { useListQuery } from '../filters/use-list-query';
import { ServiceGrid } from './service-grid';
import { useServices } from '../api/use-services';

interface ServiceResultsProps {
  /** What the screen lists (category, subcategory or search); sort, filters and page come from the URL. */
  base: ServiceFilter;
  emptyText: string;
  lg?: number;
}

/**
 * 'Showing 13–24 of 30 services'; one service shown is 'Showing 1 service' or 'Showing 30 of 30
 * services'. A capped total (a floor) reads '1,000+'.
 */
export function resultCount(
  intl: IntlShape,
  first: number,
  last: number,
  total: number,
  capped = false,
): string {
  const values = {
    first: intl.formatNumber(first),
    last: intl.formatNumber(last),
    total: `${intl.formatNumber(total)}${capped ? '+' : ''}`,
    count: total,
  };
  if (total === 1 && !capped)
    return intl.formatMessage({ id: 'catalog.results.countOne', defaultMessage: 'Showing 1 service' });
  return first === last
    ? intl.formatMessage(
        {
          id: 'catalog.results.countSingle',
          defaultMessage: 'Showing {first} of {total} {count, plural, one {service} other {services}}',
        },
        values,
      )
    : intl.formatMessage(
        {
          id: 'catalog.results.countRange',
          defaultMessage: 'Showing {first}–{last} of {total} {count, plural, one {service} other {services}}',
        },
        values,
      );
}

/** A list screen's body: sort and filters, the count, the grid and the pages, all kept in the URL. */
export function ServiceResults({ base, emptyText, lg }: ServiceResultsProps) {
  const intl = useIntl();
  const controls = useListQuery(!!base.search);
  const { query, pageHref } = controls;
  const state = useServices({ ...base, ...query, limit: PAGE_SIZE });
  const first = (query.page - 1) * PAGE_SIZE + 1;
  const shownTo = state.status === 'ready' ? first - 1 + state.services.length : 0;
  const fullPage = state.status === 'ready' && state.services.length === PAGE_SIZE;
  // A capped count is a floor: the pages go on past it while they come back full.
  const total = state.status === 'ready' ? (state.capped ? Math.max(state.total, shownTo) : state.total) : 0;
  const last =
    state.status === 'ready' ? Math.max(pageCount(total), state.capped && fullPage ? query.page + 1 : 1) : 1;
  const pastTheEnd = state.status === 'ready' && state.services.length === 0 && state.total > 0;
  return (
    <>
      <ServiceFilters controls={controls} />
      {state.status === 'ready' && state.total > 0 && !pastTheEnd && (
        <p className="small text-body-secondary mb-2" aria-live="polite" data-testid="result-count">
          {resultCount(intl, first, shownTo, total, state.capped)}
        </p>
      )}
      {pastTheEnd ? (
        <p className="text-body-secondary py-4">
          <FormattedMessage
            id="catalog.results.pastTheEnd"
            defaultMessage="This page is past the last one."
          />{' '}
          <Link to={pageHref(1)}>
            <FormattedMessage id="catalog.results.firstPage" defaultMessage="Go to the first page" />
          </Link>
        </p>
      ) : (
        <ServiceGrid state={state} emptyText={emptyText} lg={lg} />
      )}
      {state.status === 'ready' && <Pager page={query.page} last={last} href={pageHref} />}
    </>
  );
}
