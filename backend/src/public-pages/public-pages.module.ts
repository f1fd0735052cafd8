import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { SessionModule } from '../auth/session.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ContentModule } from '../content/content.module';
import { PublicPages } from './public-pages';

/** The host of the front end's pages: server renders, their cache, robots.txt and the sitemaps. */
@Module({
  imports: [CatalogModule, ContentModule, SessionModule, AnalyticsModule],
  providers: [PublicPages],
  exports: [PublicPages],
})
export class PublicPagesModule {}
