import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DATABASE_HANDLE } from '../db/database.module';
import { DatabaseHandle } from '../db/database';
import { pendingMigrations } from '../db/migration-status';
import { HealthIndicators, HEALTH_INDICATORS } from './health-indicators';
import { Readiness } from './readiness';

/** 'ok' when the dependency answered, 'down' when it failed. */
const upOrDown = (check: Promise<unknown>): Promise<'ok' | 'down'> =>
  check.then(
    () => 'ok' as const,
    () => 'down' as const,
  );

@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(HEALTH_INDICATORS) private readonly indicators: HealthIndicators,
    private readonly readiness: Readiness,
  ) {}

  /** Liveness: the process answers. Nothing else is checked, so a database outage never restarts it. */
  @Get('live')
  @ApiOkResponse({
    description: 'The process answers',
    schema: { type: 'object', example: { status: 'ok' } },
  })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: send this process traffic. Database reachable, every migration of this build
   * applied, Redis and the queues reachable when configured, and not shutting down.
   */
  @Get('ready')
  @ApiOkResponse({
    description: 'Ready for traffic',
    schema: { type: 'object', example: { status: 'ready', db: 'ok', migrations: 'ok', queue: 'ok' } },
  })
  @ApiServiceUnavailableResponse({
    description: 'Not ready: a dependency is down, migrations are pending, or the process is draining',
    schema: { type: 'object', example: { status: 'draining', db: 'ok', migrations: 'ok' } },
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, string>> {
    const result: Record<string, string> = { status: 'ready' };
    result.db = await upOrDown(this.database.ping());
    result.migrations = await pendingMigrations(this.database.db).then(
      (pending) => (pending === 0 ? 'ok' : `${pending} pending`),
      () => 'unknown',
    );
    for (const [name, check] of this.indicators.entries()) {
      result[name] = await upOrDown(check());
    }
    const ok = Object.entries(result).every(([key, value]) => key === 'status' || value === 'ok');
    if (this.readiness.isDraining) result.status = 'draining';
    else if (!ok) result.status = 'not-ready';
    if (result.status !== 'ready') reply.status(503);
    return result;
  }

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
    const result = await this.sharedCheck();
    if (result.status !== 'ok') reply.status(503);
    return result;
  }

  /**
   * Requests that arrive while a check runs share its answer (started at most a round trip
   * before them) instead of each pinging every dependency: under a monitor's or load balancer's
   * polling the database sees one ping at a time.
   */
  private inFlight?: Promise<Record<string, string>>;

  private sharedCheck(): Promise<Record<string, string>> {
    this.inFlight ??= this.dependencies().finally(() => (this.inFlight = undefined));
    return this.inFlight.then((result) => ({ ...result }));
  }

  private async dependencies(): Promise<Record<string, string>> {
    const result: Record<string, string> = { status: 'ok', db: 'ok' };
    const checks = [...this.indicators.entries()];
    const [db, ...others] = await Promise.all([
      upOrDown(this.database.ping()),
      ...checks.map(([, check]) => upOrDown(check())),
    ]);
    result.db = db!;
    checks.forEach(([name], index) => (result[name] = others[index]!));
    if (Object.values(result).includes('down')) result.status = 'degraded';
    return result;
  }
}
