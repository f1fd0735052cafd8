import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from '@market/router';
import { toast } from '@market/ui';
import { useNotifications } from '../lib/use-notifications';
import { NotificationText } from './notification-item';
import './notifications.css';

const PAGE_SIZE = 20;
export const LOAD_FAILED = 'Could not load your notifications. Please try again.';

/** /notifications (signed-in users): every notification of the last 90 days, newest first. */
export function NotificationsPage() {
  const { state, reload, loadMore, markRead } = useNotifications(PAGE_SIZE);
  const [loadingMore, setLoadingMore] = useState(false);

  const more = async () => {
    setLoadingMore(true);
    try {
      await loadMore();
    } catch {
      toast.error(LOAD_FAILED);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Container className="py-4 notifications-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Notifications</h1>
        {state.status === 'ready' && (
          <Button
            variant="outline-primary"
            size="sm"
            disabled={state.unread === 0}
            onClick={() => void markRead().catch(() => toast.error('Could not mark them as read.'))}
          >
            Mark all as read
          </Button>
        )}
      </div>
      {state.status === 'loading' && <p className="text-body-secondary">Loading notifications...</p>}
      {state.status === 'error' && (
        <p role="alert">
          {LOAD_FAILED}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void reload()}>
            Try again
          </Button>
        </p>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <p className="text-body-secondary">You have no notifications yet.</p>
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
          {loadingMore ? 'Loading...' : 'Show older'}
        </Button>
      )}
    </Container>
  );
}
