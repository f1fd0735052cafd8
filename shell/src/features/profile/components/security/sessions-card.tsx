import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import {
  createIntl,
  defineMessages,
  FormattedMessage,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
import { formatDateTime } from '@market/contracts';
import { LoadingBlock, useLoad, useLocale } from '@market/ui';
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

const messagesTyped = defineMessages({
  unknownBrowser: { id: 'shell.security.unknownBrowser', defaultMessage: 'Unknown browser' },
  browserOn: { id: 'shell.security.browserOn', defaultMessage: '{browser} on {system}' },
  aBrowserOn: { id: 'shell.security.aBrowserOn', defaultMessage: 'A browser on {system}' },
  loading: { id: 'shell.security.sessionsLoading', defaultMessage: 'Loading sessions' },
  unknownAddress: { id: 'shell.security.unknownAddress', defaultMessage: 'Unknown address' },
  lastActive: { id: 'shell.security.lastActive', defaultMessage: '{address} · last active {time}' },
  signedOut: { id: 'shell.security.signedOut', defaultMessage: 'Signed out.' },
  signedOutOthers: {
    id: 'shell.security.signedOutOthers',
    defaultMessage: 'Signed out of every other browser.',
  },
});
/** Values untyped: some messages take placeholders. */
const messages = messagesTyped as { [K in keyof typeof messagesTyped]: MessageDescriptor };

/** English, for a caller without the page's messages. */
const englishIntl = createIntl({ locale: 'en', defaultLocale: 'en', onError: () => undefined });

/** "Chrome on Linux" from a user agent (in the page's language); the raw text when neither part is known. */
export function describeBrowser(userAgent: string | null, intl: IntlShape = englishIntl): string {
  if (!userAgent) return intl.formatMessage(messages.unknownBrowser);
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent;
  if (!system) return browser!;
  return browser
    ? intl.formatMessage(messages.browserOn, { browser, system })
    : intl.formatMessage(messages.aBrowserOn, { system });
}

const sessionsKey = 'sessions';
const loadSessions = () => getSessions();

/** The browsers signed in to this account: sign one out, or every other one. */
export function SessionsCard({ version }: { version: number }) {
  const { state, reload } = useLoad(`${sessionsKey}:${version}`, loadSessions);
  const { busy, run } = useAction(reload);
  const intl = useIntl();
  const { locale } = useLocale();

  return (
    <Card className="shadow-sm mt-4">
      <Card.Body className="p-4">
        <h2 className="h5">
          <FormattedMessage id="shell.security.sessionsHeading" defaultMessage="Where you're signed in" />
        </h2>
        {state.status === 'loading' && <LoadingBlock inline label={intl.formatMessage(messages.loading)} />}
        {state.status === 'error' && (
          <Alert variant="danger">
            <FormattedMessage
              id="shell.security.sessionsLoadFailed"
              defaultMessage="Failed to load your sessions."
            />
          </Alert>
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <p className="small">
            <FormattedMessage id="shell.security.noSessions" defaultMessage="No sessions." />
          </p>
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <>
            <ListGroup className="mb-3">
              {state.data.map((session) => (
                <ListGroup.Item key={session._id} className="d-flex flex-wrap align-items-center gap-2">
                  <div className="me-auto text-break">
                    <div className="fw-semibold" title={session.userAgent ?? undefined}>
                      {describeBrowser(session.userAgent, intl)}
                    </div>
                    <div className="small text-body-secondary">
                      {intl.formatMessage(messages.lastActive, {
                        address: session.ip ?? intl.formatMessage(messages.unknownAddress),
                        time: formatDateTime(session.lastSeenAt, locale),
                      })}
                    </div>
                  </div>
                  {session.current ? (
                    <Badge bg="success">
                      <FormattedMessage id="shell.security.thisBrowser" defaultMessage="This browser" />
                    </Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={busy}
                      onClick={() =>
                        void run(() => endSession(session._id), intl.formatMessage(messages.signedOut))
                      }
                    >
                      <FormattedMessage id="shell.security.signOut" defaultMessage="Sign out" />
                    </Button>
                  )}
                </ListGroup.Item>
              ))}
            </ListGroup>
            {state.data.some((session) => !session.current) && (
              <Button
                variant="outline-danger"
                disabled={busy}
                onClick={() => void run(endOtherSessions, intl.formatMessage(messages.signedOutOthers))}
              >
                <FormattedMessage
                  id="shell.security.signOutOthers"
                  defaultMessage="Sign out all other browsers"
                />
              </Button>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
