import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { LoadingBlock, RemoteBoundary } from '@market/ui';
import { AreaMounted } from '@/app/hydration';
import { LAYOUT } from '@/app/layout/layout-messages';
import { SectionUnavailable } from './section-unavailable';

export interface RemoteAreaProps {
  name: string;
  load: (name: string) => Promise<{ default: ComponentType }>;
}

/**
 * Mounts one remote's routes inside a named error boundary and Suspense: a failing remote shows
 * the retry panel and the rest of the shell keeps working. Retry loads the remote again.
 */
export function RemoteArea({ name, load }: RemoteAreaProps) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry really fetches the remote again.
  const RemoteRoutes = useMemo(() => lazy(() => load(name)), [name, load, attempt]);
  return (
    <section
      data-remote={name}
      aria-label={intl.formatMessage(
        {
          id: 'shell.remote.section',
          defaultMessage:
            '{name, select, catalog {catalog section} checkout {checkout section} messaging {messaging section} admin {admin section} other {{name} section}}',
        },
        { name },
      )}
    >
      {/* A new boundary per attempt: it forgets the failure it caught. */}
      <RemoteBoundary
        key={`${name}-${attempt}`}
        remote={name}
        fallback={
          <>
            <SectionUnavailable onRetry={() => setAttempt((value) => value + 1)} />
            <AreaMounted />
          </>
        }
      >
        <Suspense fallback={<LoadingBlock label={intl.formatMessage(LAYOUT.loading)} />}>
          <RemoteRoutes />
          <AreaMounted />
        </Suspense>
      </RemoteBoundary>
    </section>
  );
}
