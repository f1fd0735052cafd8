import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { CheckoutService } from './checkout.service';
import { CheckoutDto, SessionSummaryView, StripeCheckoutView } from './dto/checkout.dto';
import { PaymentEventsService } from './payment-events.service';
import { ReturnPagesService } from './return-pages.service';
import { RateLimit } from '../auth/rate-limit.guard';

@ApiTags('payments')
@Controller('stripe')
export class StripeController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly events: PaymentEventsService,
    private readonly returnPages: ReturnPagesService,
  ) {}

  @Post('checkout')
  @Access('user')
  @RateLimit('writes', 'coupon')
  @HttpCode(200)
  @ApiOkResponse({ type: StripeCheckoutView })
  async startCheckout(
    @CurrentUser() user: SessionUser,
    @Body() body: CheckoutDto,
  ): Promise<StripeCheckoutView> {
    const session = await this.checkout.start(user, body, 'stripe');
    return { url: session.url };
  }

  /** Stripe's webhook: the signature is checked over the raw bytes, before anything else. */
  @Post('webhook')
  @Access('public')
  @SkipThrottle()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.events.receiveStripe(request.rawBody, signature);
    return { received: true };
  }

  @Get('session/:session_id')
  @Access('user')
  @ApiOkResponse({ type: SessionSummaryView })
  session(
    @CurrentUser() user: SessionUser,
    @Param('session_id') sessionId: string,
  ): Promise<SessionSummaryView> {
    return this.returnPages.stripeSessionSummary(user.id, sessionId);
  }
}
