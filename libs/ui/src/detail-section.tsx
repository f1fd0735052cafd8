import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A titled card of label/value rows (order details for buyers and admins). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="h-100">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0">{children}</dl>
      </Card.Body>
    </Card>
  );
}

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-7 text-break">{children}</dd>
    </>
  );
}
