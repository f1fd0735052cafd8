import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from '@market/router';
import type { NotificationJson } from '@market/contracts';
import { useNotifications } from '../lib/use-notifications';
import { NotificationText } from './notification-item';
import './notifications.css';

/** The latest this many in the drop-down; the page shows them all. */
const LATEST = 8;
const MAX_SHOWN = 99;

export function bellLabel(unread: number): string {
  return unread ? `Notifications, ${unread} unread` : 'Notifications';
}

function BellIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 16 16" fill="currentColor">
      <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm.995-14.901a1 1 0 1 0-1.99 0A5.002 5.002 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901z" />
    </svg>
  );
}

/**
 * The header's bell for signed-in buyers and admins: the unread count, kept live by the socket,
 * and a drop-down of the latest with "Mark all as read" and a link to /notifications. Exposed as
 * messaging/NotificationBell; the shell loads it for signed-in users only, in the browser only.
 */
export default function NotificationBell() {
  const navigate = useNavigate();
  const { state, markRead } = useNotifications(LATEST);
  const unread = state.status === 'ready' ? state.unread : 0;

  const open = (item: NotificationJson) => {
    if (!item.read) void markRead([item._id]).catch(() => undefined);
    navigate(item.link);
  };

  return (
    <Dropdown align="end" className="notification-bell">
      <Dropdown.Toggle
        as={Button}
        variant="outline-secondary"
        // 44 x 44 px like the theme toggle beside it (the shell's .tap-target).
        className="tap-target position-relative no-caret"
        aria-label={bellLabel(unread)}
        title="Notifications"
      >
        <BellIcon />
        {unread > 0 && (
          <Badge
            bg="danger"
            pill
            className="notification-count"
            data-testid="notification-count"
            aria-hidden="true"
          >
            {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-menu shadow">
        <div className="d-flex align-items-center justify-content-between px-3 py-1">
          <h2 className="h6 mb-0">Notifications</h2>
          <Button
            variant="link"
            size="sm"
            className="p-0"
            disabled={unread === 0}
            onClick={() => void markRead().catch(() => undefined)}
          >
            Mark all as read
          </Button>
        </div>
        <Dropdown.Divider />
        {state.status === 'loading' && (
          <p className="px-3 mb-2 small text-body-secondary">Loading notifications…</p>
        )}
        {state.status === 'error' && (
          <p className="px-3 mb-2 small text-danger">Could not load notifications.</p>
        )}
        {state.status === 'ready' && state.items.length === 0 && (
          <p className="px-3 mb-2 small text-body-secondary">You have no notifications yet.</p>
        )}
        {state.status === 'ready' &&
          state.items.slice(0, LATEST).map((item) => (
            <Dropdown.Item
              key={item._id}
              as="button"
              type="button"
              className={`notification-entry ${item.read ? '' : 'unread'}`}
              onClick={() => open(item)}
            >
              <NotificationText item={item} />
            </Dropdown.Item>
          ))}
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/notifications" className="text-center small">
          See all notifications
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
