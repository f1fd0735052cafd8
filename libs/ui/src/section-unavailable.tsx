import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export const SECTION_UNAVAILABLE_TEXT = 'This section is temporarily unavailable';

/** What an area shows when its code failed to load or crashed; Retry tries again. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="warning" className="my-4 d-flex flex-wrap align-items-center gap-3" role="alert">
      <span className="me-auto">{SECTION_UNAVAILABLE_TEXT}</span>
      <Button variant="outline-dark" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
