import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { CatalogModule } from './catalog.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/** Reviews live beside the catalogue (they feed its star figures) but need orders for eligibility. */
@Module({
  imports: [CatalogModule, OrdersModule, UsersModule, UploadsModule],
  controllers: [ReviewsController],
  providers: [ReviewsRepository, ReviewsService],
})
export class ReviewsModule {}
