import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID } from 'class-validator';
import { PageQuery } from '../../common/page-query.dto';

export class EligibilityQueryDto {
  @ApiProperty()
  @IsString({ message: 'serviceId is required' })
  @IsUUID('all', { message: 'serviceId must be a valid id' })
  serviceId!: string;
}

export class AdminOrdersQueryDto extends PageQuery({ defaultLimit: 100, maxLimit: 500 }) {}
