import type { MouseEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { defineMessages } from 'react-intl';
import { Link } from '@market/router';
import { useIntlOrDefault } from '@market/ui';
import type { Conversation } from '@/shared/api/messaging-types';
import { isUnreadFor } from '@/shared/lib/conversation-rules';
import { formatTime } from '@/shared/lib/format-time';

export interface RowProps {
  conversation: Conversation;
  /** The other side: the buyer's name for an admin, 'Admin' for a buyer. */
  name: string;
  open: () => void;
  markRead: () => void;
}

interface ViewProps {
  rows: RowProps[];
  isAdmin: boolean;
  withActions: boolean;
}

const messages = defineMessages({
  noMessages: { id: 'messaging.conversations.noMessages', defaultMessage: 'No messages yet' },
  markRead: { id: 'messaging.conversations.markRead', defaultMessage: 'Mark as Read' },
  newBadge: { id: 'messaging.conversations.newBadge', defaultMessage: 'New' },
  sender: { id: 'messaging.conversations.column.sender', defaultMessage: 'Sender' },
  preview: { id: 'messaging.conversations.column.preview', defaultMessage: 'Preview' },
  time: { id: 'messaging.conversations.column.time', defaultMessage: 'Time' },
  actions: { id: 'messaging.conversations.column.actions', defaultMessage: 'Actions' },
});

function MarkReadButton({ row, unread }: { row: RowProps; unread: boolean }) {
  const intl = useIntlOrDefault();
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    row.markRead();
  };
  return (
    <Button size="sm" variant="outline-primary" disabled={!unread} onClick={click}>
      {intl.formatMessage(messages.markRead)}
    </Button>
  );
}

function SenderLink({ row, unread }: { row: RowProps; unread: boolean }) {
  const intl = useIntlOrDefault();
  return (
    <Link
      to={`/messages/${row.conversation._id}`}
      state={{ name: row.name }}
      className="text-reset text-decoration-none"
      onClick={(event) => event.stopPropagation()}
    >
      {row.name}
      {unread && (
        <Badge bg="primary" pill className="ms-2">
          {intl.formatMessage(messages.newBadge)}
        </Badge>
      )}
    </Link>
  );
}

/** The table of medium and larger screens. */
export function ConversationTable({ rows, isAdmin, withActions }: ViewProps) {
  const intl = useIntlOrDefault();
  return (
    <Table hover responsive className="d-none d-md-table align-middle conversation-table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.sender)}</th>
          <th scope="col">{intl.formatMessage(messages.preview)}</th>
          <th scope="col">{intl.formatMessage(messages.time)}</th>
          {withActions && <th scope="col">{intl.formatMessage(messages.actions)}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const unread = isUnreadFor(row.conversation, isAdmin);
          return (
            <tr
              key={row.conversation._id}
              className={unread ? 'fw-semibold' : undefined}
              style={{ cursor: 'pointer' }}
              onClick={row.open}
              data-unread={unread}
            >
              <td>
                <SenderLink row={row} unread={unread} />
              </td>
              <td className="text-truncate" style={{ maxWidth: '28rem' }}>
                {row.conversation.lastMessage || intl.formatMessage(messages.noMessages)}
              </td>
              <td className="text-nowrap">
                {formatTime(row.conversation.updatedAt, new Date(), intl.locale)}
              </td>
              {withActions && (
                <td>
                  <MarkReadButton row={row} unread={unread} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** One card per conversation on small screens. */
export function ConversationCards({ rows, isAdmin, withActions }: ViewProps) {
  const intl = useIntlOrDefault();
  return (
    <ul className="list-unstyled d-md-none d-grid gap-2 conversation-cards">
      {rows.map((row) => {
        const unread = isUnreadFor(row.conversation, isAdmin);
        return (
          <li key={row.conversation._id}>
            <Card
              className={unread ? 'border-primary' : undefined}
              onClick={row.open}
              style={{ cursor: 'pointer' }}
              data-unread={unread}
            >
              <Card.Body className="py-2">
                <div className="d-flex justify-content-between align-items-baseline gap-2">
                  <span className={unread ? 'fw-semibold' : undefined}>
                    <SenderLink row={row} unread={unread} />
                  </span>
                  <small className="text-body-secondary text-nowrap">
                    {formatTime(row.conversation.updatedAt, new Date(), intl.locale)}
                  </small>
                </div>
                <p className="mb-0 text-body-secondary text-truncate">
                  {row.conversation.lastMessage || intl.formatMessage(messages.noMessages)}
                </p>
                {withActions && (
                  <div className="mt-2">
                    <MarkReadButton row={row} unread={unread} />
                  </div>
                )}
              </Card.Body>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
