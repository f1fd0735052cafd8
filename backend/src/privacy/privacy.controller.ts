import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type DataExportJson, type Locale, type PrivacyFactsJson } from '@market/contracts';
import { RateLimit } from '../auth/rate-limit.guard';
import { SESSION_COOKIE, SessionService } from '../auth/session.service';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportsService } from './data-exports.service';
import { DeleteAccountDto } from './dto/delete-account.dto';
import { PrivacyFactsQuery } from './dto/privacy-facts.dto';
import { privacyFacts } from './privacy-facts';

/** A person's own data: the copy they download, the account they delete; and the privacy page's facts. */
@ApiTags('privacy')
@Controller()
export class PrivacyController {
  /** The facts per language, written on first ask: the settings they state do not change while running. */
  private readonly facts = new Map<Locale, PrivacyFactsJson>();

  constructor(
    private readonly exports: DataExportsService,
    private readonly deletion: AccountDeletionService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('privacy')
  @ApiOkResponse({
    description:
      'What the shop stores, why, for how long; its processors and cookies; in the language asked for',
  })
  privacy(@Query() query: PrivacyFactsQuery): PrivacyFactsJson {
    const locale = query.locale ?? DEFAULT_LOCALE;
    let facts = this.facts.get(locale);
    if (!facts) {
      facts = privacyFacts(this.config, locale);
      this.facts.set(locale, facts);
    }
    return facts;
  }

  @Post('me/exports')
  @Access('user')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: "The new export, or today's pending or ready one" })
  async requestExport(@CurrentUser() user: SessionUser): Promise<Pick<DataExportJson, '_id' | 'status'>> {
    const { _id, status } = await this.exports.request(user.id);
    return { _id, status };
  }

  @Get('me/exports')
  @Access('user')
  @ApiOkResponse({ description: 'Your exports, newest first' })
  listExports(@CurrentUser() user: SessionUser): Promise<DataExportJson[]> {
    return this.exports.list(user.id);
  }

  @Get('me/exports/:id/download')
  @Access('user')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The zip, as a download' })
  @ApiNotFoundResponse({ description: 'Not yours, not ready, or expired' })
  async download(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const archive = await this.exports.open(user.id, id);
    await reply
      .header('Content-Type', 'application/zip')
      .header(
        'Content-Disposition',
        `attachment; filename="my-data-${archive.createdAt.toISOString().slice(0, 10)}.zip"`,
      )
      .header('Content-Length', archive.size)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(archive.body);
  }

  @Delete('me')
  @Access('user')
  // Password guesses through a stolen session are limited like sign-ins.
  @RateLimit('auth')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'Deleted: signed out everywhere' })
  @ApiForbiddenResponse({ description: 'Wrong password, or a Google/GitHub sign-in older than 10 minutes' })
  @ApiConflictResponse({
    description: 'ACCOUNT.OPEN_ORDERS: a paid order is still in work (listed in details)',
  })
  async deleteAccount(
    @CurrentUser() user: SessionUser,
    @Body() body: DeleteAccountDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ deleted: true }> {
    await this.deletion.delete(user, body);
    await this.sessions.end(reply, request.cookies?.[SESSION_COOKIE]);
    return { deleted: true };
  }
}
