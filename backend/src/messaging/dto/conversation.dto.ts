import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { PageQuery } from '../../common/page-query.dto';
import { queryBoolean } from '../../common/query-boolean';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../messaging.service';

export class ConversationQueryDto extends PageQuery({
  defaultLimit: DEFAULT_PAGE_SIZE,
  maxLimit: MAX_PAGE_SIZE,
}) {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this buyer (a buyer may only name themself)' })
  @IsOptional()
  @IsUUID('all', { message: 'buyerId must be a valid id' })
  buyerId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only this admin' })
  @IsOptional()
  @IsUUID('all', { message: 'adminId must be a valid id' })
  adminId?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description: "Only conversations the caller's role has (true) or has not (false) left unread",
  })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'unread must be true or false' })
  unread?: boolean;
}

export class CreateConversationDto {
  @ApiProperty({ format: 'uuid', description: 'The buyer (a buyer may only name themself)' })
  @IsUUID('all', { message: 'buyerId must be a valid id' })
  buyerId!: string;

  @ApiProperty({ format: 'uuid', description: 'The admin (seller) to talk to' })
  @IsUUID('all', { message: 'adminId must be a valid id' })
  adminId!: string;
}

export class ConversationResponse {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ format: 'uuid' }) buyerId!: string;
  @ApiProperty({ format: 'uuid' }) adminId!: string;
  @ApiProperty() lastMessage!: string;
  @ApiProperty() readByAdmin!: boolean;
  @ApiProperty() readByBuyer!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiPropertyOptional({ description: "The buyer's username, in lists read by an admin" })
  buyerUsername?: string;
}

export class CountResponse {
  @ApiProperty() count!: number;
}
