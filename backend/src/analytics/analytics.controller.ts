import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  isStaff,
  type AnalyticsPointJson,
  type AnalyticsServiceJson,
  type AnalyticsSourcesJson,
  type AnalyticsSummaryJson,
} from '@market/contracts';
import { Permission } from '../auth/permission.decorator';
import { Access, RequestWithUser } from '../common/access.decorator';
import { csvHeader, csvRow } from '../common/csv';
import {
  AnalyticsPeriodDto,
  HitDto,
  ServicesQueryDto,
  TimeseriesQueryDto,
} from './dto/analytics-queries.dto';
import { HitCounter } from './hit-counter';
import { periodOf } from './period';
import { AnalyticsReports, DayFigures } from './reports';

const CSV_COLUMNS = [
  'day',
  'visitors',
  'page_views',
  'service_views',
  'checkouts',
  'orders',
  'completed',
  'gross',
  'refunds',
  'net',
  'tax',
] as const;

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(
    private readonly reports: AnalyticsReports,
    private readonly hits: HitCounter,
  ) {}

  /** The shell's beacon on a client-side navigation: counted like a page the server rendered. */
  @Post('hits')
  @Access('public')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Taken (counted unless a bot, a prefetch, staff or a repeat)' })
  hit(@Body() body: HitDto, @Req() request: RequestWithUser): void {
    this.hits.count({
      url: body.path,
      referrer: body.referrer,
      ip: request.ip,
      headers: request.headers,
      staff: isStaff(request.user),
    });
  }

  @Get('summary')
  @Permission('analytics.read')
  @ApiOkResponse({ description: "The period's figures and those of the period of the same length before" })
  summary(@Query() query: AnalyticsPeriodDto): Promise<AnalyticsSummaryJson> {
    return this.reports.summary(periodOf(query.from, query.to));
  }

  @Get('timeseries')
  @Permission('analytics.read')
  @ApiOkResponse({
    description: 'One point per day, week (from Monday) or month of the period, zeros included',
  })
  timeseries(@Query() query: TimeseriesQueryDto): Promise<AnalyticsPointJson[]> {
    return this.reports.timeseries(periodOf(query.from, query.to), query.metric, query.interval ?? 'day');
  }

  @Get('services')
  @Permission('analytics.read')
  @ApiOkResponse({
    description: 'Services with figures in the period, a page of them',
    headers: {
      'X-Total-Count': { description: 'Services with figures in the period', schema: { type: 'integer' } },
    },
  })
  async services(
    @Query() query: ServicesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AnalyticsServiceJson[]> {
    const { rows, total } = await this.reports.services(
      periodOf(query.from, query.to),
      query.sort ?? 'revenue',
      query.page ?? 1,
      query.limit ?? 20,
    );
    void reply.header('X-Total-Count', String(total));
    return rows;
  }

  @Get('sources')
  @Permission('analytics.read')
  @ApiOkResponse({ description: 'Referring domains and campaigns with their visitors and orders' })
  sources(@Query() query: AnalyticsPeriodDto): Promise<AnalyticsSourcesJson> {
    return this.reports.sources(periodOf(query.from, query.to));
  }

  /** A day per line; the period is read before the answer starts, so a failure answers an error. */
  @Get('export.csv')
  @Permission('analytics.read')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'One line per day of the period (CSV, streamed)' })
  async export(@Query() query: AnalyticsPeriodDto): Promise<StreamableFile> {
    const period = periodOf(query.from, query.to);
    const days = this.reports.days(period);
    const first = await days.next();
    async function* lines() {
      yield csvHeader(CSV_COLUMNS);
      for (let next: IteratorResult<DayFigures> = first; !next.done; next = await days.next()) {
        const d = next.value;
        yield csvRow([
          d.day,
          ...[d.visitors, d.pageViews, d.serviceViews, d.checkouts, d.orders, d.completed].map(String),
          d.gross,
          d.refunds,
          d.net,
          d.tax,
        ]);
      }
    }
    return new StreamableFile(Readable.from(lines()), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="analytics_${period.from}_${period.to}.csv"`,
    });
  }
}
