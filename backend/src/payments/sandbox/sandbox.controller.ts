import { Body, Controller, Get, Param, ParseEnumPipe, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Inject } from '@nestjs/common';
import { Access, CurrentUser, SessionUser } from '../../common/access.decorator';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { SandboxPaymentsService } from './sandbox-payments.service';
import { renderSandboxPage } from './sandbox-page';
import { requestLocale } from '../../i18n/i18n';

enum SandboxProvider {
  stripe = 'stripe',
  paypal = 'paypal',
}

export class SandboxActionDto {
  @ApiProperty({ enum: ['pay', 'cancel'] })
  @IsIn(['pay', 'cancel'], { message: 'action must be pay or cancel' })
  action!: 'pay' | 'cancel';
}

/**
 * The built-in sandbox's checkout pages (only when the provider's keys are unset). Pay and
 * Cancel post a form back here and are answered with 303 to the app's return pages. Only the
 * buyer who started the checkout sees, pays or cancels it.
 */
@ApiTags('payments')
@Controller('sandbox')
export class SandboxController {
  constructor(
    private readonly sandbox: SandboxPaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':provider/:id')
  @Access('user')
  @ApiOkResponse({ description: "The sandbox's checkout page (HTML), for the buyer who started it" })
  async page(
    @Param('provider', new ParseEnumPipe(SandboxProvider)) provider: SandboxProvider,
    @Param('id') id: string,
    @CurrentUser() viewer: SessionUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const row = await this.sandbox.record(provider, id, viewer);
    await reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderSandboxPage(row, this.config.brandName, requestLocale(request)));
  }

  @Post(':provider/:id')
  @Access('user')
  @ApiResponse({ status: 303, description: "To the app's return page after Pay or Cancel" })
  async act(
    @Param('provider', new ParseEnumPipe(SandboxProvider)) provider: SandboxProvider,
    @Param('id') id: string,
    @Body() body: SandboxActionDto,
    @CurrentUser() viewer: SessionUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    let location: string;
    if (body.action === 'cancel') {
      await this.sandbox.cancel(provider, id, viewer);
      location = provider === 'stripe' ? '/payment-cancel' : '/paypal-cancel';
    } else if (provider === 'stripe') {
      await this.sandbox.payStripe(id, viewer);
      location = `/payment-success?session_id=${encodeURIComponent(id)}`;
    } else {
      await this.sandbox.approvePayPal(id, viewer);
      location = `/paypal-success?token=${encodeURIComponent(id)}`;
    }
    await reply.redirect(location, 303);
  }
}
