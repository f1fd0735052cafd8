import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';

/** A fetch that failed: what could not be loaded, and Try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{message}</span>
      <Button size="sm" variant="outline-danger" onClick={onRetry}>
        <FormattedMessage id="catalog.loadFailed.retry" defaultMessage="Try again" />
      </Button>
    </Alert>
  );
}
