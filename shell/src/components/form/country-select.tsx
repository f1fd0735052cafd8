import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { COUNTRIES } from '@market/contracts';

interface CountrySelectProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** The country list of the contracts lib (about 190 countries) with the 'Select a country' placeholder. */
export function CountrySelect({ value, onChange, error, required = true }: CountrySelectProps) {
  const id = useId();
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>Country</Form.Label>
      <Form.Select
        id={id}
        name="country"
        value={value}
        required={required}
        isInvalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select a country</option>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
