import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingBlock, SectionUnavailable } from '@market/ui';
import type { RemoteName } from '@/routing';

interface BoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A named error boundary: a failing remote shows the retry panel; the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[remote:${this.props.name}]`, error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    return (
      <section data-remote={this.props.name} aria-label={`${this.props.name} section`}>
        {this.state.failed ? <SectionUnavailable onRetry={this.retry} /> : this.props.children}
      </section>
    );
  }
}

export interface RemoteAreaProps {
  name: RemoteName;
  load: (name: RemoteName) => Promise<{ default: ComponentType }>;
}

/** Mounts one remote's routes inside its boundary and Suspense; Retry loads the remote again. */
export function RemoteArea({ name, load }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry really fetches the remote again.
  const RemoteRoutes = useMemo(() => lazy(() => load(name)), [name, load, attempt]);
  return (
    <RemoteErrorBoundary key={name} name={name} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<LoadingBlock label="Loading..." />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
