import type { ReactNode } from 'react';
import { Link } from '@market/router';

/** A list screen's heading with its "Add …" link beside it. */
export function ListHeading({
  children,
  addTo,
  addLabel,
}: {
  children: ReactNode;
  addTo: string;
  addLabel: ReactNode;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <h1 className="h2 mb-0">{children}</h1>
      <Link className="btn btn-primary" to={addTo}>
        {addLabel}
      </Link>
    </div>
  );
}
