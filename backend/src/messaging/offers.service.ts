import { Injectable } from '@nestjs/common';
import { DEFAULT_OFFER_REVISIONS, milestoneSums, OfferMilestoneJson, toCents } from '@market/contracts';
import { SessionUser } from '../common/access.decorator';
import { conflict, forbidden, invalid, notFound } from '../common/domain-error';
import { actsAsStaff } from '../auth/staff';
import { isUuid } from '../common/ids';
import { MessagingEvents } from './messaging.events';
import { MessagingNotifications } from './messaging-notifications';
import { MessagingRepository } from './messaging.repository';
import { MessagingService } from './messaging.service';
import { StoredOfferMilestone } from './messaging.schema';
import { OfferView, toOfferView } from './messaging.views';
import { canMoveOffer, OFFER_WITHDRAWN, OfferStatus } from './offer-status';

export interface NewOffer {
  conversationId: string;
  buyerId: string;
  description: string;
  /** In the shop's currency, > 0, at most two decimals (checked at the edge); stored as cents. */
  price: number;
  deliveryTime: number;
  /** Revisions the order includes; DEFAULT_OFFER_REVISIONS when not named (each milestone has them). */
  revisions?: number;
  /** 2–6 parts (counts and ranges checked at the edge) whose sums must be price and deliveryTime. */
  milestones?: OfferMilestoneJson[];
}

/** What checkout needs to charge an accepted custom offer. */
export interface PayableOffer {
  offerId: string;
  description: string;
  priceCents: number;
  deliveryTime: number;
  revisions: number;
  /** In order; empty when the offer is not split. */
  milestones: StoredOfferMilestone[];
}

/**
 * Custom offers: an admin proposes, the conversation's buyer accepts or declines once, or an admin
 * withdraws it before the buyer answers.
 */
@Injectable()
export class OffersService {
  constructor(
    private readonly repository: MessagingRepository,
    private readonly conversations: MessagingService,
    private readonly events: MessagingEvents,
    private readonly notifications: MessagingNotifications,
  ) {}

  async create(user: SessionUser, offer: NewOffer): Promise<OfferView> {
    if (!actsAsStaff(user, 'messages.staff'))
      throw forbidden('OFFER.ADMIN_ONLY', 'Only an admin can create offers');
    const conversation = await this.conversations.conversationFor(user, offer.conversationId);
    if (conversation.buyerId !== offer.buyerId) {
      throw invalid('OFFER.BUYER_MISMATCH', "buyerId must be the conversation's buyer");
    }
    const description = offer.description.trim();
    if (!description) throw invalid('OFFER.DESCRIPTION_REQUIRED', 'description must not be empty');
    const priceCents = toCents(offer.price);
    if (!(priceCents > 0)) throw invalid('OFFER.PRICE_INVALID', 'price must be greater than 0');
    const milestones = splitOf(offer, priceCents);
    const row = await this.repository.insertOffer({
      conversationId: conversation.id,
      buyerId: conversation.buyerId,
      createdBy: user.id,
      description,
      priceCents,
      deliveryDays: offer.deliveryTime,
      revisions: offer.revisions ?? DEFAULT_OFFER_REVISIONS,
      milestones,
    });
    const view = toOfferView(row);
    this.events.offerNew(conversation, view);
    await this.notifications.offerNew(conversation, view);
    return view;
  }

  async list(user: SessionUser, conversationId: string): Promise<OfferView[]> {
    const conversation = await this.conversations.conversationFor(user, conversationId);
    return (await this.repository.listOffers(conversation.id)).map(toOfferView);
  }

  /**
   * The conversation's buyer answers a pending offer, or an admin withdraws it; any other move is a
   * conflict.
   */
  async answer(user: SessionUser, offerId: string, status: OfferStatus): Promise<OfferView> {
    const staff = actsAsStaff(user, 'messages.staff');
    const offer = isUuid(offerId) ? await this.repository.findOffer(offerId) : undefined;
    if (!offer) throw this.notFound();
    const conversation = await this.conversations.conversationFor(user, offer.conversationId).catch(() => {
      throw this.notFound();
    });
    if (status === OFFER_WITHDRAWN) {
      if (!staff) throw forbidden('OFFER.ADMIN_ONLY', 'Only an admin can withdraw an offer');
    } else if (conversation.buyerId !== user.id) {
      throw forbidden('OFFER.BUYER_ONLY', "Only the conversation's buyer can accept or decline an offer");
    }
    if (!canMoveOffer(offer.status, status)) throw this.cannotMove(offer.status);
    const moved = await this.repository.moveOffer(offer.id, offer.status, status);
    if (!moved) {
      const now = await this.repository.findOffer(offer.id);
      throw this.cannotMove(now?.status ?? offer.status);
    }
    const view = toOfferView(moved);
    this.events.offerUpdated(conversation, view);
    return view;
  }

  /** For checkout: the offer when it belongs to this buyer and is accepted; undefined otherwise. */
  async findAcceptedOfferForBuyer(offerId: string, buyerId: string): Promise<PayableOffer | undefined> {
    if (!isUuid(offerId) || !isUuid(buyerId)) return undefined;
    const offer = await this.repository.findOfferForBuyer(offerId, buyerId);
    if (!offer || offer.status !== 'accepted') return undefined;
    return {
      offerId: offer.id,
      description: offer.description,
      priceCents: offer.priceCents,
      deliveryTime: offer.deliveryDays,
      revisions: offer.revisions,
      milestones: offer.milestones,
    };
  }

  private cannotMove(status: string) {
    return conflict('OFFER.NOT_PENDING', `This offer is already ${status}`);
  }

  private notFound() {
    return notFound('OFFER.NOT_FOUND', 'Offer not found');
  }
}

/**
 * The offer's milestones as stored, in cents; refused (400, nothing stored) when their prices or
 * days do not add up to the offer's, so the offer's own figures stay what the buyer is charged in all.
 */
function splitOf(offer: NewOffer, priceCents: number): StoredOfferMilestone[] {
  const milestones = (offer.milestones ?? []).map((m) => ({
    title: m.title.trim(),
    priceCents: toCents(m.price),
    deliveryDays: m.deliveryDays,
  }));
  if (milestones.length === 0) return [];
  if (milestones.some((m) => m.title === '')) {
    throw invalid('OFFER.MILESTONE_TITLE_REQUIRED', 'milestones: each milestone needs a title');
  }
  const sums = milestoneSums(milestones);
  if (sums.priceCents !== priceCents) {
    throw invalid(
      'OFFER.MILESTONES_PRICE_MISMATCH',
      "milestones: their prices must add up to the offer's price",
    );
  }
  if (sums.deliveryDays !== offer.deliveryTime) {
    throw invalid(
      'OFFER.MILESTONES_DAYS_MISMATCH',
      "milestones: their delivery days must add up to the offer's delivery time",
    );
  }
  return milestones;
}
