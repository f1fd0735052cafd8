import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database } from '../db/database';
import { userAccounts } from '../users/users.read-port';
import { DELETED_USER_NAME } from '@market/contracts';
import { OfferStatus } from './offer-status';
import {
  ConversationRow,
  conversations,
  MessageRow,
  messages,
  OfferRow,
  offers,
  StoredOfferMilestone,
} from './messaging.schema';

export type ConversationWithBuyer = ConversationRow & { buyerUsername: string };
export type Role = 'buyer' | 'admin';
export interface ConversationFilter {
  buyerId?: string;
  adminId?: string;
  /** Unread (true) or read (false) for this role. */
  unreadBy?: { role: Role; unread: boolean };
}

/** The only code that touches the conversations, messages and offers tables. */
@Injectable()
export class MessagingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findConversation(id: string): Promise<ConversationRow | undefined> {
    const [row] = await this.db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    return row;
  }

  /** A page of conversations, most recently active first, optionally narrowed to one buyer and/or one admin. */
  listConversations(
    filter: ConversationFilter,
    limit: number,
    offset: number,
  ): Promise<ConversationWithBuyer[]> {
    return this.db
      .select({
        ...conversationColumns,
        buyerUsername: sql<string>`case when ${userAccounts.deletedAt} is null then ${userAccounts.username} else ${DELETED_USER_NAME} end`,
      })
      .from(conversations)
      .innerJoin(userAccounts, eq(userAccounts.id, conversations.buyerId))
      .where(this.matching(filter))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(limit)
      .offset(offset);
  }

  async countConversations(filter: ConversationFilter = {}): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(conversations).where(this.matching(filter));
    return Number(row?.n ?? 0);
  }

  private matching(filter: ConversationFilter) {
    return and(
      filter.buyerId ? eq(conversations.buyerId, filter.buyerId) : undefined,
      filter.adminId ? eq(conversations.adminId, filter.adminId) : undefined,
      filter.unreadBy
        ? eq(
            filter.unreadBy.role === 'admin' ? conversations.readByAdmin : conversations.readByBuyer,
            !filter.unreadBy.unread,
          )
        : undefined,
    );
  }

  /**
   * The pair's conversation, created when missing. ON CONFLICT DO NOTHING makes concurrent
   * clicks converge on the one row the unique (buyer_id, admin_id) index allows.
   */
  async findOrCreateConversation(
    buyerId: string,
    adminId: string,
  ): Promise<{ row: ConversationRow; created: boolean }> {
    const [inserted] = await this.db
      .insert(conversations)
      .values({ buyerId, adminId })
      .onConflictDoNothing({ target: [conversations.buyerId, conversations.adminId] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.buyerId, buyerId), eq(conversations.adminId, adminId)))
      .limit(1);
    return { row: existing!, created: false };
  }

  async markRead(id: string, role: Role): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .update(conversations)
      .set(role === 'admin' ? { readByAdmin: true } : { readByBuyer: true })
      .where(eq(conversations.id, id))
      .returning();
    return row;
  }

  /** Stores a message and moves the conversation's preview, activity time and read flags with it, atomically. */
  async addMessage(
    conversationId: string,
    userId: string,
    body: string,
    senderRole: Role,
  ): Promise<{ message: MessageRow; conversation: ConversationRow }> {
    return this.db.transaction(async (tx) => {
      const [message] = await tx.insert(messages).values({ conversationId, userId, body }).returning();
      const [conversation] = await tx
        .update(conversations)
        .set({
          lastMessage: body,
          updatedAt: message!.createdAt,
          readByAdmin: senderRole === 'admin',
          readByBuyer: senderRole === 'buyer',
        })
        .where(eq(conversations.id, conversationId))
        .returning();
      return { message: message!, conversation: conversation! };
    });
  }

  listMessages(conversationId: string): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
  }

  async insertOffer(offer: {
    conversationId: string;
    buyerId: string;
    createdBy: string;
    description: string;
    priceCents: number;
    deliveryDays: number;
    revisions: number;
    milestones: StoredOfferMilestone[];
  }): Promise<OfferRow> {
    const [row] = await this.db.insert(offers).values(offer).returning();
    return row!;
  }

  async findOffer(id: string): Promise<OfferRow | undefined> {
    const [row] = await this.db.select().from(offers).where(eq(offers.id, id)).limit(1);
    return row;
  }

  listOffers(conversationId: string): Promise<OfferRow[]> {
    return this.db
      .select()
      .from(offers)
      .where(eq(offers.conversationId, conversationId))
      .orderBy(asc(offers.createdAt), asc(offers.id));
  }

  /**
   * Moves an offer from `from` to `to` only if it still is in `from`: a compare-and-set, so two
   * concurrent answers cannot both win. Undefined when the offer was no longer in `from`.
   */
  async moveOffer(id: string, from: OfferStatus, to: OfferStatus): Promise<OfferRow | undefined> {
    const [row] = await this.db
      .update(offers)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(offers.id, id), eq(offers.status, from)))
      .returning();
    return row;
  }

  async findOfferForBuyer(id: string, buyerId: string): Promise<OfferRow | undefined> {
    const [row] = await this.db
      .select()
      .from(offers)
      .where(and(eq(offers.id, id), eq(offers.buyerId, buyerId)))
      .limit(1);
    return row;
  }
}

const conversationColumns = {
  id: conversations.id,
  buyerId: conversations.buyerId,
  adminId: conversations.adminId,
  lastMessage: conversations.lastMessage,
  readByAdmin: conversations.readByAdmin,
  readByBuyer: conversations.readByBuyer,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
};
