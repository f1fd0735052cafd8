import { Module, OnModuleInit } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UploadsService } from '../uploads/uploads.service';
import { UsersModule } from '../users/users.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/** Reviews of services: they feed the catalogue's star figures and need orders for eligibility. */
@Module({
  imports: [CatalogModule, OrdersModule, UsersModule, UploadsModule],
  controllers: [ReviewsController],
  providers: [ReviewsRepository, ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule implements OnModuleInit {
  constructor(
    private readonly uploads: UploadsService,
    private readonly repo: ReviewsRepository,
  ) {}

  /** The uploads sweep keeps the media the reviews name. */
  onModuleInit(): void {
    this.uploads.addReferenceSource(() => this.repo.mediaUrls());
  }
}
