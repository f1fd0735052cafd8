import { DetailField, DetailSection } from '../detail-section';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { defineMessages, type IntlShape } from 'react-intl';
import {
  EXTRA_REVISION,
  formatDate,
  formatDateTime,
  milestoneDue,
  revisionsLeft,
  type FulfilmentJson,
  type OrderFileJson,
  type OrderJson,
  type OrderMilestoneJson,
} from '@market/contracts';
import { fileSizeIn } from './file-choice';
import { useIntlOrDefault } from '../i18n/intl-or-default';

const messages = defineMessages({
  stageRequirementsBuyer: {
    id: 'ui.stage.requirements.buyer',
    defaultMessage: 'Waiting for your requirements',
  },
  stageRequirementsAdmin: {
    id: 'ui.stage.requirements.admin',
    defaultMessage: 'Waiting for the buyer’s requirements',
  },
  stageWorking: { id: 'ui.stage.working', defaultMessage: 'In work' },
  stageDelivered: { id: 'ui.stage.delivered', defaultMessage: 'Delivered' },
  stageRevision: { id: 'ui.stage.revision', defaultMessage: 'Revision requested' },
  stageCompleted: { id: 'ui.stage.completed', defaultMessage: 'Completed' },
  stageCancelled: { id: 'ui.stage.cancelled', defaultMessage: 'Cancelled' },
  late: { id: 'ui.fulfilment.late', defaultMessage: 'Late' },
  timeline: { id: 'ui.timeline.label', defaultMessage: 'Timeline' },
  placed: { id: 'ui.timeline.placed', defaultMessage: 'Order placed and paid' },
  requirementsSubmitted: {
    id: 'ui.timeline.requirementsSubmitted',
    defaultMessage: 'Requirements submitted',
  },
  delivered: { id: 'ui.timeline.delivered', defaultMessage: 'Delivered' },
  revisionBuyer: { id: 'ui.timeline.revision.buyer', defaultMessage: 'You asked for a revision' },
  revisionAdmin: { id: 'ui.timeline.revision.admin', defaultMessage: 'The buyer asked for a revision' },
  completed: { id: 'ui.timeline.completed', defaultMessage: 'Completed' },
  autoCompleted: { id: 'ui.timeline.autoCompleted', defaultMessage: 'Completed automatically' },
  autoCompletedBody: {
    id: 'ui.timeline.autoCompleted.body',
    defaultMessage: 'The delivery was not answered in time, so it was accepted by itself.',
  },
  extraRevision: { id: 'ui.timeline.extraRevision', defaultMessage: '1 more revision' },
  noQuestions: { id: 'ui.requirements.noQuestions', defaultMessage: 'No questions for this order.' },
  noAnswer: { id: 'ui.requirements.noAnswer', defaultMessage: 'No answer' },
  notAnsweredYet: { id: 'ui.requirements.notAnsweredYet', defaultMessage: 'Not answered yet' },
  progress: { id: 'ui.fulfilment.progress', defaultMessage: 'Progress' },
  stage: { id: 'ui.fulfilment.stage', defaultMessage: 'Stage' },
  dueDate: { id: 'ui.fulfilment.dueDate', defaultMessage: 'Due date' },
  revisions: { id: 'ui.fulfilment.revisions', defaultMessage: 'Revisions' },
});

const withValues = defineMessages<{
  stageDeliveredBuyer: { date: string };
  stageDeliveredAdmin: { date: string };
  deliveredAgain: { count: number };
  revisionsLeft: { left: number; allowed: number };
  extraAdded: { extra: string };
  extraInvoice: { number: string };
  milestonePaid: { position: number };
  milestoneAccepted: { position: number };
  milestoneDueBuyer: { accepted: number; next: number };
  milestoneDueAdmin: { accepted: number; next: number };
}>({
  milestonePaid: { id: 'ui.timeline.milestonePaid', defaultMessage: 'Milestone {position} paid' },
  milestoneAccepted: { id: 'ui.timeline.milestoneAccepted', defaultMessage: 'Milestone {position} accepted' },
  milestoneDueBuyer: {
    id: 'ui.stage.milestoneDue.buyer',
    defaultMessage: 'Milestone {accepted} accepted: pay milestone {next} to start it',
  },
  milestoneDueAdmin: {
    id: 'ui.stage.milestoneDue.admin',
    defaultMessage: 'Milestone {accepted} accepted: waiting for the buyer to pay milestone {next}',
  },
  extraAdded: { id: 'ui.timeline.extraAdded', defaultMessage: 'Added to the order: {extra}' },
  extraInvoice: { id: 'ui.timeline.extraInvoice', defaultMessage: 'Invoice {number}' },
  stageDeliveredBuyer: { id: 'ui.stage.delivered.buyer', defaultMessage: 'Delivered: review it by {date}' },
  stageDeliveredAdmin: {
    id: 'ui.stage.delivered.admin',
    defaultMessage: 'Delivered: buyer reviews it by {date}',
  },
  deliveredAgain: { id: 'ui.timeline.deliveredAgain', defaultMessage: 'Delivered again ({count})' },
  revisionsLeft: { id: 'ui.fulfilment.revisionsLeft', defaultMessage: '{left} of {allowed} revisions left' },
});

/** Who reads the stage: the buyer is told what to do, the admin what the buyer does. */
export type FulfilmentViewer = 'buyer' | 'admin';

/**
 * The order's stage in `intl`'s language ("Waiting for your requirements", "Delivered: review it
 * by Nov 28, 2026").
 */
export function stageWords(intl: IntlShape, f: FulfilmentJson, viewer: FulfilmentViewer): string {
  switch (f.stage) {
    case 'requirements':
      return intl.formatMessage(
        viewer === 'buyer' ? messages.stageRequirementsBuyer : messages.stageRequirementsAdmin,
      );
    case 'working':
      return intl.formatMessage(messages.stageWorking);
    case 'delivered':
      if (!f.autoAcceptAt) return intl.formatMessage(messages.stageDelivered);
      return intl.formatMessage(
        viewer === 'buyer' ? withValues.stageDeliveredBuyer : withValues.stageDeliveredAdmin,
        {
          date: formatDate(f.autoAcceptAt, intl.locale),
        },
      );
    case 'revision':
      return intl.formatMessage(messages.stageRevision);
    case 'completed':
      return intl.formatMessage(messages.stageCompleted);
    case 'cancelled':
      return intl.formatMessage(messages.stageCancelled);
  }
}

/** The due date, with a Late badge while the work is past it. */
export function DueDate({ fulfilment }: { fulfilment: FulfilmentJson }) {
  const intl = useIntlOrDefault();
  if (!fulfilment.dueAt) return <span className="text-body-secondary">-</span>;
  return (
    <span>
      {formatDate(fulfilment.dueAt, intl.locale)}
      {fulfilment.late && (
        <Badge bg="danger" className="ms-2" data-testid="late-badge">
          {intl.formatMessage(messages.late)}
        </Badge>
      )}
    </span>
  );
}

/** Downloadable files of an order (served only to its buyer and admins). */
export function OrderFiles({ files }: { files: OrderFileJson[] }) {
  const intl = useIntlOrDefault();
  if (files.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0 small">
      {files.map((file) => (
        <li key={file._id}>
          <a href={file.url} download={file.name}>
            {file.name}
          </a>{' '}
          <span className="text-body-secondary">({fileSizeIn(intl, file.size)})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Where an invoice after the order's first (an extra bought during it, a later milestone's) is
 * downloaded as a PDF, by its buyer or staff.
 */
export const laterInvoiceUrl = (orderId: string, number: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/invoices/${encodeURIComponent(number)}`;

/** An invoice number that downloads its PDF. */
export function InvoiceLink({ orderId, number }: { orderId: string; number: string }) {
  const intl = useIntlOrDefault();
  return (
    <a href={laterInvoiceUrl(orderId, number)} download={`${number}.pdf`}>
      {intl.formatMessage(withValues.extraInvoice, { number })}
    </a>
  );
}

interface TimelineEntry {
  at: string;
  title: string;
  body?: string;
  /** The number of the invoice this step issued (not the order's first). */
  invoice?: string;
  files?: OrderFileJson[];
}

function timelineOf(
  intl: IntlShape,
  order: OrderJson,
  f: FulfilmentJson,
  viewer: FulfilmentViewer,
): TimelineEntry[] {
  const t = intl.formatMessage;
  const entries: TimelineEntry[] = [{ at: order.createdAt, title: t(messages.placed) }];
  if (f.requirementsSubmittedAt) {
    entries.push({ at: f.requirementsSubmittedAt, title: t(messages.requirementsSubmitted) });
  }
  f.deliveries.forEach((d, i) =>
    entries.push({
      at: d.createdAt,
      title: i === 0 ? t(messages.delivered) : t(withValues.deliveredAgain, { count: i + 1 }),
      body: d.message,
      files: d.files,
    }),
  );
  f.revisionRequests.forEach((r) =>
    entries.push({
      at: r.createdAt,
      title: t(viewer === 'buyer' ? messages.revisionBuyer : messages.revisionAdmin),
      body: r.message,
    }),
  );
  for (const extra of order.extras ?? []) {
    if (extra.boughtAt !== 'mid-order' || !extra.paidAt) continue;
    entries.push({
      at: extra.paidAt,
      title: t(withValues.extraAdded, {
        extra: extra.extraId === EXTRA_REVISION ? t(messages.extraRevision) : extra.title,
      }),
      invoice: extra.invoiceNumber,
    });
  }
  const milestones = order.milestones ?? [];
  for (const milestone of milestones) {
    const { position } = milestone;
    // The first one's payment is the order's own ("Order placed and paid").
    if (position > 1 && milestone.paidAt) {
      entries.push({
        at: milestone.paidAt,
        title: t(withValues.milestonePaid, { position }),
        invoice: milestone.invoiceNumber ?? undefined,
      });
    }
    if (milestone.acceptedAt) {
      entries.push({ at: milestone.acceptedAt, title: t(withValues.milestoneAccepted, { position }) });
    }
  }
  // A split order is completed once, when its last milestone is accepted or the buyer stops.
  const ended = milestones.length === 0 || order.order_status === 'completed';
  if (f.completedAt && f.stage === 'completed' && ended) {
    entries.push(
      f.autoAccepted
        ? { at: f.completedAt, title: t(messages.autoCompleted), body: t(messages.autoCompletedBody) }
        : { at: f.completedAt, title: t(messages.completed) },
    );
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** The order's life, oldest first: paid, requirements, each delivery, revision and extra bought, completed. */
export function OrderTimeline({ order, viewer }: { order: OrderJson; viewer: FulfilmentViewer }) {
  const intl = useIntlOrDefault();
  const f = order.fulfilment;
  if (!f) return null;
  const entries = timelineOf(intl, order, f, viewer);
  return (
    <ListGroup as="ol" className="order-timeline" aria-label={intl.formatMessage(messages.timeline)}>
      {entries.map((entry, i) => (
        <ListGroup.Item as="li" key={i}>
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <strong>{entry.title}</strong>
            <time className="small text-body-secondary" dateTime={entry.at}>
              {formatDateTime(entry.at, intl.locale)}
            </time>
          </div>
          {entry.body && (
            <p className="mb-1 mt-1" style={{ whiteSpace: 'pre-line' }}>
              {entry.body}
            </p>
          )}
          {entry.invoice && (
            <div className="small">
              <InvoiceLink orderId={order._id} number={entry.invoice} />
            </div>
          )}
          {entry.files && <OrderFiles files={entry.files} />}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

/**
 * "1 of 1 revisions left", as issue 30 words it in English: "revisions" whatever the count (the
 * other languages agree with the number allowed).
 */
export function revisionsLeftWords(intl: IntlShape, f: FulfilmentJson): string {
  return intl.formatMessage(withValues.revisionsLeft, {
    left: revisionsLeft(f),
    allowed: f.revisions.allowed,
  });
}

/** The buyer's answers to the seller's questions. */
export function RequirementAnswers({ fulfilment }: { fulfilment: FulfilmentJson }) {
  const intl = useIntlOrDefault();
  if (fulfilment.requirements.length === 0)
    return <p className="mb-0 text-body-secondary">{intl.formatMessage(messages.noQuestions)}</p>;
  return (
    <dl className="mb-0">
      {fulfilment.requirements.map((q, i) => (
        <div key={i} className="mb-2">
          <dt className="fw-semibold">{q.question}</dt>
          <dd className="mb-0">
            {q.answer ? (
              <span style={{ whiteSpace: 'pre-line' }}>{q.answer}</span>
            ) : q.files.length > 0 ? null : fulfilment.requirementsSubmittedAt ? (
              <span className="text-body-secondary">{intl.formatMessage(messages.noAnswer)}</span>
            ) : (
              <span className="text-body-secondary">{intl.formatMessage(messages.notAnsweredYet)}</span>
            )}
            <OrderFiles files={q.files} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Where the work stands, for either side: the stage in words, the due date and revisions left.
 * Between two milestones it says which one was accepted and which waits for its payment.
 */
export function FulfilmentProgress({
  fulfilment,
  milestones = [],
  viewer,
}: {
  fulfilment: FulfilmentJson;
  milestones?: OrderMilestoneJson[];
  viewer: FulfilmentViewer;
}) {
  const intl = useIntlOrDefault();
  const due = fulfilment.stage === 'completed' ? milestoneDue(milestones) : undefined;
  return (
    <DetailSection title={intl.formatMessage(messages.progress)}>
      <DetailField label={intl.formatMessage(messages.stage)}>
        <span data-testid="order-stage">
          {due
            ? intl.formatMessage(
                viewer === 'buyer' ? withValues.milestoneDueBuyer : withValues.milestoneDueAdmin,
                { accepted: due.position - 1, next: due.position },
              )
            : stageWords(intl, fulfilment, viewer)}
        </span>
      </DetailField>
      <DetailField label={intl.formatMessage(messages.dueDate)}>
        {due ? <span className="text-body-secondary">-</span> : <DueDate fulfilment={fulfilment} />}
      </DetailField>
      <DetailField label={intl.formatMessage(messages.revisions)}>
        {revisionsLeftWords(intl, fulfilment)}
      </DetailField>
    </DetailSection>
  );
}
