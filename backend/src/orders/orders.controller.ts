import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { OrderFileJson } from '@market/contracts';
import { toCents } from '@market/contracts';
import { isUUID } from 'class-validator';
import { RefundDto } from '../invoices/dto/refund.dto';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { Permission } from '../auth/permission.decorator';
import {
  AdminOrdersQueryDto,
  EligibilityQueryDto,
  OrdersCountQueryDto,
  OwnOrdersQueryDto,
} from './dto/order-queries.dto';
import { AssignOrderDto } from './dto/assign-order.dto';
import { actsAsStaff, permissionDenied } from '../auth/staff';
import {
  EligibilityView,
  OrdersCountView,
  OrderStatsView,
  OrderView,
  UpdatedOrderView,
} from './dto/order.view';
import { DeclineCancelDto, RequestCancelDto, UpdateStatusDto } from './dto/update-status.dto';
import { OrdersService } from './orders.service';
import { ApiFileBody, ErrorView, MessageAnswer } from '../common/api-docs';
import { invalid, notFound } from '../common/domain-error';
import { parseRange } from '../uploads/serve-uploads';
import { DeliveryDto, RequirementsDto, RevisionDto } from './dto/fulfilment.dto';
import { RateLimit } from '../auth/rate-limit.guard';
import { contentDisposition, OrderFilesService } from './order-files.service';
import { OrderFileLimitsView } from './dto/order-file-limits.view';
import { OrderLifecycle } from './order-lifecycle.service';
import { OrderMilestones } from './order-milestones.service';

/** The refund's request key: the client's Idempotency-Key, or a new one per request. */
function requestKeyOf(header: string | undefined): string {
  if (header === undefined) return `request-${randomUUID()}`;
  if (!/^[\x21-\x7e]{1,100}$/.test(header))
    throw invalid('REFUND.BAD_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1 to 100 visible characters');
  return `key-${header}`;
}

/** Fixed paths (admin, count, iseligible) are declared before `:id` so they are never read as an id. */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly lifecycle: OrderLifecycle,
    private readonly files: OrderFilesService,
    private readonly milestones: OrderMilestones,
  ) {}

  @Get('admin')
  @Permission('orders.read')
  @ApiOkResponse({ type: [OrderView] })
  async listAll(
    @CurrentUser() user: SessionUser,
    @Query() query: AdminOrdersQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderView[]> {
    const filter = {
      status: query.status,
      cancelRequested: query.cancelRequested,
      cancelPending: query.cancelPending,
      payment: query.payment,
      late: query.late,
      delivered: query.delivered,
      assigneeId: query.assignee === 'me' ? user.id : undefined,
    };
    return this.page(query, filter, reply);
  }

  /** A page of orders as staff see them, with the total in X-Total-Count. */
  private async page(
    query: { page?: number; limit?: number },
    filter: Parameters<OrdersService['count']>[0],
    reply: FastifyReply,
  ): Promise<OrderView[]> {
    const [rows, total] = await Promise.all([
      this.orders.listAll(query.page, query.limit, filter),
      this.orders.count(filter),
    ]);
    void reply.header('X-Total-Count', String(total));
    return this.orders.views(rows, 'staff');
  }

  @Get('admin/stats')
  @Permission('orders.read')
  @ApiOkResponse({ type: OrderStatsView })
  stats(): Promise<OrderStatsView> {
    return this.orders.stats();
  }

  @Get('admin/:id')
  @Permission('orders.read')
  @ApiOkResponse({ type: OrderView })
  async getAny(@Param('id') id: string): Promise<OrderView> {
    return this.orders.view(await this.orders.getAny(id), 'staff');
  }

  @Get('count')
  @Permission('orders.read')
  @ApiOkResponse({ type: OrdersCountView })
  async count(@Query() query: OrdersCountQueryDto): Promise<OrdersCountView> {
    return { ordersCount: await this.orders.count({ payment: query.payment }) };
  }

  @Get('file-limits')
  @Access('user')
  @ApiOkResponse({
    type: OrderFileLimitsView,
    description: 'What an order file may be (size, files per order), to check before sending',
  })
  fileLimits(): OrderFileLimitsView {
    return this.files.limits();
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
  @ApiOkResponse({
    type: [OrderView],
    description:
      "The buyer's own orders; with ?assignee=me, the orders assigned to the signed-in staff member (orders.read), paged, total in X-Total-Count",
  })
  async listOwn(
    @CurrentUser() user: SessionUser,
    @Query() query: OwnOrdersQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderView[]> {
    if (query.assignee !== 'me') return this.orders.buyerViews(user.id);
    if (!actsAsStaff(user, 'orders.read')) throw permissionDenied('orders.read');
    return this.page(query, { payment: 'all', assigneeId: user.id }, reply);
  }

  @Get(':id')
  @Access('user')
  @ApiOkResponse({
    type: OrderView,
    description: "The buyer's own order, or any order for staff (orders.read)",
  })
  async getOwn(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<OrderView> {
    if (actsAsStaff(user, 'orders.read')) return this.orders.view(await this.orders.getAny(id), 'staff');
    return this.orders.buyerView(id, user.id);
  }

  @Patch(':id/assignee')
  @Permission('orders.work')
  @ApiOkResponse({ type: OrderView, description: 'The order with its new assignee (null: nobody)' })
  async assign(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: AssignOrderDto,
  ): Promise<OrderView> {
    return this.orders.view(await this.orders.assign(id, body.staffId, user), 'staff');
  }

  @Put(':id/requirements')
  @Access('user')
  @ApiOkResponse({
    type: OrderView,
    description:
      'The work starts: stage working, with its due date; sent again before the first delivery, the corrected answers (due date kept)',
  })
  @ApiConflictResponse({
    description: 'ORDER.WRONG_STAGE: not waiting for requirements, or work already delivered',
    type: ErrorView,
  })
  async submitRequirements(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: RequirementsDto,
  ): Promise<OrderView> {
    return this.orders.view(await this.lifecycle.submitRequirements(id, user.id, body.answers));
  }

  @Post(':id/deliveries')
  @Permission('orders.work')
  @ApiCreatedResponse({ type: OrderView, description: 'Stage delivered, with its autoAcceptAt' })
  @ApiConflictResponse({ description: 'ORDER.WRONG_STAGE: not in work or revision', type: ErrorView })
  async deliver(
    @Param('id') id: string,
    @Body() body: DeliveryDto,
    @CurrentUser() user: SessionUser,
  ): Promise<OrderView> {
    return this.orders.view(
      await this.lifecycle.deliver(id, { message: body.message, files: body.files ?? [] }, user),
      'staff',
    );
  }

  @Post(':id/revision')
  @Access('user')
  @HttpCode(200)
  @ApiOkResponse({ type: OrderView, description: 'Stage revision' })
  @ApiConflictResponse({ description: 'ORDER.WRONG_STAGE, or ORDER.REVISION_LIMIT', type: ErrorView })
  async requestRevision(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: RevisionDto,
  ): Promise<OrderView> {
    return this.orders.view(await this.lifecycle.requestRevision(id, user.id, body.message));
  }

  @Post(':id/accept')
  @Access('user')
  @HttpCode(200)
  @ApiOkResponse({ type: OrderView, description: 'Stage and status completed' })
  @ApiConflictResponse({ description: 'ORDER.WRONG_STAGE: not delivered', type: ErrorView })
  async accept(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<OrderView> {
    return this.orders.view(await this.lifecycle.accept(id, user.id));
  }

  @Post(':id/milestones/stop')
  @Access('user')
  @HttpCode(200)
  @ApiOkResponse({
    type: OrderView,
    description:
      'The milestones not paid are cancelled and the order completed; nothing accepted is refunded',
  })
  @ApiConflictResponse({
    description: 'ORDER_MILESTONE.NOTHING_TO_CANCEL: no accepted milestone with more waiting for payment',
    type: ErrorView,
  })
  async stopMilestones(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<OrderView> {
    return this.orders.view(await this.milestones.stop(id, user.id));
  }

  @Post(':id/milestones/cancel-rest')
  @Permission('orders.cancel')
  @HttpCode(200)
  @ApiOkResponse({
    type: OrderView,
    description: 'The milestones not paid are cancelled (the one in work, if any, runs on as the last)',
  })
  @ApiConflictResponse({ description: 'ORDER_MILESTONE.NOTHING_TO_CANCEL', type: ErrorView })
  async cancelUnpaidMilestones(
    @Param('id') id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<OrderView> {
    return this.orders.view(await this.milestones.cancelRest(id, user), 'staff');
  }

  @Post(':id/files')
  @Access('user')
  @RateLimit('writes')
  @ApiFileBody("Any file type up to ORDER_FILE_MB; the order's buyer or an admin")
  @ApiCreatedResponse({ description: '{ _id, name, size, url }' })
  async uploadFile(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<OrderFileJson> {
    const order = await this.orders.reachableBy(user, id, 'orders.work');
    return this.files.upload(order, user, request);
  }

  // Public so that anyone who may not see the file, signed in or not, gets the same 404.
  @Get(':id/files/:fileId')
  @Access('public')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({
    description: "The file, as a download; only for the order's buyer and admins (404 otherwise)",
  })
  async downloadFile(
    @CurrentUser() user: SessionUser | undefined,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!user) throw notFound('ORDER.FILE_NOT_FOUND', 'File not found');
    const order = await this.orders.reachableBy(user, id, 'orders.read');
    const range = parseRange(request.headers.range);
    const found = isUUID(fileId) ? await this.files.open(order.id, fileId, range) : undefined;
    if (!found) throw notFound('ORDER.FILE_NOT_FOUND', 'File not found');
    const { file, opened } = found;
    void reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Accept-Ranges', 'bytes');
    if (!opened) {
      if (!range) throw notFound('ORDER.FILE_NOT_FOUND', 'File not found');
      await reply
        .status(416)
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Range', `bytes */${file.size}`)
        .send({ statusCode: 416, message: 'Range not satisfiable', error: 'Range Not Satisfiable' });
      return;
    }
    if (opened.range) {
      void reply
        .status(206)
        .header('Content-Range', `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`)
        .header('Content-Length', opened.range.end - opened.range.start + 1);
    } else {
      void reply.header('Content-Length', opened.size);
    }
    await reply.send(opened.body);
  }

  /** The order as this user may reach it: staff holding `permission` any order, a buyer their own (else 404). */
  @Put(':id/request-cancel')
  @Access('user')
  @ApiOkResponse({ type: OrderView })
  async requestCancel(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: RequestCancelDto = {},
  ): Promise<OrderView> {
    return this.orders.view(await this.orders.requestCancel(id, user.id, body?.reason));
  }

  @Put(':id/update-status')
  @Permission('orders.work')
  @ApiOkResponse({ type: UpdatedOrderView })
  async updateStatus(
    @Param('id') id: string,
    @Body() body: UpdateStatusDto,
    @CurrentUser() user: SessionUser,
  ): Promise<UpdatedOrderView> {
    return {
      order: await this.orders.view(
        await this.orders.updateStatus(id, body.newStatus, { refund: body.refund, actor: user }),
        'staff',
      ),
    };
  }

  @Put(':id/cancel-request/approve')
  @Permission('orders.cancel')
  @ApiOkResponse({ type: UpdatedOrderView, description: 'Cancelled, and refunded in full when it was paid' })
  @ApiConflictResponse({ description: 'No cancel request waiting', type: ErrorView })
  async approveCancel(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<UpdatedOrderView> {
    return {
      order: await this.orders.view(
        await this.orders.resolveCancelRequest(id, { approve: true }, user),
        'staff',
      ),
    };
  }

  @Put(':id/cancel-request/decline')
  @Permission('orders.cancel')
  @ApiOkResponse({ type: UpdatedOrderView })
  @ApiConflictResponse({ description: 'No cancel request waiting', type: ErrorView })
  async declineCancel(
    @Param('id') id: string,
    @Body() body: DeclineCancelDto,
    @CurrentUser() user: SessionUser,
  ): Promise<UpdatedOrderView> {
    return {
      order: await this.orders.view(
        await this.orders.resolveCancelRequest(id, { approve: false, message: body.message }, user),
        'staff',
      ),
    };
  }

  /**
   * A refund by amount with its credit note. An `Idempotency-Key` header makes a repeated
   * request refund once (without one, each request is a new refund).
   */
  @Post(':id/refunds')
  @Permission('orders.refund')
  @HttpCode(201)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Up to 100 characters' })
  @ApiCreatedResponse({ type: UpdatedOrderView })
  @ApiConflictResponse({ description: 'Unpaid, or more than is left to refund', type: ErrorView })
  async refund(
    @Param('id') id: string,
    @Body() body: RefundDto,
    @CurrentUser() user: SessionUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<UpdatedOrderView> {
    const order = await this.orders.refundAmount(
      id,
      {
        amountCents: toCents(body.amount),
        reason: body.reason,
        requestKey: requestKeyOf(idempotencyKey),
        invoiceNumber: body.invoiceNumber,
      },
      user,
    );
    return { order: await this.orders.view(order, 'staff') };
  }

  @Delete(':id/delete')
  @Permission('orders.delete')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<{ message: string }> {
    await this.orders.delete(id, user);
    return { message: 'Order deleted successfully' };
  }
}
