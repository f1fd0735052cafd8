import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

/**
 * The unread count comes from the messaging remote (it owns the socket), loaded only when a
 * signed-in header renders, so the visitor's first load carries no messaging code.
 */
const UnreadBadge = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType }>('messaging/UnreadBadge');
  if (!module?.default) throw new Error('messaging did not expose UnreadBadge');
  return module;
});

/** A badge is decoration: if the remote is down, the link simply shows no count. */
class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('[remote:messaging] unread badge unavailable', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function MessagesBadge() {
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <UnreadBadge />
      </Suspense>
    </SilentBoundary>
  );
}
