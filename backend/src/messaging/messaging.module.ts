import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { ApiSockets } from '../realtime/api-sockets';
import { ConversationsController } from './conversations.controller';
import { MessagesController } from './messages.controller';
import { MessagingCoreModule } from './messaging-core.module';
import { OffersController } from './offers.controller';

/**
 * Conversations, messages and custom offers over HTTP, plus the API's socket side. Other modules
 * import this and use OffersService (e.g. `findAcceptedOfferForBuyer` for checkout).
 */
@Module({
  imports: [MessagingCoreModule, OrdersModule],
  controllers: [ConversationsController, MessagesController, OffersController],
  providers: [ApiSockets],
  exports: [MessagingCoreModule],
})
export class MessagingModule {}
