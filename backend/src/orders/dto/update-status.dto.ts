import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { ORDER_STATUSES, OrderStatus } from '../order-status';

export class UpdateStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsString({ message: 'newStatus is required' })
  @IsIn(ORDER_STATUSES, { message: `newStatus must be one of: ${ORDER_STATUSES.join(', ')}` })
  newStatus!: OrderStatus;
}
