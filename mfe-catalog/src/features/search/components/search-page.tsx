import Container from 'react-bootstrap/Container';
import { useSearchParams } from '@market/router';
import { usePageMeta } from '@market/ui';
import { ServiceResults } from '@/shared/services/components/service-results';

export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  usePageMeta(`Search Results for "${query}"`, `Services matching "${query}".`, {
    canonicalPath: `/search${query ? `?query=${encodeURIComponent(query)}` : ''}`,
    robots: 'noindex, follow',
  });
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">{`Search Results for "${query}"`}</h1>
      {query ? (
        <ServiceResults base={{ search: query }} emptyText="No services found for your search." />
      ) : (
        <p className="text-body-secondary">No services found for your search.</p>
      )}
    </Container>
  );
}
