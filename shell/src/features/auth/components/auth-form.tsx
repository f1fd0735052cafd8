import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface AuthFormProps {
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  submitLabel: ReactNode;
  children: ReactNode;
}

/** An auth screen's form: its fields above one full-width submit button, all disabled while it is sent. */
export function AuthForm({ busy, onSubmit, submitLabel, children }: AuthFormProps) {
  return (
    <Form noValidate onSubmit={onSubmit}>
      <fieldset disabled={busy}>
        {children}
        <Button type="submit" className="w-100">
          {submitLabel}
        </Button>
      </fieldset>
    </Form>
  );
}
