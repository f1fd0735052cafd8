import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link } from '@market/router';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { INVOICE_PREFIX_PATTERN, INVOICING_LIMITS, type InvoicingSettingsJson } from '@market/contracts';
import { errorTextIn, LoadingBlock, toast, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { InvoicingPrompt } from '@/shared/components/invoicing-prompt';
import { TextField } from '@/shared/components/text-field';
import { getInvoicingSettings, saveInvoicingSettings } from '../api/invoicing-api';
import { useCan } from '@/shared/lib/use-can';
import { ExchangeRatesCard } from './exchange-rates-card';

const messages = defineMessages({
  saved: { id: 'admin.invoicing.saved', defaultMessage: 'Invoicing settings saved.' },
  saveFailed: { id: 'admin.invoicing.saveFailed', defaultMessage: 'Failed to save the invoicing settings.' },
  pricesIncludeTax: { id: 'admin.invoicing.pricesIncludeTax', defaultMessage: 'Prices include tax' },
  footerPlaceholder: {
    id: 'admin.invoicing.footerPlaceholder',
    defaultMessage: 'Thank you for your business!',
  },
  loading: { id: 'admin.invoicing.loading', defaultMessage: 'Loading settings' },
  legalName: { id: 'admin.invoicing.legalName', defaultMessage: 'Legal name' },
  vatId: { id: 'admin.invoicing.vatId', defaultMessage: 'VAT / tax ID' },
  address: { id: 'admin.invoicing.address', defaultMessage: 'Address' },
  taxRate: { id: 'admin.invoicing.taxRate', defaultMessage: 'Tax rate (%)' },
  taxRateInvalid: { id: 'admin.invoicing.taxRateInvalid', defaultMessage: '0 to 100, at most two decimals.' },
  prefix: { id: 'admin.invoicing.prefix', defaultMessage: 'Invoice prefix' },
  prefixInvalid: {
    id: 'admin.invoicing.prefixInvalid',
    defaultMessage: '1 to 10 letters, digits or dashes.',
  },
  footer: { id: 'admin.invoicing.footer', defaultMessage: 'Footer' },
  loadFailed: { id: 'admin.invoicing.loadFailed', defaultMessage: 'Failed to load the invoicing settings.' },
});

const loadSettings = () => getInvoicingSettings();

/** The tax rate typed, when it is 0 to 100 with at most two decimals; else null. */
export function parseTaxRate(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return null;
  const rate = Number(text.trim());
  return rate <= 100 ? rate : null;
}

function SettingsForm({ initial }: { initial: InvoicingSettingsJson }) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [stored, setStored] = useState(initial);
  const [rate, setRate] = useState(String(initial.taxRatePercent));
  const [saving, setSaving] = useState(false);
  const parsedRate = parseTaxRate(rate);
  const prefixOk = INVOICE_PREFIX_PATTERN.test(values.invoicePrefix);
  const set = <K extends keyof InvoicingSettingsJson>(key: K, value: InvoicingSettingsJson[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const t = intl.formatMessage;
  /** A text setting's value, length limit and change (its label and id are the field's own). */
  const field = (key: keyof typeof INVOICING_LIMITS) => ({
    value: values[key],
    maxLength: INVOICING_LIMITS[key],
    onChange: (value: string) => set(key, value),
    className: '',
  });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (parsedRate === null || !prefixOk) return;
    setSaving(true);
    try {
      const saved = await saveInvoicingSettings({ ...values, taxRatePercent: parsedRate });
      setValues(saved);
      setStored(saved);
      setRate(String(saved.taxRatePercent));
      toast.success(intl.formatMessage(messages.saved));
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.saveFailed)));
    } finally {
      setSaving(false);
    }
  }

  const setUp = stored.legalName.trim() !== '' && stored.address.trim() !== '';
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      {!setUp && <InvoicingPrompt here />}
      <Row className="g-3">
        <Col xs={12} md={6}>
          <TextField {...field('legalName')} id="invoicing-legal-name" label={t(messages.legalName)} />
        </Col>
        <Col xs={12} md={6}>
          <TextField {...field('vatId')} id="invoicing-vat-id" label={t(messages.vatId)} />
        </Col>
        <Col xs={12}>
          <TextField {...field('address')} id="invoicing-address" label={t(messages.address)} rows={3} />
        </Col>
        <Col xs={6} md={3}>
          <TextField
            id="invoicing-tax-rate"
            label={t(messages.taxRate)}
            inputMode="decimal"
            value={rate}
            onChange={setRate}
            error={parsedRate === null ? t(messages.taxRateInvalid) : undefined}
            className=""
          />
        </Col>
        <Col xs={6} md={3}>
          <TextField
            {...field('invoicePrefix')}
            id="invoicing-prefix"
            label={t(messages.prefix)}
            error={prefixOk ? undefined : t(messages.prefixInvalid)}
          />
        </Col>
        <Col xs={12} md={6} className="d-flex align-items-md-end">
          <Form.Check
            type="switch"
            id="invoicing-prices-include-tax"
            label={intl.formatMessage(messages.pricesIncludeTax)}
            checked={values.pricesIncludeTax}
            onChange={(event) => set('pricesIncludeTax', event.target.checked)}
            className="mb-md-2"
          />
        </Col>
        <Col xs={12}>
          <Form.Text>
            {values.pricesIncludeTax ? (
              <FormattedMessage
                id="admin.invoicing.taxIncluded"
                defaultMessage="Buyers pay the listed price; the invoice shows the tax inside it."
              />
            ) : (
              <FormattedMessage
                id="admin.invoicing.taxAdded"
                defaultMessage="The tax is added to the listed price at checkout."
              />
            )}{' '}
            <FormattedMessage
              id="admin.invoicing.numbering"
              defaultMessage="Numbers run {first} onwards; changes apply to orders paid from now on."
              values={{ first: `${values.invoicePrefix || 'INV'}-${new Date().getFullYear()}-000001` }}
            />
          </Form.Text>
        </Col>
        <Col xs={12}>
          <TextField
            {...field('footer')}
            id="invoicing-footer"
            label={t(messages.footer)}
            placeholder={t(messages.footerPlaceholder)}
          />
        </Col>
      </Row>
      <Button type="submit" className="mt-4" disabled={saving}>
        {saving ? (
          <FormattedMessage id="admin.invoicing.saving" defaultMessage="Saving…" />
        ) : (
          <FormattedMessage id="admin.invoicing.save" defaultMessage="Save" />
        )}
      </Button>
    </Form>
  );
}

/** Invoicing (/admin/settings/invoicing): the seller's details and tax on every invoice. */
export function InvoicingSettingsPage() {
  const intl = useIntl();
  const { state } = useLoad('invoicing', loadSettings);
  const canEdit = useCan('settings.write');
  return (
    <AdminScreen className="page-narrow">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">
          <FormattedMessage id="admin.invoicing.title" defaultMessage="Invoicing" />
        </h1>
        <Link to="/admin/invoices">
          <FormattedMessage id="admin.invoicing.invoicesLink" defaultMessage="Invoices" />
        </Link>
      </div>
      <Card>
        <Card.Body>
          {state.status === 'loading' && <LoadingBlock inline label={intl.formatMessage(messages.loading)} />}
          {state.status === 'error' && (
            <Alert variant="danger">
              {errorTextIn(intl, state.error, intl.formatMessage(messages.loadFailed))}
            </Alert>
          )}
          {state.status === 'ready' && <SettingsForm initial={state.data} />}
        </Card.Body>
      </Card>
      {canEdit && <ExchangeRatesCard />}
    </AdminScreen>
  );
}
