import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A card with a heading: the order pages' sections, for buyers and admins. */
export function TitledCard({
  title,
  border,
  className,
  children,
}: {
  title: ReactNode;
  border?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card border={border} className={className}>
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

/** A titled card of label/value rows (order details for buyers and admins). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title} className="h-100">
      <dl className="row mb-0">{children}</dl>
    </TitledCard>
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
