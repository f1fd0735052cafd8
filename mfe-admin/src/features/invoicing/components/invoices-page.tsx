import { useState } from 'react';
import { Link, useSearchParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatDate, formatDollars, type InvoiceDocumentJson } from '@market/contracts';
import { LoadingBlock, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { Pager } from '@/shared/components/pager';
import {
  currentMonth,
  INVOICES_PAGE_SIZE,
  invoicesCsvUrl,
  listInvoices,
  type Period,
} from '../api/invoicing-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Credit notes are negative: -$8.33, not $-8.33. */
const money = (dollars: number) => (dollars < 0 ? `-${formatDollars(-dollars)}` : formatDollars(dollars));

/** The period and page in the URL (?from=&to=&page=), this month when absent or unreadable. */
function fromSearch(params: URLSearchParams): { period: Period; page: number } {
  const fallback = currentMonth();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period = DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : fallback;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { period, page };
}

const loadInvoices = (query: string) => {
  const { period, page } = fromSearch(new URLSearchParams(query));
  return listInvoices(period, page);
};

function DocumentsTable({ documents }: { documents: InvoiceDocumentJson[] }) {
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Date</th>
          <th scope="col">Buyer</th>
          <th scope="col">Company</th>
          <th scope="col">VAT ID</th>
          <th scope="col" className="text-end">
            Net
          </th>
          <th scope="col" className="text-end">
            Tax
          </th>
          <th scope="col" className="text-end">
            Total
          </th>
          <th scope="col">Order</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => (
          <tr key={doc.number}>
            <td className="font-monospace small text-nowrap">{doc.number}</td>
            <td className="text-nowrap">{formatDate(doc.issuedAt)}</td>
            {/* Billing text is the buyer's: a long word wraps instead of pushing the amounts off screen. */}
            <td className="text-break">{doc.buyer}</td>
            <td className="text-break">{doc.company || '-'}</td>
            <td className="text-break">{doc.vatId || '-'}</td>
            <td className="text-end">{money(doc.net)}</td>
            <td className="text-end">{money(doc.tax)}</td>
            <td className="text-end fw-semibold">{money(doc.total)}</td>
            <td>
              <Link to={`/admin/orders/${doc.orderId}`}>Details</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function DocumentCards({ documents }: { documents: InvoiceDocumentJson[] }) {
  return (
    <div className="d-grid gap-3">
      {documents.map((doc) => (
        <Card key={doc.number}>
          <Card.Body>
            <Card.Title as="h2" className="h6 d-flex justify-content-between gap-2">
              <span className="font-monospace">{doc.number}</span>
              <span>{money(doc.total)}</span>
            </Card.Title>
            <dl className="row small mb-2">
              <dt className="col-5">Date</dt>
              <dd className="col-7">{formatDate(doc.issuedAt)}</dd>
              <dt className="col-5">Buyer</dt>
              <dd className="col-7 text-break">{doc.buyer}</dd>
              <dt className="col-5">Company</dt>
              <dd className="col-7 text-break">{doc.company || '-'}</dd>
              <dt className="col-5">VAT ID</dt>
              <dd className="col-7 text-break">{doc.vatId || '-'}</dd>
              <dt className="col-5">Net / Tax</dt>
              <dd className="col-7">
                {money(doc.net)} / {money(doc.tax)}
              </dd>
            </dl>
            <Link className="btn btn-sm btn-outline-primary" to={`/admin/orders/${doc.orderId}`}>
              Details
            </Link>
          </Card.Body>
        </Card>
      ))}
    </div>
  );
}

/** Invoices (/admin/invoices): the period's invoices and credit notes, paged, and their CSV. */
export function InvoicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { period, page } = fromSearch(searchParams);
  const [draft, setDraft] = useState(period);
  const query = new URLSearchParams({ from: period.from, to: period.to, page: String(page) }).toString();
  const { state } = useLoad(query, loadInvoices);
  const draftOk = DAY.test(draft.from) && DAY.test(draft.to) && draft.from <= draft.to;

  function show(next: Period, nextPage = 1) {
    const params = new URLSearchParams({ from: next.from, to: next.to });
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params, { replace: true });
  }

  return (
    <AdminScreen>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">Invoices</h1>
        <Link to="/admin/settings/invoicing">Invoicing settings</Link>
      </div>
      <Form
        className="d-flex flex-wrap align-items-end gap-2 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (draftOk) show(draft);
        }}
      >
        <Form.Group controlId="invoices-from">
          <Form.Label className="small mb-1">From</Form.Label>
          <Form.Control
            type="date"
            size="sm"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </Form.Group>
        <Form.Group controlId="invoices-to">
          <Form.Label className="small mb-1">To</Form.Label>
          <Form.Control
            type="date"
            size="sm"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </Form.Group>
        <Button type="submit" size="sm" variant="outline-primary" disabled={!draftOk}>
          Show
        </Button>
        <a className="btn btn-sm btn-primary ms-sm-auto" href={invoicesCsvUrl(period)} download>
          Download CSV
        </a>
      </Form>
      {state.status === 'loading' && <LoadingBlock label="Loading invoices…" />}
      {state.status === 'error' && <Alert variant="danger">Failed to fetch invoices.</Alert>}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <Alert variant="light" className="border">
          No invoices in this period.
        </Alert>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {state.data.total} {state.data.total === 1 ? 'document' : 'documents'} from{' '}
            {formatDate(`${period.from}T12:00:00Z`)} to {formatDate(`${period.to}T12:00:00Z`)}
          </p>
          <div className="d-none d-lg-block">
            <DocumentsTable documents={state.data.items} />
          </div>
          <div className="d-lg-none">
            <DocumentCards documents={state.data.items} />
          </div>
          <Pager
            page={page}
            pages={Math.ceil(state.data.total / INVOICES_PAGE_SIZE)}
            onPage={(next) => show(period, next)}
            label="Invoices pages"
          />
        </>
      )}
    </AdminScreen>
  );
}
