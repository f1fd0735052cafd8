import { useState } from 'react';
import { Link, useSearchParams } from '@market/router';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { InvoiceDocumentJson } from '@market/contracts';
import { useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { ListStates } from '@/shared/components/list-states';
import { Pager } from '@/shared/components/pager';
import { useFormats } from '@/shared/lib/use-formats';
import {
  currentMonth,
  INVOICES_PAGE_SIZE,
  invoicesCsvUrl,
  listInvoices,
  type Period,
} from '../api/invoicing-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const messages = defineMessages({
  number: { id: 'admin.invoices.number', defaultMessage: 'Number' },
  date: { id: 'admin.invoices.date', defaultMessage: 'Date' },
  buyer: { id: 'admin.invoices.buyer', defaultMessage: 'Buyer' },
  company: { id: 'admin.invoices.company', defaultMessage: 'Company' },
  vatId: { id: 'admin.invoices.vatId', defaultMessage: 'VAT ID' },
  net: { id: 'admin.invoices.net', defaultMessage: 'Net' },
  tax: { id: 'admin.invoices.tax', defaultMessage: 'Tax' },
  total: { id: 'admin.invoices.total', defaultMessage: 'Total' },
  order: { id: 'admin.invoices.order', defaultMessage: 'Order' },
  details: { id: 'admin.invoices.details', defaultMessage: 'Details' },
  netTax: { id: 'admin.invoices.netTax', defaultMessage: 'Net / Tax' },
  loading: { id: 'admin.invoices.loading', defaultMessage: 'Loading invoices…' },
  pages: { id: 'admin.invoices.pages', defaultMessage: 'Invoices pages' },
});

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
  const { money, date } = useFormats();
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage {...messages.number} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.date} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.buyer} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.company} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.vatId} />
          </th>
          <th scope="col" className="text-end">
            <FormattedMessage {...messages.net} />
          </th>
          <th scope="col" className="text-end">
            <FormattedMessage {...messages.tax} />
          </th>
          <th scope="col" className="text-end">
            <FormattedMessage {...messages.total} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.order} />
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => (
          <tr key={doc.number}>
            <td className="font-monospace small text-nowrap">{doc.number}</td>
            <td className="text-nowrap">{date(doc.issuedAt)}</td>
            {/* Billing text is the buyer's: a long word wraps instead of pushing the amounts off screen. */}
            <td className="text-break">{doc.buyer}</td>
            <td className="text-break">{doc.company || '-'}</td>
            <td className="text-break">{doc.vatId || '-'}</td>
            <td className="text-end">{money(doc.net)}</td>
            <td className="text-end">{money(doc.tax)}</td>
            <td className="text-end fw-semibold">{money(doc.total)}</td>
            <td>
              <Link to={`/admin/orders/${doc.orderId}`}>
                <FormattedMessage {...messages.details} />
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function DocumentCards({ documents }: { documents: InvoiceDocumentJson[] }) {
  const { money, date } = useFormats();
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
              <dt className="col-5">
                <FormattedMessage {...messages.date} />
              </dt>
              <dd className="col-7">{date(doc.issuedAt)}</dd>
              <dt className="col-5">
                <FormattedMessage {...messages.buyer} />
              </dt>
              <dd className="col-7 text-break">{doc.buyer}</dd>
              <dt className="col-5">
                <FormattedMessage {...messages.company} />
              </dt>
              <dd className="col-7 text-break">{doc.company || '-'}</dd>
              <dt className="col-5">
                <FormattedMessage {...messages.vatId} />
              </dt>
              <dd className="col-7 text-break">{doc.vatId || '-'}</dd>
              <dt className="col-5">
                <FormattedMessage {...messages.netTax} />
              </dt>
              <dd className="col-7">
                {money(doc.net)} / {money(doc.tax)}
              </dd>
            </dl>
            <Link className="btn btn-sm btn-outline-primary" to={`/admin/orders/${doc.orderId}`}>
              <FormattedMessage {...messages.details} />
            </Link>
          </Card.Body>
        </Card>
      ))}
    </div>
  );
}

/** Invoices (/admin/invoices): the period's invoices and credit notes, paged, and their CSV. */
export function InvoicesPage() {
  const intl = useIntl();
  const { date } = useFormats();
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
        <h1 className="h2 mb-0 me-auto">
          <FormattedMessage id="admin.invoices.title" defaultMessage="Invoices" />
        </h1>
        <Link to="/admin/settings/invoicing">
          <FormattedMessage id="admin.invoices.settingsLink" defaultMessage="Invoicing settings" />
        </Link>
      </div>
      <Form
        className="d-flex flex-wrap align-items-end gap-2 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (draftOk) show(draft);
        }}
      >
        <Form.Group controlId="invoices-from">
          <Form.Label className="small mb-1">
            <FormattedMessage id="admin.invoices.from" defaultMessage="From" />
          </Form.Label>
          <Form.Control
            type="date"
            size="sm"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </Form.Group>
        <Form.Group controlId="invoices-to">
          <Form.Label className="small mb-1">
            <FormattedMessage id="admin.invoices.to" defaultMessage="To" />
          </Form.Label>
          <Form.Control
            type="date"
            size="sm"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </Form.Group>
        <Button type="submit" size="sm" variant="outline-primary" disabled={!draftOk}>
          <FormattedMessage id="admin.invoices.show" defaultMessage="Show" />
        </Button>
        <a className="btn btn-sm btn-primary ms-sm-auto" href={invoicesCsvUrl(period)} download>
          <FormattedMessage id="admin.invoices.downloadCsv" defaultMessage="Download CSV" />
        </a>
      </Form>
      <ListStates
        state={state}
        loadingLabel={intl.formatMessage(messages.loading)}
        failed={
          <FormattedMessage id="admin.invoices.loadFailed" defaultMessage="Failed to fetch invoices." />
        }
        empty={<FormattedMessage id="admin.invoices.empty" defaultMessage="No invoices in this period." />}
        count={(data) => (
          <FormattedMessage
            id="admin.invoices.count"
            defaultMessage="{count, plural, one {# document} other {# documents}} from {from} to {to}"
            values={{
              count: data.total,
              from: date(`${period.from}T12:00:00Z`),
              to: date(`${period.to}T12:00:00Z`),
            }}
          />
        )}
      >
        {(data) => (
          <>
            <div className="d-none d-lg-block">
              <DocumentsTable documents={data.items} />
            </div>
            <div className="d-lg-none">
              <DocumentCards documents={data.items} />
            </div>
            <Pager
              page={page}
              pages={Math.ceil(data.total / INVOICES_PAGE_SIZE)}
              onPage={(next) => show(period, next)}
              label={intl.formatMessage(messages.pages)}
            />
          </>
        )}
      </ListStates>
    </AdminScreen>
  );
}
