import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { ConversationsController } from './conversations.controller';
import { MessagesController } from './messages.controller';
import { MessagingCoreModule } from './messaging-core.module';
import { OffersController } from './offers.controller';

/**
 * Conversations, messages and custom offers over HTTP (the API's sockets: ApiSocketsModule). Other modules
 * import this and use OffersService (e.g. `findAcceptedOfferForBuyer` for checkout).
 */
@Module({
  imports: [MessagingCoreModule, OrdersModule, RateLimitModule],
  controllers: [ConversationsController, MessagesController, OffersController],
  exports: [MessagingCoreModule],
})
export class MessagingModule {}
