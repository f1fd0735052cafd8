import { Body, Controller, Get, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CurrenciesJson } from '@market/contracts';
import { Permission } from '../auth/permission.decorator';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { CurrenciesView, ExchangeRatesDto } from './dto/currencies.dto';
import { ExchangeRatesService } from './exchange-rates.service';

@ApiTags('currencies')
@Controller()
export class CurrenciesController {
  constructor(private readonly rates: ExchangeRatesService) {}

  /** The shop's currency and the rates to show prices in others; cacheable by anyone for an hour. */
  @Get('currencies')
  @Access('public')
  @ApiOkResponse({ type: CurrenciesView })
  async currencies(@Res({ passthrough: true }) reply: FastifyReply): Promise<CurrenciesJson> {
    void reply.header('Cache-Control', 'public, max-age=3600');
    return this.rates.currencies();
  }

  @Get('settings/exchange-rates')
  @Permission('settings.write')
  @ApiOkResponse({ type: CurrenciesView, description: 'The rates in use, even when stale' })
  settings(): Promise<CurrenciesJson> {
    return this.rates.settings();
  }

  /** An owner's rates, in use until the ECB's next file (audited as a settings change). */
  @Put('settings/exchange-rates')
  @Permission('settings.write')
  @ApiOkResponse({ type: CurrenciesView })
  save(@Body() body: ExchangeRatesDto, @CurrentUser() user: SessionUser): Promise<CurrenciesJson> {
    return this.rates.saveManual(body.rates, user);
  }
}
