import { Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { ErrorView, MessageAnswer } from '../common/api-docs';
import { PaymentPageView } from './dto/checkout.dto';
import { UnpaidOrdersService } from './unpaid-orders.service';

/** The buyer's own unpaid orders: pay them after all, or discard them. */
@ApiTags('orders')
@Controller('orders')
export class UnpaidOrdersController {
  constructor(private readonly unpaid: UnpaidOrdersService) {}

  @Post(':id/complete-payment')
  @Access('user')
  @HttpCode(200)
  @ApiOkResponse({
    type: PaymentPageView,
    description: "The provider's page while still open, else a new checkout of the same package and coupon",
  })
  @ApiConflictResponse({
    description: 'Paid, cancelled or discarded, or the coupon expired',
    type: ErrorView,
  })
  async completePayment(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<PaymentPageView> {
    return { url: (await this.unpaid.completePayment(user, id)).url };
  }

  @Put(':id/discard')
  @Access('user')
  @ApiOkResponse({ type: MessageAnswer })
  @ApiConflictResponse({ description: 'A paid order cannot be discarded', type: ErrorView })
  async discard(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<{ message: string }> {
    await this.unpaid.discard(user, id);
    return { message: 'Order discarded' };
  }
}
