import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { messageOf } from '@market/api-client';
import type { DataExportJson } from '@market/contracts';
import { LoadingBlock } from '@market/ui';
import { requestExport, useExports } from '../api/data-exports';

const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1_048_576).toFixed(1)} MB`;
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** The newest export's state in words, with its link when it is ready. */
function ExportStatus({ latest }: { latest: DataExportJson }) {
  if (latest.status === 'pending') {
    return (
      <p className="mb-0" role="status">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        Preparing your copy. We will notify you and e-mail you when it is ready.
      </p>
    );
  }
  if (latest.status === 'failed') {
    return (
      <p className="text-danger-emphasis mb-0">Your last copy could not be prepared. Please ask again.</p>
    );
  }
  return (
    <p className="mb-0">
      Your copy is ready:{' '}
      <a href={latest.downloadUrl ?? '#'} download>
        Download the zip ({megabytes(latest.size ?? 0)})
      </a>
      . It can be downloaded until {dateOf(latest.expiresAt ?? latest.createdAt)}, then it is deleted.
    </p>
  );
}

/** "Download my data": ask for a copy (one a day), see it being prepared, download it when ready. */
export function DownloadMyData() {
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
      setError(messageOf(err, 'Your copy could not be requested. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="download-my-data">
      <h3 id="download-my-data" className="h6">
        Download my data
      </h3>
      <p className="small text-body-secondary">
        One zip with your account, orders, messages, reviews, notifications, invoices and files. You can ask
        for one copy a day; each can be downloaded for 7 days.
      </p>
      {state.status === 'loading' && <LoadingBlock inline label="Loading your copies" />}
      {state.status === 'error' && <Alert variant="danger">Your copies could not be loaded.</Alert>}
      {latest && <ExportStatus latest={latest} />}
      {error && (
        <Alert variant="danger" className="mt-2">
          {error}
        </Alert>
      )}
      {canAsk && (
        <Button variant="outline-primary" className="mt-2" onClick={() => void ask()} disabled={busy}>
          Download my data
        </Button>
      )}
    </section>
  );
}
