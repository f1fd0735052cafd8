import { useId, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@market/router';

const SEARCH = defineMessages({
  label: { id: 'shell.search.label', defaultMessage: 'Search services' },
  submit: { id: 'shell.search.submit', defaultMessage: 'Search' },
});

/** The search path for a query, or null for empty text (only a non-empty trimmed text is searched). */
export function searchPath(text: string): string | null {
  const query = text.trim();
  return query ? `/search?query=${encodeURIComponent(query)}` : null;
}

interface SearchBoxProps {
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * Goes to /search?query= on Enter or on the button; empty text does nothing. A plain form to the
 * same address too, so it searches before the app has started (or without script). The field is
 * the form's own (uncontrolled): what was typed before the app took the page over is what it sends.
 */
export function SearchBox({ size, className }: SearchBoxProps) {
  const id = useId();
  const intl = useIntl();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(String(new FormData(event.currentTarget).get('query') ?? ''));
    if (path) navigate(path);
  };

  return (
    <Form role="search" action="/search" method="get" onSubmit={submit} className={className}>
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage {...SEARCH.label} />
      </label>
      <InputGroup size={size}>
        <Form.Control id={id} type="search" name="query" placeholder={intl.formatMessage(SEARCH.label)} />
        <Button type="submit" variant="success">
          <FormattedMessage {...SEARCH.submit} />
        </Button>
      </InputGroup>
    </Form>
  );
}
