import Button from 'react-bootstrap/Button';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous / next through a paged list; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-2 mt-3">
      <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="small" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
