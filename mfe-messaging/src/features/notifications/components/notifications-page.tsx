import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from '@market/router';
import { defineMessages } from 'react-intl';
import { toast, useIntlOrDefault } from '@market/ui';
import { useNotifications } from '../lib/use-notifications';
import { NotificationText } from './notification-item';
import './notifications.css';

const PAGE_SIZE = 20;
const messages = defineMessages({
  title: { id: 'messaging.notifications.title', defaultMessage: 'Notifications' },
  loadFailed: {
    id: 'messaging.notifications.loadFailed',
    defaultMessage: 'Could not load your notifications. Please try again.',
  },
  markFailed: { id: 'messaging.notifications.markFailed', defaultMessage: 'Could not mark them as read.' },
  markAllRead: { id: 'messaging.notifications.markAllRead', defaultMessage: 'Mark all as read' },
  loading: { id: 'messaging.notifications.loading', defaultMessage: 'Loading notifications...' },
  tryAgain: { id: 'messaging.notifications.tryAgain', defaultMessage: 'Try again' },
  empty: { id: 'messaging.notifications.empty', defaultMessage: 'You have no notifications yet.' },
  loadingMore: { id: 'messaging.notifications.loadingMore', defaultMessage: 'Loading...' },
  showOlder: { id: 'messaging.notifications.showOlder', defaultMessage: 'Show older' },
});

/** /notifications (signed-in users): every notification of the last 90 days, newest first. */
export function NotificationsPage() {
  const { state, reload, loadMore, markRead } = useNotifications(PAGE_SIZE);
  const [loadingMore, setLoadingMore] = useState(false);
  const intl = useIntlOrDefault();

  const more = async () => {
    setLoadingMore(true);
    try {
      await loadMore();
    } catch {
      toast.error(intl.formatMessage(messages.loadFailed));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Container className="py-4 notifications-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{intl.formatMessage(messages.title)}</h1>
        {state.status === 'ready' && (
          <Button
            variant="outline-primary"
            size="sm"
            disabled={state.unread === 0}
            onClick={() => void markRead().catch(() => toast.error(intl.formatMessage(messages.markFailed)))}
          >
            {intl.formatMessage(messages.markAllRead)}
          </Button>
        )}
      </div>
      {state.status === 'loading' && (
        <p className="text-body-secondary">{intl.formatMessage(messages.loading)}</p>
      )}
      {state.status === 'error' && (
        <p role="alert">
          {intl.formatMessage(messages.loadFailed)}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void reload()}>
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        </p>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <p className="text-body-secondary">{intl.formatMessage(messages.empty)}</p>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <ListGroup as="ul" className="mb-3">
          {state.items.map((item) => (
            <ListGroup.Item
              as="li"
              key={item._id}
              className={`d-flex gap-2 align-items-start ${item.read ? '' : 'notification-unread'}`}
            >
              <Link
                to={item.link}
                className="flex-grow-1 text-reset text-decoration-none"
                onClick={() => {
                  if (!item.read) void markRead([item._id]).catch(() => undefined);
                }}
              >
                <NotificationText item={item} />
              </Link>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {state.status === 'ready' && state.more && (
        <Button variant="outline-secondary" onClick={() => void more()} disabled={loadingMore}>
          {intl.formatMessage(loadingMore ? messages.loadingMore : messages.showOlder)}
        </Button>
      )}
    </Container>
  );
}
