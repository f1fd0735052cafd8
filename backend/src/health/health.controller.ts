import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DATABASE_HANDLE } from '../db/database.module';
import { DatabaseHandle } from '../db/database';
import { HealthIndicators, HEALTH_INDICATORS } from './health-indicators';

@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(HEALTH_INDICATORS) private readonly indicators: HealthIndicators,
  ) {}

  /** `{ status, db }` plus one entry per configured dependency (redis, queue); 503 when one is down. */
  @Get()
  @ApiOkResponse({
    description: 'Everything reachable',
    schema: { type: 'object', example: { status: 'ok', db: 'ok', redis: 'ok', queue: 'ok' } },
  })
  @ApiServiceUnavailableResponse({
    description: 'A dependency is down',
    schema: { type: 'object', example: { status: 'degraded', db: 'down' } },
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, string>> {
    const result: Record<string, string> = { status: 'ok', db: 'ok' };
    try {
      await this.database.ping();
    } catch {
      result.db = 'down';
    }
    for (const [name, check] of this.indicators.entries()) {
      result[name] = await check().then(
        () => 'ok',
        () => 'down',
      );
    }
    if (Object.values(result).includes('down')) {
      result.status = 'degraded';
      reply.status(503);
    }
    return result;
  }
}
