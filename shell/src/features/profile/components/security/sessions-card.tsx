import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateTime } from '@market/contracts';
import { LoadingBlock, useLoad } from '@market/ui';
import { endOtherSessions, endSession, getSessions } from '../../api/security';
import { useAction } from './use-action';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Linux" from a user agent; the raw text when neither part is known. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent;
  return system ? `${browser ?? 'A browser'} on ${system}` : browser!;
}

const sessionsKey = 'sessions';
const loadSessions = () => getSessions();

/** The browsers signed in to this account: sign one out, or every other one. */
export function SessionsCard({ version }: { version: number }) {
  const { state, reload } = useLoad(`${sessionsKey}:${version}`, loadSessions);
  const { busy, run } = useAction(reload);

  return (
    <Card className="shadow-sm mt-4">
      <Card.Body className="p-4">
        <h2 className="h5">Where you're signed in</h2>
        {state.status === 'loading' && <LoadingBlock inline label="Loading sessions" />}
        {state.status === 'error' && <Alert variant="danger">Failed to load your sessions.</Alert>}
        {state.status === 'ready' && state.data.length === 0 && <p className="small">No sessions.</p>}
        {state.status === 'ready' && state.data.length > 0 && (
          <>
            <ListGroup className="mb-3">
              {state.data.map((session) => (
                <ListGroup.Item key={session._id} className="d-flex flex-wrap align-items-center gap-2">
                  <div className="me-auto text-break">
                    <div className="fw-semibold" title={session.userAgent ?? undefined}>
                      {describeBrowser(session.userAgent)}
                    </div>
                    <div className="small text-body-secondary">
                      {session.ip ?? 'Unknown address'} · last active {formatDateTime(session.lastSeenAt)}
                    </div>
                  </div>
                  {session.current ? (
                    <Badge bg="success">This browser</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={busy}
                      onClick={() => void run(() => endSession(session._id), 'Signed out.')}
                    >
                      Sign out
                    </Button>
                  )}
                </ListGroup.Item>
              ))}
            </ListGroup>
            {state.data.some((session) => !session.current) && (
              <Button
                variant="outline-danger"
                disabled={busy}
                onClick={() => void run(endOtherSessions, 'Signed out of every other browser.')}
              >
                Sign out all other browsers
              </Button>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
