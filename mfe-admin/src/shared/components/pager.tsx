import Button from 'react-bootstrap/Button';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from '@market/ui';
import { untyped } from '@/shared/lib/untyped';

const messages = untyped(
  defineMessages({
    previous: { id: 'admin.pager.previous', defaultMessage: 'Previous' },
    pageOf: { id: 'admin.pager.pageOf', defaultMessage: 'Page {page} of {pages}' },
    next: { id: 'admin.pager.next', defaultMessage: 'Next' },
  }),
);

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}

/**
 * Previous / next through a paged list; nothing when everything fits on one page. Like the other
 * shared fields, it speaks English where no provider is mounted (a feature's bare unit test).
 */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  const intl = useIntlOrDefault();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-2 mt-3">
      <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(messages.previous)}
      </Button>
      <span className="small" aria-live="polite">
        {intl.formatMessage(messages.pageOf, { page, pages })}
      </span>
      <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(messages.next)}
      </Button>
    </nav>
  );
}
