import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import type { Period } from '../api/analytics-api';
import { customPeriod, PRESETS, type Preset } from '../lib/periods';
import { m } from '../messages';

const LABELS: Record<Preset, MessageDescriptor> = {
  '7': m.preset7,
  '30': m.preset30,
  '90': m.preset90,
  month: m.presetMonth,
  custom: m.presetCustom,
};

/** 7, 30, 90 days, this month, or two days of the owner's choice. */
export function PeriodPicker({
  preset,
  period,
  onPreset,
  onCustom,
}: {
  preset: Preset;
  period: Period;
  onPreset: (preset: Exclude<Preset, 'custom'>) => void;
  onCustom: (period: Period) => void;
}) {
  const intl = useIntl();
  const [custom, setCustom] = useState(preset === 'custom');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = customPeriod(from, to);
    setInvalid(!chosen);
    if (chosen) onCustom(chosen);
  };
  return (
    <div className="d-flex flex-column gap-2">
      <ToggleButtonGroup
        type="radio"
        name="analytics-period"
        value={custom ? 'custom' : preset}
        className="flex-wrap"
        aria-label={intl.formatMessage(m.period)}
        onChange={(value: Preset) => {
          setCustom(value === 'custom');
          if (value !== 'custom') onPreset(value);
        }}
      >
        {PRESETS.map((value) => (
          <ToggleButton
            key={value}
            id={`analytics-period-${value}`}
            value={value}
            variant="outline-primary"
            size="sm"
          >
            {intl.formatMessage(LABELS[value])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {custom && (
        <Form className="d-flex flex-wrap align-items-end gap-2" onSubmit={submit} noValidate>
          <Form.Group controlId="analytics-from">
            <Form.Label className="small mb-0">{intl.formatMessage(m.from)}</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={from}
              isInvalid={invalid}
              onChange={(e) => setFrom(e.target.value)}
            />
          </Form.Group>
          <Form.Group controlId="analytics-to">
            <Form.Label className="small mb-0">{intl.formatMessage(m.to)}</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={to}
              isInvalid={invalid}
              onChange={(e) => setTo(e.target.value)}
            />
          </Form.Group>
          <Button type="submit" size="sm">
            {intl.formatMessage(m.apply)}
          </Button>
          {invalid && (
            <p className="text-danger-emphasis small w-100 mb-0" role="alert">
              {intl.formatMessage(m.badCustom)}
            </p>
          )}
        </Form>
      )}
    </div>
  );
}
