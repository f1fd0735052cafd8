import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useFormats } from '@/shared/lib/use-formats';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation message shown under the field. */
  error?: string;
  /** Rows of a multi-line field; a single line when absent. */
  rows?: number;
  type?: 'text' | 'number';
  inputMode?: 'text' | 'numeric' | 'decimal';
  min?: number;
  step?: number | 'any';
  maxLength?: number;
  placeholder?: string;
  /** A unit shown before (e.g. '$') or after (e.g. 'days') the input. */
  prefix?: ReactNode;
  suffix?: ReactNode;
  className?: string;
}

/** A labelled input or textarea with its validation message next to it (Bootstrap's invalid state). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  rows,
  type = 'text',
  inputMode,
  min,
  step,
  maxLength,
  placeholder,
  prefix,
  suffix,
  className = 'mb-3',
}: TextFieldProps) {
  const shared = {
    value,
    maxLength,
    placeholder,
    isInvalid: Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const control = rows ? (
    <Form.Control as="textarea" rows={rows} onChange={(event) => onChange(event.target.value)} {...shared} />
  ) : (
    <Form.Control
      type={type}
      inputMode={inputMode}
      min={min}
      step={step}
      onChange={(event) => onChange(event.target.value)}
      {...shared}
    />
  );
  const feedback = (
    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
      {error}
    </Form.Control.Feedback>
  );
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {prefix || suffix ? (
        <InputGroup hasValidation>
          {prefix && <InputGroup.Text>{prefix}</InputGroup.Text>}
          {control}
          {suffix && <InputGroup.Text>{suffix}</InputGroup.Text>}
          {feedback}
        </InputGroup>
      ) : (
        <>
          {control}
          {feedback}
        </>
      )}
    </Form.Group>
  );
}

/** An amount in the shop's currency (SHOP_CURRENCY): a decimal number after its sign ('$', '€'). */
export function MoneyField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'step' | 'prefix'>) {
  const { currencySymbol } = useFormats();
  return <TextField {...props} type="number" inputMode="decimal" step="any" prefix={currencySymbol} />;
}
