import { Component, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  /** The remote the children come from, for the console line. */
  remote: string;
  /** What shows instead when that code failed to load or threw (null: nothing). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failure of code loaded from another remote inside its own small area. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[remote:${this.props.remote}]`, error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
