import { DetailField, DetailSection } from './detail-section';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import {
  formatDate,
  formatDateTime,
  revisionsLeft,
  type FulfilmentJson,
  type OrderFileJson,
  type OrderJson,
} from '@market/contracts';

/** Who reads the stage: the buyer is told what to do, the admin what the buyer does. */
export type FulfilmentViewer = 'buyer' | 'admin';

/** The order's stage in words ("Waiting for your requirements", "Delivered: review it by Nov 28, 2026"). */
export function stageWords(f: FulfilmentJson, viewer: FulfilmentViewer): string {
  switch (f.stage) {
    case 'requirements':
      return viewer === 'buyer' ? 'Waiting for your requirements' : 'Waiting for the buyer’s requirements';
    case 'working':
      return 'In work';
    case 'delivered': {
      const by = f.autoAcceptAt
        ? `: ${viewer === 'buyer' ? 'review it' : 'buyer reviews it'} by ${formatDate(f.autoAcceptAt)}`
        : '';
      return `Delivered${by}`;
    }
    case 'revision':
      return 'Revision requested';
    case 'completed':
      return 'Completed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** The due date, with a Late badge while the work is past it. */
export function DueDate({ fulfilment }: { fulfilment: FulfilmentJson }) {
  if (!fulfilment.dueAt) return <span className="text-body-secondary">-</span>;
  return (
    <span>
      {formatDate(fulfilment.dueAt)}
      {fulfilment.late && (
        <Badge bg="danger" className="ms-2" data-testid="late-badge">
          Late
        </Badge>
      )}
    </span>
  );
}

function bytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

/** Downloadable files of an order (served only to its buyer and admins). */
export function OrderFiles({ files }: { files: OrderFileJson[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0 small">
      {files.map((file) => (
        <li key={file._id}>
          <a href={file.url} download={file.name}>
            {file.name}
          </a>{' '}
          <span className="text-body-secondary">({bytes(file.size)})</span>
        </li>
      ))}
    </ul>
  );
}

interface TimelineEntry {
  at: string;
  title: string;
  body?: string;
  files?: OrderFileJson[];
}

function timelineOf(order: OrderJson, f: FulfilmentJson, viewer: FulfilmentViewer): TimelineEntry[] {
  const entries: TimelineEntry[] = [{ at: order.createdAt, title: 'Order placed and paid' }];
  if (f.requirementsSubmittedAt) {
    entries.push({ at: f.requirementsSubmittedAt, title: 'Requirements submitted' });
  }
  f.deliveries.forEach((d, i) =>
    entries.push({
      at: d.createdAt,
      title: i === 0 ? 'Delivered' : `Delivered again (${i + 1})`,
      body: d.message,
      files: d.files,
    }),
  );
  f.revisionRequests.forEach((r) =>
    entries.push({
      at: r.createdAt,
      title: viewer === 'buyer' ? 'You asked for a revision' : 'The buyer asked for a revision',
      body: r.message,
    }),
  );
  if (f.completedAt && f.stage === 'completed') {
    entries.push(
      f.autoAccepted
        ? {
            at: f.completedAt,
            title: 'Completed automatically',
            body: 'The delivery was not answered in time, so it was accepted by itself.',
          }
        : { at: f.completedAt, title: 'Completed' },
    );
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** The order's life, oldest first: paid, requirements, each delivery and revision, completed. */
export function OrderTimeline({ order, viewer }: { order: OrderJson; viewer: FulfilmentViewer }) {
  const f = order.fulfilment;
  if (!f) return null;
  const entries = timelineOf(order, f, viewer);
  return (
    <ListGroup as="ol" className="order-timeline" aria-label="Timeline">
      {entries.map((entry, i) => (
        <ListGroup.Item as="li" key={i}>
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <strong>{entry.title}</strong>
            <time className="small text-body-secondary" dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
          </div>
          {entry.body && (
            <p className="mb-1 mt-1" style={{ whiteSpace: 'pre-line' }}>
              {entry.body}
            </p>
          )}
          {entry.files && <OrderFiles files={entry.files} />}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

/** "1 of 1 revisions left", as issue 30 words it: "revisions" whatever the count. */
export function revisionsLeftWords(f: FulfilmentJson): string {
  return `${revisionsLeft(f)} of ${f.revisions.allowed} revisions left`;
}

/** The buyer's answers to the seller's questions. */
export function RequirementAnswers({ fulfilment }: { fulfilment: FulfilmentJson }) {
  if (fulfilment.requirements.length === 0)
    return <p className="mb-0 text-body-secondary">No questions for this order.</p>;
  return (
    <dl className="mb-0">
      {fulfilment.requirements.map((q, i) => (
        <div key={i} className="mb-2">
          <dt className="fw-semibold">{q.question}</dt>
          <dd className="mb-0">
            {q.answer ? (
              <span style={{ whiteSpace: 'pre-line' }}>{q.answer}</span>
            ) : q.files.length > 0 ? null : fulfilment.requirementsSubmittedAt ? (
              <span className="text-body-secondary">No answer</span>
            ) : (
              <span className="text-body-secondary">Not answered yet</span>
            )}
            <OrderFiles files={q.files} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the work stands, for either side: the stage in words, the due date and revisions left. */
export function FulfilmentProgress({
  fulfilment,
  viewer,
}: {
  fulfilment: FulfilmentJson;
  viewer: FulfilmentViewer;
}) {
  return (
    <DetailSection title="Progress">
      <DetailField label="Stage">
        <span data-testid="order-stage">{stageWords(fulfilment, viewer)}</span>
      </DetailField>
      <DetailField label="Due date">
        <DueDate fulfilment={fulfilment} />
      </DetailField>
      <DetailField label="Revisions">{revisionsLeftWords(fulfilment)}</DetailField>
    </DetailSection>
  );
}
