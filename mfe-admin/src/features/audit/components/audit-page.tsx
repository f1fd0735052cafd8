import { useState } from 'react';
import { Link, useSearchParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { formatDateTime, type AuditEventJson, type AuditVerifyJson } from '@market/contracts';
import { LoadingBlock, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { Pager } from '@/shared/components/pager';
import {
  AUDIT_PAGE_SIZE,
  auditCsvUrl,
  listAuditEvents,
  verifyAuditChain,
  type AuditFilters,
} from '../api/audit-api';

const FILTER_KEYS = ['action', 'targetType', 'targetId', 'from', 'to'] as const;

function fromSearch(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return { filters, page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
}

const loadEvents = (query: string) => {
  const { filters, page } = fromSearch(new URLSearchParams(query));
  return listAuditEvents(filters, page);
};

/** The screen an event's target lives on, when it has one. */
function targetLink(target: AuditEventJson['target']): string | undefined {
  if (target.type === 'order') return `/admin/orders/${target.id}`;
  if (target.type === 'service') return `/admin/services/edit/${target.id}`;
  return undefined;
}

function Values({ label, values }: { label: string; values: AuditEventJson['before'] }) {
  return (
    <div className="col-12 col-md-6">
      <h3 className="h6 small text-body-secondary mb-1">{label}</h3>
      {values ? (
        <pre className="small bg-body-tertiary border rounded p-2 mb-0 text-wrap text-break">
          {JSON.stringify(values, null, 2)}
        </pre>
      ) : (
        <p className="small text-body-secondary mb-0">—</p>
      )}
    </div>
  );
}

function EventCard({ event }: { event: AuditEventJson }) {
  const [open, setOpen] = useState(false);
  const link = targetLink(event.target);
  return (
    <Card as="li" className="mb-2">
      <Card.Body className="py-2">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <code className="me-1">{event.action}</code>
          <span className="small">
            by <strong>{event.actor.username}</strong>
            {event.actor.role ? ` (${event.actor.role})` : ''}
          </span>
          <span className="small text-body-secondary">
            on{' '}
            {link ? (
              <Link to={link}>{`${event.target.type} ${event.target.id}`}</Link>
            ) : (
              `${event.target.type} ${event.target.id}`
            )}
          </span>
          <span className="small text-body-secondary ms-md-auto text-nowrap">{formatDateTime(event.at)}</span>
          <Button
            size="sm"
            variant="link"
            aria-expanded={open}
            aria-controls={`event-${event._id}`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide changes' : 'Show changes'}
          </Button>
        </div>
        {open && (
          <div id={`event-${event._id}`} className="row g-2 mt-1">
            <Values label="Before" values={event.before} />
            <Values label="After" values={event.after} />
            <p className="small text-body-secondary mb-0 text-break">
              IP {event.ip ?? '—'} · request {event.requestId ?? '—'} · hash {event.hash.slice(0, 16)}…
            </p>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

function VerifyChain() {
  const [result, setResult] = useState<AuditVerifyJson | 'failed' | undefined>();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => verifyAuditChain().then(setResult, () => setResult('failed'))}
      >
        Verify chain
      </Button>
      <span role="status" className="small">
        {result === 'failed' && 'Could not check the chain.'}
        {typeof result === 'object' && result.ok && `Chain intact: ${result.events} events.`}
        {typeof result === 'object' && !result.ok && `Chain broken at event ${result.brokenAt}.`}
      </span>
    </div>
  );
}

/** Audit log (/admin/audit): who changed what, filtered, with each event's before and after. */
export function AuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, page } = fromSearch(searchParams);
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const query = new URLSearchParams({ ...filters, page: String(page) }).toString();
  const { state } = useLoad(query, loadEvents);

  function show(next: AuditFilters, nextPage = 1) {
    const params = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) params.set(key, next[key]!);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params, { replace: true });
  }

  const field = (key: (typeof FILTER_KEYS)[number], label: string, type = 'text') => (
    <Form.Group className="col-6 col-md" controlId={`audit-${key}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        size="sm"
        type={type}
        value={draft[key] ?? ''}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </Form.Group>
  );

  return (
    <AdminScreen>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">Audit log</h1>
        <VerifyChain />
      </div>
      <Form
        className="row g-2 align-items-end mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          show(draft);
        }}
      >
        {field('action', 'Action')}
        {field('targetType', 'Target type')}
        {field('targetId', 'Target id')}
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
        <div className="col-12 col-md-auto d-flex gap-2">
          <Button type="submit" size="sm" variant="outline-primary">
            Show
          </Button>
          <a className="btn btn-sm btn-primary" href={auditCsvUrl(filters)} download>
            Download CSV
          </a>
        </div>
      </Form>
      {state.status === 'loading' && <LoadingBlock label="Loading events…" />}
      {state.status === 'error' && <Alert variant="danger">Failed to fetch the audit log.</Alert>}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <Alert variant="light" className="border">
          No events match.
        </Alert>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {state.data.total} {state.data.total === 1 ? 'event' : 'events'}
          </p>
          <ul className="list-unstyled">
            {state.data.items.map((event) => (
              <EventCard key={event._id} event={event} />
            ))}
          </ul>
          <Pager
            page={page}
            pages={Math.ceil(state.data.total / AUDIT_PAGE_SIZE)}
            onPage={(next) => show(filters, next)}
            label="Audit log pages"
          />
        </>
      )}
    </AdminScreen>
  );
}
