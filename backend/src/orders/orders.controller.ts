import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../auth/access.decorator';
import { AdminOrdersQueryDto, EligibilityQueryDto, OrdersCountQueryDto } from './dto/order-queries.dto';
import {
  EligibilityView,
  OrdersCountView,
  OrderStatsView,
  OrderView,
  toOrderView,
  UpdatedOrderView,
} from './dto/order.view';
import { DeclineCancelDto, RequestCancelDto, UpdateStatusDto } from './dto/update-status.dto';
import { OrdersService } from './orders.service';
import { ErrorView, MessageAnswer } from '../common/api-docs';

/** Fixed paths (admin, count, iseligible) are declared before `:id` so they are never read as an id. */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('admin')
  @Access('admin')
  @ApiOkResponse({ type: [OrderView] })
  async listAll(
    @Query() query: AdminOrdersQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderView[]> {
    const filter = {
      status: query.status,
      cancelRequested: query.cancelRequested,
      cancelPending: query.cancelPending,
      payment: query.payment,
    };
    const [rows, total] = await Promise.all([
      this.orders.listAll(query.page, query.limit, filter),
      this.orders.count(filter),
    ]);
    void reply.header('X-Total-Count', String(total));
    return rows.map(toOrderView);
  }

  @Get('admin/stats')
  @Access('admin')
  @ApiOkResponse({ type: OrderStatsView })
  stats(): Promise<OrderStatsView> {
    return this.orders.stats();
  }

  @Get('admin/:id')
  @Access('admin')
  @ApiOkResponse({ type: OrderView })
  async getAny(@Param('id') id: string): Promise<OrderView> {
    return toOrderView(await this.orders.getAny(id));
  }

  @Get('count')
  @Access('admin')
  @ApiOkResponse({ type: OrdersCountView })
  async count(@Query() query: OrdersCountQueryDto): Promise<OrdersCountView> {
    return { ordersCount: await this.orders.count({ payment: query.payment }) };
  }

  @Get('iseligible')
  @Access('user')
  @ApiOkResponse({ type: EligibilityView })
  async isEligible(
    @CurrentUser() user: SessionUser,
    @Query() query: EligibilityQueryDto,
  ): Promise<EligibilityView> {
    return { eligible: await this.orders.hasPaidOrder(user.id, query.serviceId) };
  }

  @Get()
  @Access('user')
  @ApiOkResponse({ type: [OrderView] })
  async listOwn(@CurrentUser() user: SessionUser): Promise<OrderView[]> {
    return (await this.orders.listForBuyer(user.id)).map(toOrderView);
  }

  @Get(':id')
  @Access('user')
  @ApiOkResponse({ type: OrderView })
  async getOwn(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<OrderView> {
    return toOrderView(await this.orders.getForBuyer(id, user.id));
  }

  @Put(':id/request-cancel')
  @Access('user')
  @ApiOkResponse({ type: OrderView })
  async requestCancel(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: RequestCancelDto = {},
  ): Promise<OrderView> {
    return toOrderView(await this.orders.requestCancel(id, user.id, body?.reason));
  }

  @Put(':id/update-status')
  @Access('admin')
  @ApiOkResponse({ type: UpdatedOrderView })
  async updateStatus(@Param('id') id: string, @Body() body: UpdateStatusDto): Promise<UpdatedOrderView> {
    return {
      order: toOrderView(await this.orders.updateStatus(id, body.newStatus, { refund: body.refund })),
    };
  }

  @Put(':id/cancel-request/approve')
  @Access('admin')
  @ApiOkResponse({ type: UpdatedOrderView, description: 'Cancelled, and refunded in full when it was paid' })
  @ApiConflictResponse({ description: 'No cancel request waiting', type: ErrorView })
  async approveCancel(@Param('id') id: string): Promise<UpdatedOrderView> {
    return { order: toOrderView(await this.orders.resolveCancelRequest(id, { approve: true })) };
  }

  @Put(':id/cancel-request/decline')
  @Access('admin')
  @ApiOkResponse({ type: UpdatedOrderView })
  @ApiConflictResponse({ description: 'No cancel request waiting', type: ErrorView })
  async declineCancel(@Param('id') id: string, @Body() body: DeclineCancelDto): Promise<UpdatedOrderView> {
    return {
      order: toOrderView(
        await this.orders.resolveCancelRequest(id, { approve: false, message: body.message }),
      ),
    };
  }

  @Delete(':id/delete')
  @Access('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@Param('id') id: string): Promise<{ message: string }> {
    await this.orders.delete(id);
    return { message: 'Order deleted successfully' };
  }
}
