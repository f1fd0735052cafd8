import { Readable } from 'node:stream';
import { Body, Controller, Get, Put, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { InvoiceDocumentJson, InvoicingSettingsJson } from '@market/contracts';
import { Permission } from '../auth/permission.decorator';
import { CurrentUser, SessionUser } from '../common/access.decorator';
import { PeriodQueryDto } from '../common/period-query.dto';
import { InvoiceListQueryDto } from './dto/invoice-queries.dto';
import { InvoicingSettingsDto } from './dto/invoicing-settings.dto';
import { CSV_HEADER, csvLine } from './invoice-csv';
import { InvoicesService, periodOf } from './invoices.service';

@ApiTags('invoices')
@Controller()
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('settings/invoicing')
  @Permission('invoices.read')
  @ApiOkResponse({ type: InvoicingSettingsDto })
  settings(): Promise<InvoicingSettingsJson> {
    return this.invoices.settings();
  }

  @Put('settings/invoicing')
  @Permission('settings.write')
  @ApiOkResponse({ type: InvoicingSettingsDto })
  saveSettings(
    @Body() body: InvoicingSettingsDto,
    @CurrentUser() user: SessionUser,
  ): Promise<InvoicingSettingsJson> {
    return this.invoices.saveSettings(body, user);
  }

  /** Invoices and credit notes issued in the period, oldest first; the total in X-Total-Count. */
  @Get('invoices')
  @Permission('invoices.read')
  @ApiOkResponse({
    description: "The period's invoices and credit notes, a page of them",
    headers: { 'X-Total-Count': { description: 'Documents in the period', schema: { type: 'integer' } } },
  })
  async list(
    @Query() query: InvoiceListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvoiceDocumentJson[]> {
    const limit = query.limit ?? 50;
    const { rows, total } = await this.invoices.list(periodOf(query.from, query.to), query.page ?? 1, limit);
    void reply.header('X-Total-Count', String(total));
    return rows;
  }

  /**
   * The same documents as CSV for the accountant, streamed in batches. The first batch is read
   * before the answer starts, so a query that fails answers an error, not a header row and a cut.
   */
  @Get('invoices/export.csv')
  @Permission('invoices.read')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'One line per invoice and credit note of the period (CSV, streamed)' })
  async export(@Query() query: PeriodQueryDto, @CurrentUser() user: SessionUser): Promise<StreamableFile> {
    const period = periodOf(query.from, query.to);
    const documents = this.invoices.allDocuments(period);
    const first = await documents.next();
    await this.invoices.recordExport(user, query.from, query.to);
    async function* lines() {
      yield CSV_HEADER;
      if (first.done) return;
      yield csvLine(first.value);
      for await (const doc of documents) yield csvLine(doc);
    }
    return new StreamableFile(Readable.from(lines()), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="invoices_${query.from}_${query.to}.csv"`,
    });
  }
}
