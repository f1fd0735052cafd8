import type { NotificationJson } from '@market/contracts';
import { timeAgo } from '../lib/use-notifications';

/** One notification's text: title (bold while unread), body and age. */
export function NotificationText({ item }: { item: NotificationJson }) {
  return (
    <span className="d-block notification-text">
      <span className={`d-block text-wrap ${item.read ? '' : 'fw-semibold'}`}>
        {!item.read && <span className="visually-hidden">Unread: </span>}
        {item.title}
      </span>
      <span className="d-block small text-body-secondary text-wrap">{item.body}</span>
      <time className="d-block small text-body-secondary" dateTime={item.createdAt}>
        {timeAgo(item.createdAt)}
      </time>
    </span>
  );
}
