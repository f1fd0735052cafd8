import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useNavigate } from '@market/router';
import { useAuthUser, type AuthUser } from '@market/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntlOrDefault } from '@market/ui';
import { getUsername, listConversationsPage, markConversationRead } from '@/shared/api/messaging-api';
import type { Conversation } from '@/shared/api/messaging-types';
import { SignInRequired } from '@/shared/components/sign-in-required';
import {
  counterpartName,
  NAME_PENDING,
  showsActions,
  upsertConversation,
  type LookedUpName,
} from '@/shared/lib/conversation-rules';
import { useMessagingSocket } from '@/shared/realtime/use-messaging-socket';
import { ConversationCards, ConversationTable, type RowProps } from './conversation-list-views';

const messages = defineMessages({
  title: { id: 'messaging.conversations.title', defaultMessage: 'Messages' },
  loadFailed: {
    id: 'messaging.conversations.loadFailed',
    defaultMessage: 'Error fetching conversations, please try again.',
  },
  markedRead: { id: 'messaging.conversations.markedRead', defaultMessage: 'Conversation marked as read.' },
  markFailed: {
    id: 'messaging.conversations.markFailed',
    defaultMessage: 'Error updating read status, please try again.',
  },
  loading: { id: 'messaging.conversations.loading', defaultMessage: 'Loading conversations...' },
  empty: { id: 'messaging.conversations.empty', defaultMessage: 'You have no conversations at the moment.' },
  loadingMore: { id: 'messaging.conversations.loadingMore', defaultMessage: 'Loading…' },
  showMore: { id: 'messaging.conversations.showMore', defaultMessage: 'Show more conversations' },
});

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; conversations: Conversation[]; pages: number; fetched: number; total: number };

/** Adds fetched rows to the list: a row seen twice (pages shift as conversations move up) is kept once. */
function mergeRows(list: readonly Conversation[], fetched: readonly Conversation[]): Conversation[] {
  return fetched.reduce<Conversation[]>((merged, row) => upsertConversation(merged, row), [...list]);
}

/** Buyer names an admin's list did not carry (conversations that arrived live); null when the lookup failed. */
function useBuyerNames(conversations: Conversation[], isAdmin: boolean): Record<string, LookedUpName> {
  const [names, setNames] = useState<Record<string, LookedUpName>>({});
  useEffect(() => {
    if (!isAdmin) return;
    const missing = [
      ...new Set(
        conversations.filter((c) => !c.buyerUsername && !(c.buyerId in names)).map((c) => c.buyerId),
      ),
    ];
    missing.forEach((buyerId) => {
      setNames((known) => ({ ...known, [buyerId]: NAME_PENDING }));
      getUsername(buyerId).then(
        (username) => setNames((known) => ({ ...known, [buyerId]: username })),
        () => setNames((known) => ({ ...known, [buyerId]: null })),
      );
    });
  }, [conversations, isAdmin, names]);
  return names;
}

function ConversationList({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const intl = useIntlOrDefault();
  const [state, setState] = useState<State>({ status: 'loading' });

  const [loadingMore, setLoadingMore] = useState(false);

  /** The first page; after a reconnect it is merged into what is shown, so older pages stay. */
  const load = useCallback(
    async (background: boolean) => {
      try {
        const { conversations, total } = await listConversationsPage(1, { background });
        setState((current) =>
          background && current.status === 'ready'
            ? { ...current, conversations: mergeRows(current.conversations, conversations) }
            : { status: 'ready', conversations, pages: 1, fetched: conversations.length, total },
        );
      } catch (error) {
        console.error(error);
        if (background) return;
        setState({ status: 'error' });
        toast.error(intl.formatMessage(messages.loadFailed));
      }
    },
    [intl],
  );

  async function loadMore(page: number) {
    setLoadingMore(true);
    try {
      const { conversations, total } = await listConversationsPage(page);
      setState((current) =>
        current.status === 'ready'
          ? {
              status: 'ready',
              conversations: mergeRows(current.conversations, conversations),
              pages: page,
              fetched: current.fetched + conversations.length,
              // An empty page means the rest moved up into pages already shown.
              total: conversations.length === 0 ? current.fetched : total,
            }
          : current,
      );
    } catch (error) {
      console.error(error);
      toast.error(intl.formatMessage(messages.loadFailed));
    } finally {
      setLoadingMore(false);
    }
  }

  useEffect(() => {
    void load(false);
  }, [load]);

  useMessagingSocket({
    'conversation:updated': (changed: Conversation) =>
      setState((current) =>
        current.status === 'ready'
          ? { ...current, conversations: upsertConversation(current.conversations, changed) }
          : current,
      ),
    onConnect: (missed) => {
      if (missed) void load(true);
    },
  });

  const conversations = state.status === 'ready' ? state.conversations : [];
  const names = useBuyerNames(conversations, user.isAdmin);

  async function markRead(conversation: Conversation) {
    try {
      const updated = await markConversationRead(conversation._id);
      setState((current) =>
        current.status === 'ready'
          ? { ...current, conversations: upsertConversation(current.conversations, updated) }
          : current,
      );
      toast.success(intl.formatMessage(messages.markedRead));
    } catch (error) {
      console.error(error);
      toast.error(intl.formatMessage(messages.markFailed));
    }
  }

  if (state.status === 'loading')
    return <p className="text-body-secondary">{intl.formatMessage(messages.loading)}</p>;
  if (state.status === 'error')
    return <p className="text-danger">{intl.formatMessage(messages.loadFailed)}</p>;
  if (conversations.length === 0)
    return <p className="text-body-secondary">{intl.formatMessage(messages.empty)}</p>;

  const rows: RowProps[] = conversations.map((conversation) => {
    const name = counterpartName(conversation, user.isAdmin, names[conversation.buyerId], intl);
    return {
      conversation,
      name,
      open: () => navigate(`/messages/${conversation._id}`, { state: { name } }),
      markRead: () => void markRead(conversation),
    };
  });
  const withActions = showsActions(conversations, user.isAdmin);
  return (
    <>
      <ConversationTable rows={rows} isAdmin={user.isAdmin} withActions={withActions} />
      <ConversationCards rows={rows} isAdmin={user.isAdmin} withActions={withActions} />
      {state.status === 'ready' && state.fetched < state.total && (
        <div className="text-center mt-3">
          <Button
            variant="outline-secondary"
            disabled={loadingMore}
            onClick={() => void loadMore(state.pages + 1)}
          >
            {intl.formatMessage(loadingMore ? messages.loadingMore : messages.showMore)}
          </Button>
        </div>
      )}
    </>
  );
}

/** /messages: the viewer's conversations, live. */
export function ConversationsPage() {
  const user = useAuthUser();
  const intl = useIntlOrDefault();
  if (!user) return <SignInRequired />;
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">{intl.formatMessage(messages.title)}</h1>
      <ConversationList user={user} />
    </Container>
  );
}
