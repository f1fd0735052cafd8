import { defineMessages, useIntl } from 'react-intl';
import { errorTextIn, useContentLocale, useLoad } from '@market/ui';
import { listServices, type ServiceFilter, type ServicePage } from './services';

export type ServicesState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | ({ status: 'ready' } & ServicePage);

const messages = defineMessages({
  loadFailed: {
    id: 'catalog.services.loadFailed',
    defaultMessage: 'Failed to load services. Please try again.',
  },
});

// The filter travels as its JSON text: callers build a new object on every render.
const loadByFilterText = (filterText: string) => listServices(JSON.parse(filterText) as ServiceFilter);

/**
 * Loads the services matching a filter, in the page's language (English where untranslated); a
 * stale answer for an older filter is dropped.
 */
export function useServices(filter: ServiceFilter | null): ServicesState {
  const locale = useContentLocale();
  const intl = useIntl();
  const { state, reload } = useLoad(
    filter ? JSON.stringify({ ...filter, locale }) : undefined,
    loadByFilterText,
  );
  if (state.status === 'ready') return { status: 'ready', ...state.data };
  if (state.status === 'error') {
    return {
      status: 'error',
      message: errorTextIn(intl, state.error, intl.formatMessage(messages.loadFailed)),
      retry: reload,
    };
  }
  return state;
}
