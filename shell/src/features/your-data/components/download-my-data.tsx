import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { DataExportJson } from '@market/contracts';
import { errorTextIn, LoadingBlock } from '@market/ui';
import { requestExport, useExports } from '../api/data-exports';

const messages = defineMessages({
  loading: { id: 'shell.yourData.exportsLoading', defaultMessage: 'Loading your copies' },
  requestFailed: {
    id: 'shell.yourData.exportRequestFailed',
    defaultMessage: 'Your copy could not be requested. Please try again.',
  },
});

/** The newest export's state in words, with its link when it is ready. */
function ExportStatus({ latest }: { latest: DataExportJson }) {
  const intl = useIntl();
  if (latest.status === 'pending') {
    return (
      <p className="mb-0" role="status">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        <FormattedMessage
          id="shell.yourData.exportPending"
          defaultMessage="Preparing your copy. We will notify you and e-mail you when it is ready."
        />
      </p>
    );
  }
  if (latest.status === 'failed') {
    return (
      <p className="text-danger-emphasis mb-0">
        <FormattedMessage
          id="shell.yourData.exportFailed"
          defaultMessage="Your last copy could not be prepared. Please ask again."
        />
      </p>
    );
  }
  return (
    <p className="mb-0">
      <FormattedMessage
        id="shell.yourData.exportReady"
        defaultMessage="Your copy is ready: <link>Download the zip ({size})</link>. It can be downloaded until {date}, then it is deleted."
        values={{
          size: intl.formatNumber(Math.max(0.1, (latest.size ?? 0) / 1_048_576), {
            style: 'unit',
            unit: 'megabyte',
            unitDisplay: 'short',
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }),
          date: intl.formatDate(latest.expiresAt ?? latest.createdAt, {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
          }),
          link: (chunks) => (
            <a href={latest.downloadUrl ?? '#'} download>
              {chunks}
            </a>
          ),
        }}
      />
    </p>
  );
}

/** "Download my data": ask for a copy (one a day), see it being prepared, download it when ready. */
export function DownloadMyData() {
  const intl = useIntl();
  const { state, reload } = useExports();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const latest = state.status === 'ready' ? state.data[0] : undefined;
  const canAsk = state.status === 'ready' && (!latest || latest.status === 'failed');

  const ask = async () => {
    setBusy(true);
    setError('');
    try {
      await requestExport();
      reload();
    } catch (err) {
      setError(errorTextIn(intl, err, intl.formatMessage(messages.requestFailed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="download-my-data">
      <h3 id="download-my-data" className="h6">
        <FormattedMessage id="shell.yourData.downloadHeading" defaultMessage="Download my data" />
      </h3>
      <p className="small text-body-secondary">
        <FormattedMessage
          id="shell.yourData.downloadIntro"
          defaultMessage="One zip with your account, orders, messages, reviews, notifications, invoices and files. You can ask for one copy a day; each can be downloaded for 7 days."
        />
      </p>
      {state.status === 'loading' && <LoadingBlock inline label={intl.formatMessage(messages.loading)} />}
      {state.status === 'error' && (
        <Alert variant="danger">
          <FormattedMessage
            id="shell.yourData.exportsLoadFailed"
            defaultMessage="Your copies could not be loaded."
          />
        </Alert>
      )}
      {latest && <ExportStatus latest={latest} />}
      {error && (
        <Alert variant="danger" className="mt-2">
          {error}
        </Alert>
      )}
      {canAsk && (
        <Button variant="outline-primary" className="mt-2" onClick={() => void ask()} disabled={busy}>
          <FormattedMessage id="shell.yourData.downloadButton" defaultMessage="Download my data" />
        </Button>
      )}
    </section>
  );
}
