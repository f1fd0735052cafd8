import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { defineMessages } from 'react-intl';
import { MAX_EXCHANGE_RATE, REFERENCE_CURRENCIES, type CurrenciesJson } from '@market/contracts';
import { errorTextIn, LoadingBlock, toast, useIntlOrDefault, useLoad } from '@market/ui';
import { getExchangeRates, saveExchangeRates } from '../api/invoicing-api';

type NoValues = Record<never, never>;

const messages = defineMessages<{
  title: NoValues;
  intro: { base: string };
  source: { source: string; date: string };
  stale: { base: string };
  invalid: NoValues;
  save: NoValues;
  saving: NoValues;
  saved: NoValues;
  saveFailed: NoValues;
  loading: NoValues;
  loadFailed: NoValues;
  manualNote: NoValues;
}>({
  title: { id: 'admin.exchangeRates.title', defaultMessage: 'Exchange rates' },
  intro: {
    id: 'admin.exchangeRates.intro',
    defaultMessage:
      'Buyers may see prices in another currency, marked approximate; they always pay in {base}. Rates are units of each currency for 1 {base}.',
  },
  source: {
    id: 'admin.exchangeRates.source',
    defaultMessage:
      '{source, select, ecb {European Central Bank rates of {date}} manual {Rates entered by hand on {date}} other {No rates yet}}',
  },
  stale: {
    id: 'admin.exchangeRates.stale',
    defaultMessage:
      'These rates are more than 7 days old: buyers see prices in {base} only until newer ones arrive.',
  },
  invalid: { id: 'admin.exchangeRates.invalid', defaultMessage: 'A number above 0.' },
  save: { id: 'admin.exchangeRates.save', defaultMessage: 'Save rates' },
  saving: { id: 'admin.exchangeRates.saving', defaultMessage: 'Saving…' },
  saved: { id: 'admin.exchangeRates.saved', defaultMessage: 'Exchange rates saved.' },
  saveFailed: { id: 'admin.exchangeRates.saveFailed', defaultMessage: 'Failed to save the exchange rates.' },
  loading: { id: 'admin.exchangeRates.loading', defaultMessage: 'Loading exchange rates' },
  loadFailed: { id: 'admin.exchangeRates.loadFailed', defaultMessage: 'Failed to load the exchange rates.' },
  manualNote: {
    id: 'admin.exchangeRates.manualNote',
    defaultMessage: 'Rates saved here are used until the European Central Bank publishes newer ones.',
  },
});

/** A rate as typed: a positive number in range, else null (the field shows the error). */
export function parseRate(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,6})?$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return rate > 0 && rate <= MAX_EXCHANGE_RATE ? rate : null;
}

function RatesForm({ initial }: { initial: CurrenciesJson }) {
  const intl = useIntlOrDefault();
  const [current, setCurrent] = useState(initial);
  const codes = REFERENCE_CURRENCIES.filter((code) => code !== current.base);
  const textsOf = (answer: CurrenciesJson) =>
    Object.fromEntries(
      codes.map((code) => [code, String(answer.rates.find((entry) => entry.code === code)?.rate ?? '')]),
    );
  const [texts, setTexts] = useState<Record<string, string>>(() => textsOf(initial));
  const [saving, setSaving] = useState(false);
  const filled = codes.filter((code) => texts[code]?.trim());
  const valid = filled.every((code) => parseRate(texts[code]) !== null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    try {
      const saved = await saveExchangeRates({
        rates: filled.map((code) => ({ code, rate: parseRate(texts[code])! })),
      });
      setCurrent(saved);
      setTexts(textsOf(saved));
      toast.success(intl.formatMessage(messages.saved));
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.saveFailed)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="small text-body-secondary">
        {intl.formatMessage(messages.intro, { base: current.base })}
      </p>
      <p className="small mb-2" data-testid="rates-source">
        {intl.formatMessage(messages.source, {
          source: current.source ?? 'none',
          date: current.date
            ? intl.formatDate(`${current.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
            : '',
        })}
      </p>
      {current.stale && (
        <Alert variant="warning">{intl.formatMessage(messages.stale, { base: current.base })}</Alert>
      )}
      <Row className="g-2">
        {codes.map((code) => {
          const text = texts[code] ?? '';
          return (
            <Col key={code} xs={6} sm={4} lg={3}>
              <Form.Group controlId={`rate-${code}`}>
                <Form.Label className="small mb-0">{code}</Form.Label>
                <Form.Control
                  size="sm"
                  inputMode="decimal"
                  value={text}
                  isInvalid={text.trim() !== '' && parseRate(text) === null}
                  onChange={(event) => setTexts((all) => ({ ...all, [code]: event.target.value }))}
                />
                <Form.Control.Feedback type="invalid">
                  {intl.formatMessage(messages.invalid)}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
          );
        })}
      </Row>
      <p className="small text-body-secondary mt-3 mb-0">{intl.formatMessage(messages.manualNote)}</p>
      <Button type="submit" className="mt-2" disabled={saving || !valid}>
        {intl.formatMessage(saving ? messages.saving : messages.save)}
      </Button>
    </Form>
  );
}

const loadRates = () => getExchangeRates();

/** The "Exchange rates" card of the settings screen (settings.write): the rates in use and a hand entry. */
export function ExchangeRatesCard() {
  const intl = useIntlOrDefault();
  const { state } = useLoad('exchange-rates', loadRates);
  return (
    <Card className="mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {intl.formatMessage(messages.title)}
        </Card.Title>
        {state.status === 'loading' && <LoadingBlock inline label={intl.formatMessage(messages.loading)} />}
        {state.status === 'error' && (
          <Alert variant="danger">
            {errorTextIn(intl, state.error, intl.formatMessage(messages.loadFailed))}
          </Alert>
        )}
        {state.status === 'ready' && <RatesForm initial={state.data} />}
      </Card.Body>
    </Card>
  );
}
