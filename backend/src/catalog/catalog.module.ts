import { AuditModule } from '../audit/audit.module';
import { Module, OnModuleInit } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { UploadsService } from '../uploads/uploads.service';
import { CatalogCaches } from './catalog-caches';
import { CatalogPricing } from './catalog-pricing.service';
import { CatalogSearch } from './catalog-search.service';
import { CatalogController } from './catalog.controller';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { ReviewStats } from './review-stats.service';

@Module({
  imports: [UploadsModule, AuditModule],
  controllers: [CatalogController],
  providers: [CatalogRepository, CatalogCaches, CatalogSearch, CatalogService, CatalogPricing, ReviewStats],
  exports: [CatalogService, CatalogPricing, ReviewStats],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly uploads: UploadsService,
    private readonly repo: CatalogRepository,
  ) {}

  /** The uploads sweep keeps the media the catalogue's services name. */
  onModuleInit(): void {
    this.uploads.addReferenceSource(() => this.repo.mediaUrls());
  }
}
