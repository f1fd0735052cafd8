import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { Permission } from '../auth/permission.decorator';
import { RateLimit } from '../auth/rate-limit.guard';
import { CouponsService } from './coupons.service';
import { CouponDto, CouponView, VerifyCouponDto, VerifyCouponResult } from './dto/coupon.dto';
import { MessageAnswer } from '../common/api-docs';

@ApiTags('coupons')
@Controller('coupon')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get()
  @Permission('coupons.write')
  @ApiOkResponse({ type: [CouponView] })
  list(): Promise<CouponView[]> {
    return this.coupons.list();
  }

  @Post('add')
  @Permission('coupons.write')
  @ApiResponse({ status: 201, type: CouponView })
  @ApiResponse({ status: 409, description: 'A coupon with this code (in any case) exists' })
  create(@Body() dto: CouponDto, @CurrentUser() user: SessionUser): Promise<CouponView> {
    return this.coupons.create(
      {
        code: dto.code,
        discountValue: dto.discountValue,
        expiresAt: dto.expiresAt ?? null,
        maxRedemptions: dto.maxRedemptions ?? null,
      },
      user,
    );
  }

  /** Previews a coupon on a price (in the shop's currency). Checkout prices again on the server; this only informs. */
  @Post('verify')
  @Access('user')
  @HttpCode(200)
  @RateLimit('coupon')
  @ApiOkResponse({ type: VerifyCouponResult })
  verify(@Body() dto: VerifyCouponDto): Promise<VerifyCouponResult> {
    return this.coupons.verify(dto.code, dto.price);
  }

  /** Absent expiresAt/maxRedemptions keep their values; null removes them. */
  @Put(':id')
  @Permission('coupons.write')
  @ApiOkResponse({ type: CouponView })
  update(
    @Param('id') id: string,
    @Body() dto: CouponDto,
    @CurrentUser() user: SessionUser,
  ): Promise<CouponView> {
    return this.coupons.update(
      id,
      {
        code: dto.code,
        discountValue: dto.discountValue,
        expiresAt: dto.expiresAt,
        maxRedemptions: dto.maxRedemptions,
      },
      user,
    );
  }

  @Delete(':id')
  @Permission('coupons.write')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<{ message: string }> {
    await this.coupons.delete(id, user);
    return { message: 'Coupon deleted' };
  }
}
