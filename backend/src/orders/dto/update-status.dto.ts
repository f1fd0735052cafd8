import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORDER_STATUSES, OrderStatus } from '../order-status';

export class UpdateStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsString({ message: 'newStatus is required' })
  @IsIn(ORDER_STATUSES, { message: `newStatus must be one of: ${ORDER_STATUSES.join(', ')}` })
  newStatus!: OrderStatus;

  @ApiPropertyOptional({
    description: 'When cancelling a paid order: refund it in full (default true) or cancel without refund',
  })
  @IsOptional()
  @IsBoolean({ message: 'refund must be true or false' })
  refund?: boolean;
}

/** PUT /api/orders/:id/request-cancel: the buyer's reason is optional (an empty body is fine). */
export class RequestCancelDto {
  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters' })
  reason?: string;
}

/** PUT /api/orders/:id/cancel-request/decline: what the buyer is told. */
export class DeclineCancelDto {
  @ApiProperty({ maxLength: 1000 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'A message to the buyer is required' })
  @IsNotEmpty({ message: 'A message to the buyer is required' })
  @MaxLength(1000, { message: 'The message must be at most 1000 characters' })
  message!: string;
}
