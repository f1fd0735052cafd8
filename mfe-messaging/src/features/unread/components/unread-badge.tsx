import { useCallback, useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { defineMessages, type IntlShape } from 'react-intl';
import { useAuthUser } from '@market/api-client';
import { useIntlOrDefault } from '@market/ui';
import { MessagingMessages } from '@/i18n';
import { ENGLISH } from '@/shared/i18n/english';
import { listUnreadConversations } from '@/shared/api/messaging-api';
import type { Conversation } from '@/shared/api/messaging-types';
import { countUnread, upsertConversation } from '@/shared/lib/conversation-rules';
import { useMessagingSocket } from '@/shared/realtime/use-messaging-socket';

/** Shown as '99+' beyond this (the server's first page of unread conversations holds 100). */
const MAX_SHOWN = 99;

const messages = defineMessages<{ label: { count: number }; overflow: { max: string } }>({
  label: {
    id: 'messaging.unread.label',
    defaultMessage: '{count, plural, one {# unread conversation} other {# unread conversations}}',
  },
  overflow: { id: 'messaging.unread.overflow', defaultMessage: '{max}+' },
});

export function unreadLabel(count: number, intl: IntlShape = ENGLISH): string {
  return intl.formatMessage(messages.label, { count });
}

/**
 * The unread count next to the header's Messages link, kept live. Exposed as messaging/UnreadBadge;
 * the shell loads it only for signed-in users, so visitors never download messaging code.
 */
function UnreadBadge() {
  const user = useAuthUser();
  const intl = useIntlOrDefault();
  const [conversations, setConversations] = useState<Conversation[]>([]);

  const load = useCallback(() => {
    listUnreadConversations({ background: true }).then(setConversations, () => undefined);
  }, []);

  useEffect(() => {
    if (user) load();
    else setConversations([]);
  }, [user?.id, load]);

  useMessagingSocket({
    'conversation:updated': (changed: Conversation) =>
      setConversations((list) => upsertConversation(list, changed)),
    onConnect: (missed) => {
      if (missed) load();
    },
  });

  const count = user ? countUnread(conversations, user.isAdmin) : 0;
  if (count === 0) return null;
  return (
    <Badge bg="danger" pill className="ms-1 unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">
        {count > MAX_SHOWN
          ? intl.formatMessage(messages.overflow, { max: intl.formatNumber(MAX_SHOWN) })
          : intl.formatNumber(count)}
      </span>
      <span className="visually-hidden">{unreadLabel(count, intl)}</span>
    </Badge>
  );
}

/** As exposed to the shell's header (messaging/UnreadBadge): inside this remote's messages. */
export default function ExposedUnreadBadge() {
  return (
    <MessagingMessages>
      <UnreadBadge />
    </MessagingMessages>
  );
}
