import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Container from 'react-bootstrap/Container';
import { Link, useLocation, useParams } from '@market/router';
import { ApiError, useAuthUser, type AuthUser } from '@market/api-client';
import { defineMessages } from 'react-intl';
import { NotFoundScreen, useIntlOrDefault } from '@market/ui';
import {
  answerOffer,
  createOffer,
  getConversation,
  getUsername,
  listMessages,
  listOffers,
  markConversationRead,
  sendMessage,
} from '@/shared/api/messaging-api';
import type { Conversation, Message, Offer, OfferDetails } from '@/shared/api/messaging-types';
import { SignInRequired } from '@/shared/components/sign-in-required';
import { COUNTERPART, isUnreadFor } from '@/shared/lib/conversation-rules';
import { emitWithAck, useMessagingSocket } from '@/shared/realtime/use-messaging-socket';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { OfferCard, type OfferMove } from './offer-card';
import { OfferForm } from './offer-form';

const messages = defineMessages<{
  loading: Record<never, never>;
  loadFailed: Record<never, never>;
  breadcrumb: Record<never, never>;
  heading: { name: string };
  timeline: Record<never, never>;
  empty: Record<never, never>;
}>({
  loading: { id: 'messaging.conversation.loading', defaultMessage: 'Loading conversation...' },
  loadFailed: {
    id: 'messaging.conversation.loadFailed',
    defaultMessage: 'Error fetching the conversation, please try again.',
  },
  breadcrumb: { id: 'messaging.conversation.breadcrumb', defaultMessage: 'Messages' },
  heading: { id: 'messaging.conversation.heading', defaultMessage: 'Conversation with {name}' },
  timeline: { id: 'messaging.conversation.timeline', defaultMessage: 'Messages' },
  empty: { id: 'messaging.conversation.empty', defaultMessage: 'No messages yet. Say hello!' },
});

type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; conversation: Conversation; messages: Message[]; offers: Offer[] };

type Entry = { kind: 'message'; at: string; item: Message } | { kind: 'offer'; at: string; item: Offer };

/** Adds or replaces an item by id, keeping oldest first (live events and REST answers may both bring it). */
function upsert<T extends { _id: string; createdAt: string }>(list: readonly T[], item: T): T[] {
  const next = list.some((existing) => existing._id === item._id)
    ? list.map((existing) => (existing._id === item._id ? item : existing))
    : [...list, item];
  return next.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** The name in the breadcrumb: passed by the list, else 'Admin' for a buyer or the buyer's username. */
function useCounterpartName(conversation: Conversation | undefined, user: AuthUser): string {
  const passed = (useLocation().state as { name?: unknown } | null)?.name;
  const intl = useIntlOrDefault();
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const buyerId = conversation?.buyerId;
  const needsLookup = user.isAdmin && typeof passed !== 'string' && buyerId !== undefined;
  useEffect(() => {
    if (!needsLookup || !buyerId) return;
    getUsername(buyerId).then(setLookedUp, () => setLookedUp(intl.formatMessage(COUNTERPART.unknown)));
  }, [needsLookup, buyerId, intl]);
  if (typeof passed === 'string' && passed) return passed;
  if (!user.isAdmin) return intl.formatMessage(COUNTERPART.admin);
  return lookedUp ?? '…';
}

function ConversationView({ id, user }: { id: string; user: AuthUser }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const intl = useIntlOrDefault();
  const timelineRef = useRef<HTMLElement>(null);

  const load = useCallback(
    async (background: boolean) => {
      try {
        const conversation = await getConversation(id);
        const [messages, offers] = await Promise.all([
          listMessages(id, { background }),
          listOffers(id, { background }),
        ]);
        setState({ status: 'ready', conversation, messages, offers });
      } catch (error) {
        console.error(error);
        if (background) return;
        setState({
          status:
            error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'missing' : 'error',
        });
      }
    },
    [id],
  );

  useEffect(() => {
    setState({ status: 'loading' });
    void load(false);
  }, [load]);

  const ready = state.status === 'ready' ? state : undefined;
  const unread = ready ? isUnreadFor(ready.conversation, user.isAdmin) : false;

  // Opening the conversation (or reading a new message in it) marks it read for the viewer's role.
  useEffect(() => {
    if (!unread) return;
    markConversationRead(id, { background: true }).then(
      (conversation) =>
        setState((current) => (current.status === 'ready' ? { ...current, conversation } : current)),
      (error: unknown) => console.error(error),
    );
  }, [id, unread]);

  const update = (
    change: (ready: Extract<State, { status: 'ready' }>) => Partial<Extract<State, { status: 'ready' }>>,
  ) => setState((current) => (current.status === 'ready' ? { ...current, ...change(current) } : current));

  useMessagingSocket({
    'message:new': (message: Message) => {
      if (message.conversationId === id)
        update((current) => ({ messages: upsert(current.messages, message) }));
    },
    'offer:new': (offer: Offer) => {
      if (offer.conversationId === id) update((current) => ({ offers: upsert(current.offers, offer) }));
    },
    'offer:updated': (offer: Offer) => {
      if (offer.conversationId === id) update((current) => ({ offers: upsert(current.offers, offer) }));
    },
    'conversation:updated': (conversation: Conversation) => {
      if (conversation._id === id) update(() => ({ conversation }));
    },
    onConnect: (missed) => {
      // Admins other than the conversation's own hear its messages through its room.
      emitWithAck('conversation:join', id).catch((error: unknown) => console.error(error));
      if (missed) void load(true);
    },
  });

  useEffect(() => {
    const socketId = id;
    return () => {
      emitWithAck('conversation:leave', socketId).catch(() => undefined);
    };
  }, [id]);

  const entries = useMemo<Entry[]>(() => {
    if (!ready) return [];
    const all: Entry[] = [
      ...ready.messages.map((item): Entry => ({ kind: 'message', at: item.createdAt, item })),
      ...ready.offers.map((item): Entry => ({ kind: 'offer', at: item.createdAt, item })),
    ];
    return all.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  }, [ready]);

  // The newest entry stays in view; only the timeline scrolls, never the page.
  useEffect(() => {
    const timeline = timelineRef.current;
    if (timeline) timeline.scrollTop = timeline.scrollHeight;
  }, [entries.length]);

  const name = useCounterpartName(ready?.conversation, user);

  if (state.status === 'loading')
    return <p className="text-body-secondary">{intl.formatMessage(messages.loading)}</p>;
  if (state.status === 'missing') return <NotFoundScreen />;
  if (state.status === 'error')
    return <p className="text-danger">{intl.formatMessage(messages.loadFailed)}</p>;
  const { conversation } = state;
  const isBuyer = conversation.buyerId === user.id;

  async function send(text: string) {
    const message = await sendMessage(id, text);
    update((current) => ({ messages: upsert(current.messages, message) }));
  }

  async function create(details: OfferDetails) {
    const offer = await createOffer(id, conversation.buyerId, details);
    update((current) => ({ offers: upsert(current.offers, offer) }));
  }

  async function answer(offer: Offer, status: OfferMove) {
    try {
      const answered = await answerOffer(offer._id, status);
      update((current) => ({ offers: upsert(current.offers, answered) }));
    } catch (error) {
      // Offer errors are only logged, never shown; the offer is refreshed in case it was answered elsewhere.
      console.error(error);
      void load(true);
    }
  }

  return (
    <>
      <Breadcrumb listProps={{ className: 'mb-3' }}>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/messages' }}>
          {intl.formatMessage(messages.breadcrumb)}
        </Breadcrumb.Item>
        <Breadcrumb.Item active>{name}</Breadcrumb.Item>
      </Breadcrumb>
      <h1 className="visually-hidden">{intl.formatMessage(messages.heading, { name })}</h1>
      <section
        ref={timelineRef}
        tabIndex={0}
        className="conversation-timeline border rounded-3 p-2 p-sm-3 mb-3 d-grid gap-2 align-content-start"
        aria-label={intl.formatMessage(messages.timeline)}
        aria-live="polite"
      >
        {entries.length === 0 && (
          <p className="text-body-secondary mb-0">{intl.formatMessage(messages.empty)}</p>
        )}
        {entries.map((entry) =>
          entry.kind === 'message' ? (
            <MessageBubble
              key={`m-${entry.item._id}`}
              message={entry.item}
              own={entry.item.userId === user.id}
            />
          ) : (
            <OfferCard
              key={`o-${entry.item._id}`}
              offer={entry.item}
              isBuyer={isBuyer}
              isAdmin={user.isAdmin}
              own={!isBuyer}
              onAnswer={answer}
            />
          ),
        )}
      </section>
      {user.isAdmin && <OfferForm onCreate={create} />}
      <Composer onSend={send} />
    </>
  );
}

/** /messages/:id: one conversation, live. */
export function ConversationPage() {
  const user = useAuthUser();
  const { id = '' } = useParams();
  if (!user) return <SignInRequired />;
  return (
    <Container className="py-4">
      <ConversationView key={id} id={id} user={user} />
    </Container>
  );
}
