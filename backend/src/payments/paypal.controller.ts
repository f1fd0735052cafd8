import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { ErrorView } from '../common/api-docs';
import { CheckoutService } from './checkout.service';
import { CaptureDto, CheckoutDto, PayPalCaptureView, PayPalCheckoutView } from './dto/checkout.dto';
import { PayPalCaptureService } from './paypal-capture.service';
import { RateLimit } from '../auth/rate-limit.guard';

@ApiTags('payments')
@Controller('paypal')
export class PayPalController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly captures: PayPalCaptureService,
  ) {}

  @Post('checkout')
  @Access('user')
  @RateLimit('writes', 'coupon')
  @HttpCode(200)
  @ApiOkResponse({ type: PayPalCheckoutView })
  async startCheckout(
    @CurrentUser() user: SessionUser,
    @Body() body: CheckoutDto,
  ): Promise<PayPalCheckoutView> {
    const created = await this.checkout.start(user, body, 'paypal');
    return { id: created.id, url: created.url };
  }

  @Post('capture')
  @Access('user')
  @HttpCode(200)
  @ApiOkResponse({ type: PayPalCaptureView })
  @ApiConflictResponse({ description: 'Not approved, failed, refunded or cancelled', type: ErrorView })
  capture(@CurrentUser() user: SessionUser, @Body() body: CaptureDto): Promise<PayPalCaptureView> {
    return this.captures.capture(user.id, body.orderID);
  }
}
