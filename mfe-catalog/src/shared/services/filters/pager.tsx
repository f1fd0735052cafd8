import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@market/router';
import { pageWindow } from './list-query';

/** Numbered pages as links (shareable, and back/forward walk them). */
const messages: Record<string, MessageDescriptor> = defineMessages({
  pages: { id: 'catalog.pager.pages', defaultMessage: 'Pages' },
  previous: { id: 'catalog.pager.previous', defaultMessage: 'Previous' },
  next: { id: 'catalog.pager.next', defaultMessage: 'Next' },
  page: { id: 'catalog.pager.page', defaultMessage: 'Page {number}' },
});

export function Pager({ page, last, href }: { page: number; last: number; href: (page: number) => string }) {
  const intl = useIntl();
  if (last <= 1) return null;
  const toTop = () => window.scrollTo({ top: 0 });
  const item = (target: number, label: string, disabled: boolean) => (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link">{label}</span>
      ) : (
        <Link className="page-link" to={href(target)} onClick={toTop}>
          {label}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label={intl.formatMessage(messages.pages)} className="mt-4">
      <ul className="pagination justify-content-center flex-wrap">
        {item(page - 1, intl.formatMessage(messages.previous), page <= 1)}
        {pageWindow(page, last).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : number === page ? (
            <li key={number} className="page-item active" aria-current="page">
              <span className="page-link">{intl.formatNumber(number)}</span>
            </li>
          ) : (
            <li key={number} className="page-item">
              <Link
                className="page-link"
                to={href(number)}
                onClick={toTop}
                aria-label={intl.formatMessage(messages.page, { number })}
              >
                {intl.formatNumber(number)}
              </Link>
            </li>
          ),
        )}
        {item(page + 1, intl.formatMessage(messages.next), page >= last)}
      </ul>
    </nav>
  );
}
