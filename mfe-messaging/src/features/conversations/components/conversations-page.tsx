import { useCallback, useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { useNavigate } from 'react-router-dom';
import { useAuthUser, type AuthUser } from '@market/api-client';
import { toast } from '@market/ui';
import { getUsername, listConversations, markConversationRead } from '@/api/messaging-api';
import type { Conversation } from '@/api/messaging-types';
import { SignInRequired } from '@/components/sign-in-required';
import { counterpartName, showsActions, upsertConversation } from '@/lib/conversation-rules';
import { useMessagingSocket } from '@/realtime/use-messaging-socket';
import { ConversationCards, ConversationTable, type RowProps } from './conversation-list-views';

export const LOAD_FAILED = 'Error fetching conversations, please try again.';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; conversations: Conversation[] };

/** Buyer names an admin's list did not carry (conversations that arrived live); null when the lookup failed. */
function useBuyerNames(conversations: Conversation[], isAdmin: boolean): Record<string, string | null> {
  const [names, setNames] = useState<Record<string, string | null>>({});
  useEffect(() => {
    if (!isAdmin) return;
    const missing = [
      ...new Set(
        conversations.filter((c) => !c.buyerUsername && !(c.buyerId in names)).map((c) => c.buyerId),
      ),
    ];
    missing.forEach((buyerId) => {
      setNames((known) => ({ ...known, [buyerId]: known[buyerId] ?? null }));
      getUsername(buyerId).then(
        (username) => setNames((known) => ({ ...known, [buyerId]: username })),
        () => undefined,
      );
    });
  }, [conversations, isAdmin, names]);
  return names;
}

function ConversationList({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async (background: boolean) => {
    try {
      const conversations = await listConversations({ background });
      setState({ status: 'ready', conversations });
    } catch (error) {
      console.error(error);
      if (background) return;
      setState({ status: 'error' });
      toast.error(LOAD_FAILED);
    }
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  useMessagingSocket({
    'conversation:updated': (changed: Conversation) =>
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', conversations: upsertConversation(current.conversations, changed) }
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
          ? { status: 'ready', conversations: upsertConversation(current.conversations, updated) }
          : current,
      );
      toast.success('Conversation marked as read.');
    } catch (error) {
      console.error(error);
      toast.error('Error updating read status, please try again.');
    }
  }

  if (state.status === 'loading') return <p className="text-body-secondary">Loading conversations...</p>;
  if (state.status === 'error') return <p className="text-danger">{LOAD_FAILED}</p>;
  if (conversations.length === 0)
    return <p className="text-body-secondary">You have no conversations at the moment.</p>;

  const rows: RowProps[] = conversations.map((conversation) => {
    const name = counterpartName(conversation, user.isAdmin, names[conversation.buyerId]);
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
    </>
  );
}

/** /messages: the viewer's conversations, live. */
export function ConversationsPage() {
  const user = useAuthUser();
  if (!user) return <SignInRequired />;
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Messages</h1>
      <ConversationList user={user} />
    </Container>
  );
}
