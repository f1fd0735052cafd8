import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

/** The frame of a long text page: a heading, an optional dateline and readable line lengths. */
export function StaticPage({
  title,
  dateline,
  children,
}: {
  title: string;
  dateline?: string;
  children: ReactNode;
}) {
  return (
    <Container as="article" className="py-5 static-page">
      <h1 className="mb-2">{title}</h1>
      {dateline && <p className="text-body-secondary">{dateline}</p>}
      {children}
    </Container>
  );
}
