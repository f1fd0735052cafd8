import { Readable } from 'node:stream';
import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuditEventJson, AuditVerifyJson } from '@market/contracts';
import { Permission } from '../auth/permission.decorator';
import { AuditPeriodQueryDto, AuditQueryDto } from './dto/audit-query.dto';
import { AuditService } from '../audit/audit.service';

const dateOf = (value: string | undefined) => (value ? new Date(value) : undefined);
/** `to` as a bare day includes that whole day. */
const endOf = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(Date.parse(value) + 86_399_999) : dateOf(value);

@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** Events newest first, filtered; the total in X-Total-Count. */
  @Get()
  @Permission('audit.read')
  @ApiOkResponse({ description: 'AuditEventJson[]' })
  async list(
    @Query() query: AuditQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEventJson[]> {
    const { rows, total } = await this.audit.list(
      {
        action: query.action,
        actorId: query.actorId,
        targetType: query.targetType,
        targetId: query.targetId,
        from: dateOf(query.from),
        to: endOf(query.to),
      },
      query.page ?? 1,
      query.limit ?? 50,
    );
    void reply
      .header('X-Total-Count', String(total))
      .header('Access-Control-Expose-Headers', 'X-Total-Count');
    return rows;
  }

  /** Checks the whole chain: `{ ok, events }`, or the first event that does not hold. */
  @Get('verify')
  @Permission('audit.read')
  @ApiOkResponse({ description: '{ ok: true, events } or { ok: false, brokenAt }' })
  verify(): Promise<AuditVerifyJson> {
    return this.audit.verify();
  }

  /** The events of a period as CSV, oldest first, streamed; cells a spreadsheet would run are made inert. */
  @Get('export.csv')
  @Permission('audit.read')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'One line per event of the period, oldest first (CSV, streamed)' })
  export(@Query() query: AuditPeriodQueryDto): StreamableFile {
    return new StreamableFile(
      Readable.from(this.audit.csv({ from: dateOf(query.from), to: endOf(query.to) })),
      {
        type: 'text/csv; charset=utf-8',
        disposition: 'attachment; filename="audit.csv"',
      },
    );
  }
}
