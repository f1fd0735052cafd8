import Spinner from 'react-bootstrap/Spinner';

/** The in-place spinner of a screen or a section while its data loads. */
export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="text-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}
