import { Injectable } from '@nestjs/common';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { conversationRoom, staffRoom, userRoom } from '../realtime/rooms';
import { ConversationRow } from './messaging.schema';
import { ConversationView, MessageView, OfferView, toConversationView } from './messaging.views';

/**
 * Which rooms hear which messaging event. Every admin takes part in every conversation, so events
 * go to the `admins` room rather than only to the conversation's own admin; the buyer hears them in
 * their own room, and anyone who joined the conversation's room hears them there. One emit to
 * several rooms reaches a socket in more than one of them once.
 */
@Injectable()
export class MessagingEvents {
  constructor(private readonly publisher: RealtimePublisher) {}

  messageNew(conversation: ConversationRow, message: MessageView): void {
    this.publisher.publish('message:new', this.participantRooms(conversation), message);
  }

  offerNew(conversation: ConversationRow, offer: OfferView): void {
    this.publisher.publish('offer:new', this.participantRooms(conversation), offer);
  }

  offerUpdated(conversation: ConversationRow, offer: OfferView): void {
    this.publisher.publish('offer:updated', this.participantRooms(conversation), offer);
  }

  conversationUpdated(conversation: ConversationRow): void {
    const view: ConversationView = toConversationView(conversation);
    this.publisher.publish('conversation:updated', this.participantRooms(conversation), view);
  }

  private participantRooms(conversation: ConversationRow): string[] {
    return [conversationRoom(conversation.id), userRoom(conversation.buyerId), staffRoom('messages.staff')];
  }
}
