import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame } from './field-frame';

interface ImageInputProps {
  label: string;
  onChange: (file: File | null) => void;
  error?: string;
}

/** A file picker that offers image files only; the caller still checks the type it gets. */
export function ImageInput({ label, onChange, error }: ImageInputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <Form.Control
        id={id}
        name="file"
        type="file"
        accept="image/*"
        isInvalid={Boolean(error)}
        onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
      />
    </FieldFrame>
  );
}
