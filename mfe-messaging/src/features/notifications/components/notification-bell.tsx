import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from '@market/router';
import type { NotificationJson } from '@market/contracts';
import { defineMessages, type IntlShape } from 'react-intl';
import { useIntlOrDefault } from '@market/ui';
import { MessagingMessages } from '@/i18n';
import { ENGLISH } from '@/shared/i18n/english';
import { useNotifications } from '../lib/use-notifications';
import { NotificationText } from './notification-item';
import './notifications.css';

/** The latest this many in the drop-down; the page shows them all. */
const LATEST = 8;
const MAX_SHOWN = 99;

const messages = defineMessages<{
  title: Record<never, never>;
  labelUnread: { count: string };
  markAllRead: Record<never, never>;
  loading: Record<never, never>;
  loadFailed: Record<never, never>;
  empty: Record<never, never>;
  seeAll: Record<never, never>;
  overflow: { max: string };
}>({
  title: { id: 'messaging.bell.title', defaultMessage: 'Notifications' },
  labelUnread: { id: 'messaging.bell.labelUnread', defaultMessage: 'Notifications, {count} unread' },
  markAllRead: { id: 'messaging.bell.markAllRead', defaultMessage: 'Mark all as read' },
  loading: { id: 'messaging.bell.loading', defaultMessage: 'Loading notifications…' },
  loadFailed: { id: 'messaging.bell.loadFailed', defaultMessage: 'Could not load notifications.' },
  empty: { id: 'messaging.bell.empty', defaultMessage: 'You have no notifications yet.' },
  seeAll: { id: 'messaging.bell.seeAll', defaultMessage: 'See all notifications' },
  overflow: { id: 'messaging.bell.overflow', defaultMessage: '{max}+' },
});

export function bellLabel(unread: number, intl: IntlShape = ENGLISH): string {
  return unread
    ? intl.formatMessage(messages.labelUnread, { count: intl.formatNumber(unread) })
    : intl.formatMessage(messages.title);
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
function NotificationBell() {
  const navigate = useNavigate();
  const intl = useIntlOrDefault();
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
        aria-label={bellLabel(unread, intl)}
        title={intl.formatMessage(messages.title)}
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
            {unread > MAX_SHOWN
              ? intl.formatMessage(messages.overflow, { max: intl.formatNumber(MAX_SHOWN) })
              : intl.formatNumber(unread)}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-menu shadow">
        <div className="d-flex align-items-center justify-content-between px-3 py-1">
          <h2 className="h6 mb-0">{intl.formatMessage(messages.title)}</h2>
          <Button
            variant="link"
            size="sm"
            className="p-0"
            disabled={unread === 0}
            onClick={() => void markRead().catch(() => undefined)}
          >
            {intl.formatMessage(messages.markAllRead)}
          </Button>
        </div>
        <Dropdown.Divider />
        {state.status === 'loading' && (
          <p className="px-3 mb-2 small text-body-secondary">{intl.formatMessage(messages.loading)}</p>
        )}
        {state.status === 'error' && (
          <p className="px-3 mb-2 small text-danger">{intl.formatMessage(messages.loadFailed)}</p>
        )}
        {state.status === 'ready' && state.items.length === 0 && (
          <p className="px-3 mb-2 small text-body-secondary">{intl.formatMessage(messages.empty)}</p>
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
          {intl.formatMessage(messages.seeAll)}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** As exposed to the shell's header (messaging/NotificationBell): inside this remote's messages. */
export default function ExposedNotificationBell() {
  return (
    <MessagingMessages>
      <NotificationBell />
    </MessagingMessages>
  );
}
