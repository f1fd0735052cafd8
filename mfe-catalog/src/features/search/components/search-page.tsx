import Container from 'react-bootstrap/Container';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@market/router';
import { usePageMeta } from '@market/ui';
import { ServiceResults } from '@/shared/services/components/service-results';

const empty = defineMessage({
  id: 'catalog.search.empty',
  defaultMessage: 'No services found for your search.',
});

export function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  // Inline, not defineMessages: its typed values cannot read a message with quotes in it.
  const title = intl.formatMessage(
    { id: 'catalog.search.title', defaultMessage: 'Search Results for "{query}"' },
    { query },
  );
  const description = intl.formatMessage(
    { id: 'catalog.search.description', defaultMessage: 'Services matching "{query}".' },
    { query },
  );
  usePageMeta(title, description, {
    canonicalPath: `/search${query ? `?query=${encodeURIComponent(query)}` : ''}`,
    robots: 'noindex, follow',
  });
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">{title}</h1>
      {query ? (
        <ServiceResults base={{ search: query }} emptyText={intl.formatMessage(empty)} />
      ) : (
        <p className="text-body-secondary">
          <FormattedMessage {...empty} />
        </p>
      )}
    </Container>
  );
}
