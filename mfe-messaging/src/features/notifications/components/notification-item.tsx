import type { NotificationJson } from '@market/contracts';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from '@market/ui';
import { timeAgo } from '../lib/use-notifications';

const messages = defineMessages({
  unread: { id: 'messaging.notifications.unreadPrefix', defaultMessage: 'Unread:' },
});

/** One notification's text: title (bold while unread), body and age. */
export function NotificationText({ item }: { item: NotificationJson }) {
  const intl = useIntlOrDefault();
  return (
    <span className="d-block notification-text">
      <span className={`d-block text-wrap ${item.read ? '' : 'fw-semibold'}`}>
        {!item.read && <span className="visually-hidden">{intl.formatMessage(messages.unread)} </span>}
        {item.title}
      </span>
      <span className="d-block small text-body-secondary text-wrap">{item.body}</span>
      <time className="d-block small text-body-secondary" dateTime={item.createdAt}>
        {timeAgo(item.createdAt, Date.now(), intl)}
      </time>
    </span>
  );
}
