import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MAX_MILESTONES, type BuyableExtraJson, type ExtraPurchaseJson } from '@market/contracts';
import { invalid } from '../common/domain-error';
import { RateLimit } from '../auth/rate-limit.guard';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { ErrorView } from '../common/api-docs';
import { BuyableExtraView, BuyExtraDto, ExtraPurchaseView } from './dto/order-extras.dto';
import { ExtraCheckoutService } from './extra-checkout.service';

/**
 * Extras the buyer adds to their running order, and the later milestones of a split custom offer,
 * each paid with its own checkout.
 */
@ApiTags('orders')
@Controller('orders')
export class OrderExtrasController {
  constructor(private readonly checkout: ExtraCheckoutService) {}

  @Get(':id/extras')
  @Access('user')
  @ApiOkResponse({
    type: [BuyableExtraView],
    description: 'What the buyer can add now (none unless the order is in work, delivered or in revision)',
  })
  buyable(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<BuyableExtraJson[]> {
    return this.checkout.buyable(user.id, id);
  }

  @Post(':id/extras')
  @Access('user')
  @RateLimit('writes', 'coupon')
  @HttpCode(200)
  @ApiOkResponse({ type: ExtraPurchaseView, description: "The purchase and the provider's page to pay it" })
  @ApiBadRequestResponse({
    description: 'Unknown extra, not offered by the package, already bought, or no extra revisions sold',
    type: ErrorView,
  })
  @ApiConflictResponse({
    description: 'The order is not paid, or not in work, delivered or in revision (ORDER_EXTRA.WRONG_STAGE)',
    type: ErrorView,
  })
  start(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: BuyExtraDto,
  ): Promise<ExtraPurchaseJson> {
    return this.checkout.start(user.id, id, body.extraId);
  }

  @Post(':id/milestones/:position/pay')
  @Access('user')
  @RateLimit('writes', 'coupon')
  @HttpCode(200)
  @ApiOkResponse({
    type: ExtraPurchaseView,
    description: "The milestone's purchase and the provider's page to pay it",
  })
  @ApiBadRequestResponse({ description: 'ORDER_MILESTONE.POSITION_INVALID', type: ErrorView })
  @ApiConflictResponse({
    description: 'ORDER_MILESTONE.NOT_DUE: the one before is not accepted, or this one is paid or cancelled',
    type: ErrorView,
  })
  payMilestone(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Param('position') position: string,
  ): Promise<ExtraPurchaseJson> {
    if (!new RegExp(`^[2-${MAX_MILESTONES}]$`).test(position)) {
      throw invalid('ORDER_MILESTONE.POSITION_INVALID', `position: a milestone from 2 to ${MAX_MILESTONES}`);
    }
    return this.checkout.startMilestone(user.id, id, Number(position));
  }
}
