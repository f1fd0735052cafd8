import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { FormattedMessage, useIntl } from 'react-intl';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  error?: string;
  /** The field's rule, said below it before anything is typed. */
  hint?: string;
  toggle?: boolean;
}

/** A password input with its label, its error and, when asked, a show/hide button. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  error,
  hint,
  toggle = false,
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const intl = useIntl();
  // The label inside a sentence: English labels are in title case; German nouns keep their capital.
  const field = intl.locale.startsWith('de') ? label : label.toLocaleLowerCase(intl.locale);
  const input = (
    <Form.Control
      id={id}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      autoComplete={autoComplete}
      isInvalid={Boolean(error)}
      aria-describedby={hint ? `${id}-hint` : undefined}
      onChange={(event) => onChange(event.target.value)}
      required
    />
  );
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {toggle ? (
        <InputGroup hasValidation>
          {input}
          <Button
            variant="outline-secondary"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={
              visible
                ? intl.formatMessage(
                    { id: 'shell.form.hideField', defaultMessage: 'Hide {field}' },
                    { field },
                  )
                : intl.formatMessage(
                    { id: 'shell.form.showField', defaultMessage: 'Show {field}' },
                    { field },
                  )
            }
            aria-pressed={visible}
          >
            {visible ? (
              <FormattedMessage id="shell.form.hide" defaultMessage="Hide" />
            ) : (
              <FormattedMessage id="shell.form.show" defaultMessage="Show" />
            )}
          </Button>
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </InputGroup>
      ) : (
        <>
          {input}
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </>
      )}
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
