import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { AnalyticsClock } from './analytics-clock';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsFold } from './analytics-fold';
import { AnalyticsRepository } from './analytics.repository';
import { HitCounter } from './hit-counter';
import { OrderFigures } from './order-figures';
import { AnalyticsReports } from './reports';

/**
 * The owner's numbers without a tracker: page views counted by the server (`HitCounter`, used by
 * the public pages and the shell's beacon), order events told by the lifecycle (`OrderFigures`),
 * both added to daily rollups that `/api/analytics/*` reads.
 */
@Module({
  imports: [CatalogModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsClock, AnalyticsRepository, HitCounter, OrderFigures, AnalyticsReports, AnalyticsFold],
  exports: [HitCounter, OrderFigures],
})
export class AnalyticsModule {}
