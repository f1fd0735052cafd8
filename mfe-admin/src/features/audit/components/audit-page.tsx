import { useState } from 'react';
import { Link, useSearchParams } from '@market/router';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AuditEventJson, AuditVerifyJson } from '@market/contracts';
import { useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { ListStates } from '@/shared/components/list-states';
import { Pager } from '@/shared/components/pager';
import { useFormats } from '@/shared/lib/use-formats';
import {
  AUDIT_PAGE_SIZE,
  auditCsvUrl,
  listAuditEvents,
  verifyAuditChain,
  type AuditFilters,
} from '../api/audit-api';

const FILTER_KEYS = ['action', 'targetType', 'targetId', 'from', 'to'] as const;

const messages = defineMessages({
  before: { id: 'admin.audit.before', defaultMessage: 'Before' },
  after: { id: 'admin.audit.after', defaultMessage: 'After' },
  action: { id: 'admin.audit.action', defaultMessage: 'Action' },
  targetType: { id: 'admin.audit.targetType', defaultMessage: 'Target type' },
  targetId: { id: 'admin.audit.targetId', defaultMessage: 'Target id' },
  from: { id: 'admin.audit.from', defaultMessage: 'From' },
  to: { id: 'admin.audit.to', defaultMessage: 'To' },
  loading: { id: 'admin.audit.loading', defaultMessage: 'Loading events…' },
  pages: { id: 'admin.audit.pages', defaultMessage: 'Audit log pages' },
});

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
  const intl = useIntl();
  const { dateTime } = useFormats();
  const [open, setOpen] = useState(false);
  const link = targetLink(event.target);
  const target = `${event.target.type} ${event.target.id}`;
  return (
    <Card as="li" className="mb-2">
      <Card.Body className="py-2">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <code className="me-1">{event.action}</code>
          <span className="small">
            {event.actor.role ? (
              <FormattedMessage
                id="admin.audit.byWithRole"
                defaultMessage="by <b>{name}</b> ({role})"
                values={{
                  name: event.actor.username,
                  role: event.actor.role,
                  b: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            ) : (
              <FormattedMessage
                id="admin.audit.by"
                defaultMessage="by <b>{name}</b>"
                values={{ name: event.actor.username, b: (chunks) => <strong>{chunks}</strong> }}
              />
            )}
          </span>
          <span className="small text-body-secondary">
            <FormattedMessage
              id="admin.audit.on"
              defaultMessage="on {target}"
              values={{ target: link ? <Link to={link}>{target}</Link> : target }}
            />
          </span>
          <span className="small text-body-secondary ms-md-auto text-nowrap">{dateTime(event.at)}</span>
          <Button
            size="sm"
            variant="link"
            aria-expanded={open}
            aria-controls={`event-${event._id}`}
            onClick={() => setOpen(!open)}
          >
            {open ? (
              <FormattedMessage id="admin.audit.hideChanges" defaultMessage="Hide changes" />
            ) : (
              <FormattedMessage id="admin.audit.showChanges" defaultMessage="Show changes" />
            )}
          </Button>
        </div>
        {open && (
          <div id={`event-${event._id}`} className="row g-2 mt-1">
            <Values label={intl.formatMessage(messages.before)} values={event.before} />
            <Values label={intl.formatMessage(messages.after)} values={event.after} />
            <p className="small text-body-secondary mb-0 text-break">
              <FormattedMessage
                id="admin.audit.trace"
                defaultMessage="IP {ip} · request {request} · hash {hash}…"
                values={{
                  ip: event.ip ?? '—',
                  request: event.requestId ?? '—',
                  hash: event.hash.slice(0, 16),
                }}
              />
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
        <FormattedMessage id="admin.audit.verify" defaultMessage="Verify chain" />
      </Button>
      <span role="status" className="small">
        {result === 'failed' && (
          <FormattedMessage id="admin.audit.verifyFailed" defaultMessage="Could not check the chain." />
        )}
        {typeof result === 'object' && result.ok && (
          <FormattedMessage
            id="admin.audit.intact"
            defaultMessage="Chain intact: {count, plural, one {# event} other {# events}}."
            values={{ count: result.events }}
          />
        )}
        {typeof result === 'object' && !result.ok && (
          <FormattedMessage
            id="admin.audit.broken"
            defaultMessage="Chain broken at event {event}."
            values={{ event: result.brokenAt }}
          />
        )}
      </span>
    </div>
  );
}

/** Audit log (/admin/audit): who changed what, filtered, with each event's before and after. */
export function AuditPage() {
  const intl = useIntl();
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
        <h1 className="h2 mb-0 me-auto">
          <FormattedMessage id="admin.audit.title" defaultMessage="Audit log" />
        </h1>
        <VerifyChain />
      </div>
      <Form
        className="row g-2 align-items-end mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          show(draft);
        }}
      >
        {field('action', intl.formatMessage(messages.action))}
        {field('targetType', intl.formatMessage(messages.targetType))}
        {field('targetId', intl.formatMessage(messages.targetId))}
        {field('from', intl.formatMessage(messages.from), 'date')}
        {field('to', intl.formatMessage(messages.to), 'date')}
        <div className="col-12 col-md-auto d-flex gap-2">
          <Button type="submit" size="sm" variant="outline-primary">
            <FormattedMessage id="admin.audit.show" defaultMessage="Show" />
          </Button>
          <a className="btn btn-sm btn-primary" href={auditCsvUrl(filters)} download>
            <FormattedMessage id="admin.audit.downloadCsv" defaultMessage="Download CSV" />
          </a>
        </div>
      </Form>
      <ListStates
        state={state}
        loadingLabel={intl.formatMessage(messages.loading)}
        failed={
          <FormattedMessage id="admin.audit.loadFailed" defaultMessage="Failed to fetch the audit log." />
        }
        empty={<FormattedMessage id="admin.audit.empty" defaultMessage="No events match." />}
        count={(data) => (
          <FormattedMessage
            id="admin.audit.count"
            defaultMessage="{count, plural, one {# event} other {# events}}"
            values={{ count: data.total }}
          />
        )}
      >
        {(data) => (
          <>
            <ul className="list-unstyled">
              {data.items.map((event) => (
                <EventCard key={event._id} event={event} />
              ))}
            </ul>
            <Pager
              page={page}
              pages={Math.ceil(data.total / AUDIT_PAGE_SIZE)}
              onPage={(next) => show(filters, next)}
              label={intl.formatMessage(messages.pages)}
            />
          </>
        )}
      </ListStates>
    </AdminScreen>
  );
}
