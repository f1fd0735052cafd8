import { useIntlOrDefault } from '@market/ui';
import type { Message } from '@/shared/api/messaging-types';
import { formatTime } from '@/shared/lib/format-time';

/** One message: own on the right, the other side's on the left, each with its time. */
export function MessageBubble({ message, own }: { message: Message; own: boolean }) {
  const intl = useIntlOrDefault();
  return (
    <div className={`d-flex ${own ? 'justify-content-end' : 'justify-content-start'}`} data-own={own}>
      <div
        className={`message-bubble rounded-3 px-3 py-2 ${own ? 'bg-primary text-white' : 'bg-body-secondary text-body'}`}
      >
        <p className="mb-1 message-text">{message.message}</p>
        <time
          dateTime={message.createdAt}
          className={`d-block small text-end ${own ? 'text-white' : 'text-body'}`}
        >
          {formatTime(message.createdAt, new Date(), intl.locale)}
        </time>
      </div>
    </div>
  );
}
