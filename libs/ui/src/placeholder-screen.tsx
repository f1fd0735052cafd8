import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

/** A plain screen with a title, for remote routes whose real screen is not built yet. */
export function PlaceholderScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container className="py-5">
      <h1 className="h2 mb-3">{title}</h1>
      <div className="text-body-secondary">{children ?? <p>This screen is coming soon.</p>}</div>
    </Container>
  );
}
