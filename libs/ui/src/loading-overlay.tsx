import Spinner from 'react-bootstrap/Spinner';

/** Full-screen spinner shown while the global loading flag is true. */
export function LoadingOverlay({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <div className="market-loading-overlay" data-testid="loading-overlay" role="status" aria-live="polite">
      <Spinner animation="border" variant="light">
        <span className="visually-hidden">Loading...</span>
      </Spinner>
    </div>
  );
}
