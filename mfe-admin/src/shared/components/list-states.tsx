import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadingBlock, type Loaded } from '@market/ui';

interface ListStatesProps<T extends { items: unknown[] }> {
  state: Loaded<T>;
  loadingLabel: string;
  failed: ReactNode;
  empty: ReactNode;
  /** The count above the items, read out as it changes. */
  count?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A list screen's loaded page on screen: while it loads, when it failed, when it is empty, and
 * otherwise its count and `children` drawing its items.
 */
export function ListStates<T extends { items: unknown[] }>({
  state,
  loadingLabel,
  failed,
  empty,
  count,
  children,
}: ListStatesProps<T>) {
  if (state.status === 'loading') return <LoadingBlock label={loadingLabel} />;
  if (state.status === 'error') return <Alert variant="danger">{failed}</Alert>;
  if (state.data.items.length === 0) {
    return (
      <Alert variant="light" className="border">
        {empty}
      </Alert>
    );
  }
  return (
    <>
      {count && (
        <p className="small text-body-secondary" aria-live="polite">
          {count(state.data)}
        </p>
      )}
      {children(state.data)}
    </>
  );
}
