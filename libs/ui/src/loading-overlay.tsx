import Spinner from 'react-bootstrap/Spinner';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from './i18n/intl-or-default';

const messages = defineMessages({
  loading: { id: 'ui.loadingOverlay.label', defaultMessage: 'Loading...' },
});

/** Full-screen spinner shown while the global loading flag is true. */
export function LoadingOverlay({ show }: { show: boolean }) {
  const intl = useIntlOrDefault();
  if (!show) return null;
  return (
    <div className="market-loading-overlay" data-testid="loading-overlay" role="status" aria-live="polite">
      <Spinner animation="border" variant="light">
        <span className="visually-hidden">{intl.formatMessage(messages.loading)}</span>
      </Spinner>
    </div>
  );
}
