import { Injectable } from '@nestjs/common';
import { SessionUser } from '../common/access.decorator';
import { forbidden, invalid, notFound } from '../common/domain-error';
import { UsersService } from '../users/users.service';
import { isUuid } from '../common/ids';
import { can } from '@market/contracts';
import { actsAsStaff, isStaff } from '../auth/staff';
import { MessagingEvents } from './messaging.events';
import { MessagingNotifications } from './messaging-notifications';
import { ConversationFilter, MessagingRepository, Role } from './messaging.repository';
import { ConversationRow } from './messaging.schema';
import { ConversationView, MessageView, toConversationView, toMessageView } from './messaging.views';

export const MAX_MESSAGE_LENGTH = 5_000;
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

/**
 * Conversations and messages. A conversation's participants are its buyer and the staff holding
 * `messages.staff` (they see every conversation); other staff get 403 AUTH.PERMISSION, anyone
 * else is told it does not exist.
 */
@Injectable()
export class MessagingService {
  constructor(
    private readonly repository: MessagingRepository,
    private readonly users: UsersService,
    private readonly events: MessagingEvents,
    private readonly notifications: MessagingNotifications,
  ) {}

  /**
   * A page of a buyer's own conversations, or of all of them (with the buyer's username) for an
   * admin, most recent activity first, with the total of the whole list.
   */
  async listConversations(
    user: SessionUser,
    query: Omit<ConversationFilter, 'unreadBy'> & { unread?: boolean },
    page: { page?: number; limit?: number } = {},
  ): Promise<{ rows: ConversationView[]; total: number }> {
    const { unread, ...filter }: ConversationFilter & { unread?: boolean } = query;
    const staff = actsAsStaff(user, 'messages.staff');
    if (unread !== undefined) filter.unreadBy = { role: staff ? 'admin' : 'buyer', unread };
    if (!staff) {
      if (filter.buyerId && filter.buyerId !== user.id) {
        throw forbidden('CONVERSATION.NOT_YOURS', 'You can only look up your own conversations');
      }
      filter.buyerId = user.id;
    }
    const limit = page.limit ?? DEFAULT_PAGE_SIZE;
    const [rows, total] = await Promise.all([
      this.repository.listConversations(filter, limit, ((page.page ?? 1) - 1) * limit),
      this.repository.countConversations(filter),
    ]);
    return { rows: rows.map((row) => toConversationView(row, staff)), total };
  }

  countConversations(): Promise<number> {
    return this.repository.countConversations();
  }

  /** Opens the buyer-admin conversation, or answers the one that exists (no duplicates under concurrency). */
  async openConversation(
    user: SessionUser,
    buyerId: string,
    adminId: string,
  ): Promise<{ view: ConversationView; created: boolean }> {
    if (!actsAsStaff(user, 'messages.staff') && buyerId !== user.id) {
      throw forbidden('CONVERSATION.NOT_YOURS', 'You can only open a conversation for yourself');
    }
    const [buyer, admin] = await Promise.all([this.users.findById(buyerId), this.users.findById(adminId)]);
    if (!buyer || buyer.isAdmin)
      throw invalid('CONVERSATION.BUYER_INVALID', 'buyerId must be a buyer account');
    if (!admin?.isAdmin) throw invalid('CONVERSATION.ADMIN_INVALID', 'adminId must be an admin account');
    const { row, created } = await this.repository.findOrCreateConversation(buyerId, adminId);
    if (created) this.events.conversationUpdated(row);
    return { view: toConversationView(row), created };
  }

  async getConversation(user: SessionUser, id: string): Promise<ConversationView> {
    return toConversationView(await this.conversationFor(user, id));
  }

  /** Sets the caller's role's read flag and answers the updated row. */
  async markRead(user: SessionUser, id: string): Promise<ConversationView> {
    const conversation = await this.conversationFor(user, id);
    const updated = await this.repository.markRead(conversation.id, this.roleIn(conversation, user));
    if (!updated) throw this.notFound();
    this.events.conversationUpdated(updated);
    await this.notifications.conversationRead(updated, this.roleIn(conversation, user));
    return toConversationView(updated);
  }

  async listMessages(user: SessionUser, conversationId: string): Promise<MessageView[]> {
    const conversation = await this.conversationFor(user, conversationId);
    return (await this.repository.listMessages(conversation.id)).map(toMessageView);
  }

  /** Stores a trimmed, non-empty message of at most 5,000 characters and tells both sides. */
  async sendMessage(user: SessionUser, conversationId: string, text: string): Promise<MessageView> {
    const body = typeof text === 'string' ? text.trim() : '';
    if (!body) throw invalid('MESSAGE.EMPTY', 'message must not be empty');
    if (body.length > MAX_MESSAGE_LENGTH) {
      throw invalid('MESSAGE.TOO_LONG', `message must be at most ${MAX_MESSAGE_LENGTH} characters`);
    }
    const conversation = await this.conversationFor(user, conversationId);
    const saved = await this.repository.addMessage(
      conversation.id,
      user.id,
      body,
      this.roleIn(conversation, user),
    );
    const view = toMessageView(saved.message);
    this.events.messageNew(saved.conversation, view);
    this.events.conversationUpdated(saved.conversation);
    await this.notifications.messageSent(saved.conversation, user, body);
    return view;
  }

  /** Whether the user may follow the conversation live (same rule as reading it). */
  async canFollow(user: SessionUser, conversationId: string): Promise<boolean> {
    if (!isUuid(conversationId)) return false;
    // A staff member whose role may not read conversations follows none.
    if (isStaff(user) && !can(user.role, 'messages.staff')) return false;
    const conversation = await this.repository.findConversation(conversationId);
    return !!conversation && this.isParticipant(conversation, user);
  }

  /** The conversation when the user takes part in it; a 404 for everyone else, so ids are not probed. */
  async conversationFor(user: SessionUser, id: string): Promise<ConversationRow> {
    actsAsStaff(user, 'messages.staff');
    if (!isUuid(id)) throw this.notFound();
    const conversation = await this.repository.findConversation(id);
    if (!conversation || !this.isParticipant(conversation, user)) throw this.notFound();
    return conversation;
  }

  roleIn(conversation: ConversationRow, user: SessionUser): Role {
    return conversation.buyerId === user.id ? 'buyer' : 'admin';
  }

  private isParticipant(conversation: ConversationRow, user: SessionUser): boolean {
    return conversation.buyerId === user.id || (isStaff(user) && can(user.role, 'messages.staff'));
  }

  private notFound() {
    return notFound('CONVERSATION.NOT_FOUND', 'Conversation not found');
  }
}
