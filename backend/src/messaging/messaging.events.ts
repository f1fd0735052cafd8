import { Injectable } from '@nestjs/common';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { ADMINS_ROOM, conversationRoom, userRoom } from '../realtime/rooms';
import { ConversationRow } from './messaging.schema';
import { ConversationView, MessageView, OfferView, toConversationView } from './messaging.views';

/** Which rooms hear which messaging event: the conversation's room and both participants' own rooms. */
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

  /** Every admin sees every conversation in their list, so list changes also go to the admins' room. */
  conversationUpdated(conversation: ConversationRow): void {
    const view: ConversationView = toConversationView(conversation);
    this.publisher.publish(
      'conversation:updated',
      [...this.participantRooms(conversation), ADMINS_ROOM],
      view,
    );
  }

  private participantRooms(conversation: ConversationRow): string[] {
    return [
      conversationRoom(conversation.id),
      userRoom(conversation.buyerId),
      userRoom(conversation.adminId),
    ];
  }
}
