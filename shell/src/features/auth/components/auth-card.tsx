import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** The framed card every auth screen sits in, with its title as the page heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="auth-card shadow-sm">
      <Card.Body className="p-4">
        <h1 className="h3 mb-4 text-center">{title}</h1>
        {children}
      </Card.Body>
    </Card>
  );
}
