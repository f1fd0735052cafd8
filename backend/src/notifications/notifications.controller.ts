import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  NotificationPageJson,
  NotificationPreferencesJson,
  NotificationsReadJson,
} from '@market/contracts';
import { DEFAULT_LOCALE, LOCALE_COOKIE, NOTIFICATIONS_PAGE_LIMIT, parseLocale } from '@market/contracts';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import {
  MarkReadDto,
  NotificationsQuery,
  PreferencesDto,
  UnsubscribeBody,
  UnsubscribeQuery,
} from './dto/notifications.dto';
import { NotificationsService } from './notifications.service';
import { RateLimit } from '../auth/rate-limit.guard';
import { renderUnsubscribePage, UnsubscribePage } from './unsubscribe-page';
import type { UnsubscribeTarget } from './unsubscribe-links';

/** The caller's own notifications and e-mail switches; the mails' one-click unsubscribe (no sign-in). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('user')
  @ApiOkResponse({ description: '{ items, unread }, newest first' })
  list(@CurrentUser() user: SessionUser, @Query() query: NotificationsQuery): Promise<NotificationPageJson> {
    return this.notifications.list(user, query.before, query.limit ?? NOTIFICATIONS_PAGE_LIMIT);
  }

  @Put('read')
  @Access('user')
  @ApiOkResponse({ description: '{ unread }' })
  markRead(@CurrentUser() user: SessionUser, @Body() body: MarkReadDto): Promise<NotificationsReadJson> {
    return this.notifications.markRead(user, body.ids);
  }

  @Get('preferences')
  @Access('user')
  @ApiOkResponse({ description: '{ email: { [type]: boolean } }: the e-mail switches of the caller' })
  preferences(@CurrentUser() user: SessionUser): Promise<NotificationPreferencesJson> {
    return this.notifications.preferences(user);
  }

  @Put('preferences')
  @RateLimit('writes')
  @Access('user')
  @ApiOkResponse({ description: '{ email: { [type]: boolean } }: the switches as saved' })
  setPreferences(
    @CurrentUser() user: SessionUser,
    @Body() body: PreferencesDto,
  ): Promise<NotificationPreferencesJson> {
    return this.notifications.setPreferences(user, body.email);
  }

  /** The page a person sees when they open the link: it asks, it does not unsubscribe. */
  @Get('unsubscribe')
  @Access('public')
  async unsubscribePage(
    @Query() query: UnsubscribeQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const check = await this.notifications.checkUnsubscribe(query);
    if (check.state === 'invalid') return this.html(request, reply, 400, { state: 'invalid' });
    if (check.state === 'stale')
      return this.html(request, reply, 410, { state: 'stale', type: check.type }, check.target);
    await this.html(
      request,
      reply,
      200,
      { state: 'confirm', type: check.type, action: request.url },
      check.target,
    );
  }

  /** RFC 8058 one-click: the mail provider (or the page's button) POSTs here; no sign-in, the signature is the proof. */
  @Post('unsubscribe')
  @RateLimit('writes')
  @Access('public')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The switch is off: JSON, or the confirmation page for a browser' })
  async unsubscribe(
    @Query() query: UnsubscribeQuery,
    @Body() _body: UnsubscribeBody,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const check = await this.notifications.checkUnsubscribe(query);
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (check.state === 'invalid') {
      if (wantsPage) return this.html(request, reply, 400, { state: 'invalid' });
      return reply.status(400).send({
        statusCode: 400,
        message: 'This unsubscribe link is not valid',
        error: 'Bad Request',
        code: 'NOTIFICATION.BAD_UNSUBSCRIBE_LINK',
      });
    }
    if (check.state === 'stale') {
      if (wantsPage)
        return this.html(request, reply, 410, { state: 'stale', type: check.type }, check.target);
      return reply.status(410).send({
        statusCode: 410,
        message:
          'This unsubscribe link is out of date: the setting changed after the mail was sent. Manage your e-mails in your notification settings.',
        error: 'Gone',
        code: 'NOTIFICATION.UNSUBSCRIBE_LINK_OUT_OF_DATE',
        settingsUrl: `${this.config.publicUrl}/settings`,
      });
    }
    await this.notifications.unsubscribe(check.target, check.type);
    if (wantsPage) return this.html(request, reply, 200, { state: 'done', type: check.type }, check.target);
    return reply.status(200).send({ message: 'Unsubscribed', type: check.type });
  }

  /** The page in the reader's language: the browser's chosen one (`locale` cookie), else the account's. */
  private async html(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: UnsubscribePage,
    target?: UnsubscribeTarget,
  ): Promise<void> {
    const chosen = parseLocale(request.cookies?.[LOCALE_COOKIE]);
    const locale = chosen ?? (target ? await this.notifications.localeOf(target) : DEFAULT_LOCALE);
    await reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderUnsubscribePage(page, this.config.brandName, locale));
  }
}
