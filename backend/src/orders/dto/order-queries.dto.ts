import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { PageQuery } from '../../common/page-query.dto';
import { queryBoolean } from '../../common/query-boolean';
import { ORDER_STATUSES, OrderStatus, PAYMENT_VIEWS, PaymentView } from '../order-status';

export class EligibilityQueryDto {
  @ApiProperty()
  @IsString({ message: 'serviceId is required' })
  @IsUUID('all', { message: 'serviceId must be a valid id' })
  serviceId!: string;
}

export class OrdersCountQueryDto {
  @ApiPropertyOptional({
    enum: PAYMENT_VIEWS,
    default: 'paid',
    description: 'Paid (and refunded) orders, unpaid ones (awaiting payment or failed), or all',
  })
  @IsOptional()
  @IsIn(PAYMENT_VIEWS, { message: `payment must be one of: ${PAYMENT_VIEWS.join(', ')}` })
  payment?: PaymentView;
}

/** `?assignee=me`: only the orders assigned to the signed-in staff member. */
export class AssigneeQueryDto {
  @ApiPropertyOptional({ enum: ['me'], description: 'Only orders assigned to me (staff)' })
  @IsOptional()
  @IsIn(['me'], { message: 'assignee must be me' })
  assignee?: 'me';
}

/** `GET /api/orders`: a buyer's own orders, or with `?assignee=me` a staff member's assigned ones. */
export class OwnOrdersQueryDto extends IntersectionType(
  PageQuery({ defaultLimit: 100, maxLimit: 500 }),
  AssigneeQueryDto,
) {}

export class AdminOrdersQueryDto extends IntersectionType(
  IntersectionType(PageQuery({ defaultLimit: 100, maxLimit: 500 }), AssigneeQueryDto),
  OrdersCountQueryDto,
) {
  @ApiPropertyOptional({ enum: ORDER_STATUSES, description: 'Only orders in this status' })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'Only orders whose buyer asked (true) or did not ask (false) to cancel',
  })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'cancelRequested must be true or false' })
  cancelRequested?: boolean;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'Only cancel requests still waiting for an answer (true)',
  })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'cancelPending must be true or false' })
  cancelPending?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: 'Only orders in work past their due date (true)' })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'late must be true or false' })
  late?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: 'Only delivered orders waiting for the buyer (true)' })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'delivered must be true or false' })
  delivered?: boolean;
}
