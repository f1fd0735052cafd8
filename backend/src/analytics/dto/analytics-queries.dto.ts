import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  ANALYTICS_INTERVALS,
  ANALYTICS_METRICS,
  ANALYTICS_SERVICE_SORTS,
  type AnalyticsInterval,
  type AnalyticsMetric,
  type AnalyticsServiceSort,
} from '@market/contracts';
import { PageQuery } from '../../common/page-query.dto';
import { PeriodQueryDto } from '../../common/period-query.dto';

/** `?from=&to=`: shop days (SHOP_TIME_ZONE), at most two years. */
export class AnalyticsPeriodDto extends PeriodQueryDto {}

export class TimeseriesQueryDto extends AnalyticsPeriodDto {
  @ApiProperty({ enum: ANALYTICS_METRICS })
  @IsIn(ANALYTICS_METRICS, { message: `metric must be one of ${ANALYTICS_METRICS.join(', ')}` })
  metric!: AnalyticsMetric;

  @ApiPropertyOptional({ enum: ANALYTICS_INTERVALS, default: 'day' })
  @IsOptional()
  @IsIn(ANALYTICS_INTERVALS, { message: `interval must be one of ${ANALYTICS_INTERVALS.join(', ')}` })
  interval?: AnalyticsInterval;
}

export class ServicesQueryDto extends IntersectionType(
  AnalyticsPeriodDto,
  PageQuery({ defaultLimit: 20, maxLimit: 100 }),
) {
  @ApiPropertyOptional({ enum: ANALYTICS_SERVICE_SORTS, default: 'revenue' })
  @IsOptional()
  @IsIn(ANALYTICS_SERVICE_SORTS, { message: `sort must be one of ${ANALYTICS_SERVICE_SORTS.join(', ')}` })
  sort?: AnalyticsServiceSort;
}

/** The beacon's body: the page the shell moved to, and the page before it. */
export class HitDto {
  @ApiProperty({ example: '/services?utm_source=newsletter', maxLength: 2048 })
  @IsString({ message: 'path must be text' })
  @MaxLength(2048, { message: 'path must be at most 2048 characters' })
  @Matches(/^\/(?!\/)/, { message: 'path must be a path on this site, starting with /' })
  path!: string;

  @ApiPropertyOptional({ maxLength: 2048 })
  @IsOptional()
  @IsString({ message: 'referrer must be text' })
  @MaxLength(2048, { message: 'referrer must be at most 2048 characters' })
  referrer?: string;
}
