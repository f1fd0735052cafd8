import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame } from './field-frame';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  error?: string;
  /** The field's rule, said below it before anything is typed. */
  hint?: string;
  required?: boolean;
}

export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  hint,
  required = true,
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <Form.Control
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={required}
        isInvalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

type PresetProps = Omit<TextFieldProps, 'name' | 'type' | 'autoComplete'>;

/** The username of an account, named alike in every form so that password managers fill it. */
export function UsernameField(props: PresetProps) {
  return <TextField {...props} name="username" autoComplete="username" />;
}

/** An account's e-mail address, named alike in every form so that browsers fill it. */
export function EmailField(props: PresetProps) {
  return <TextField {...props} name="email" type="email" autoComplete="email" />;
}
