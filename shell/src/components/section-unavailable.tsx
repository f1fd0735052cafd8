import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';

/**
 * What an area of the shell shows when its code or data failed to load; Retry tries again. The
 * shell's own words for @market/ui's SectionUnavailable (same markup), which has no translation.
 */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="warning" className="my-4 d-flex flex-wrap align-items-center gap-3" role="alert">
      <span className="me-auto">
        <FormattedMessage
          id="shell.remote.unavailable"
          defaultMessage="This section is temporarily unavailable"
        />
      </span>
      <Button variant="outline-dark" onClick={onRetry}>
        <FormattedMessage id="shell.remote.retry" defaultMessage="Retry" />
      </Button>
    </Alert>
  );
}
