import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface FieldFrameProps {
  /** The id of the control inside; its hint is `${id}-hint`, for the control's aria-describedby. */
  id: string;
  label: ReactNode;
  error?: string;
  /** The field's rule, said below it before anything is typed. */
  hint?: string;
  children: ReactNode;
}

/** What every form field has around its control: the label, the error below it and the hint. */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {children}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
