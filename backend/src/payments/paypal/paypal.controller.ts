import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../../auth/access.decorator';
import { OrderView } from '../../orders/dto/order.view';
import { CheckoutService } from '../checkout.service';
import { CaptureDto, CheckoutDto, PayPalCheckoutView } from '../dto/checkout.dto';
import { PaymentsService } from '../payments.service';
import { PayPalGateway } from './paypal.gateway';

@ApiTags('payments')
@Controller('paypal')
export class PayPalController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly gateway: PayPalGateway,
    private readonly payments: PaymentsService,
  ) {}

  @Post('checkout')
  @Access('user')
  @HttpCode(200)
  @ApiOkResponse({ type: PayPalCheckoutView })
  async startCheckout(
    @CurrentUser() user: SessionUser,
    @Body() body: CheckoutDto,
  ): Promise<PayPalCheckoutView> {
    const created = await this.checkout.start(user, body, 'paypal', (order) =>
      this.gateway.createOrder({
        orderId: order.id,
        title: `${order.serviceTitle} (${order.packageName})`,
        amountCents: order.priceCents,
      }),
    );
    return { id: created.id, url: created.approveUrl };
  }

  @Post('capture')
  @Access('user')
  @HttpCode(200)
  capture(
    @CurrentUser() user: SessionUser,
    @Body() body: CaptureDto,
  ): Promise<{ status: string; order: OrderView }> {
    return this.payments.capturePayPal(user.id, body.orderID);
  }
}
