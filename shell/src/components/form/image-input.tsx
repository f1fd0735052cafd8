import { useId } from 'react';
import Form from 'react-bootstrap/Form';

interface ImageInputProps {
  label: string;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
}

/** A file picker that offers image files only; the caller still checks the type it gets. */
export function ImageInput({ label, onChange, error, hint }: ImageInputProps) {
  const id = useId();
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        name="file"
        type="file"
        accept="image/*"
        isInvalid={Boolean(error)}
        onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {hint && <Form.Text>{hint}</Form.Text>}
    </Form.Group>
  );
}
