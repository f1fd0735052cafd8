import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from './i18n/intl-or-default';

const messages = defineMessages({
  text: { id: 'ui.sectionUnavailable.text', defaultMessage: 'This section is temporarily unavailable' },
  retry: { id: 'ui.sectionUnavailable.retry', defaultMessage: 'Retry' },
});

/** What an area shows when its code failed to load or crashed; Retry tries again. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const intl = useIntlOrDefault();
  return (
    <Alert variant="warning" className="my-4 d-flex flex-wrap align-items-center gap-3" role="alert">
      <span className="me-auto">{intl.formatMessage(messages.text)}</span>
      <Button variant="outline-dark" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </Alert>
  );
}
