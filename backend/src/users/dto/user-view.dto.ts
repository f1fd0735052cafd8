import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BillingDto } from './update-user.dto';

/** The user object on the wire (documentation of `UserView`). */
export class UserViewDto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiPropertyOptional({ description: 'Only to the user themself and admins' }) email?: string;
  @ApiProperty({ nullable: true, type: String }) country!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Only to the user themself and admins' })
  phone?: string | null;
  @ApiProperty({ nullable: true, type: String }) img!: string | null;
  @ApiPropertyOptional({ description: 'Only to the user themself and admins' }) isAdmin?: boolean;
  @ApiPropertyOptional({ description: 'Only to the user themself and admins' }) emailVerified?: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({ description: 'False for Google/GitHub-only accounts' }) hasPassword?: boolean;
  @ApiPropertyOptional({
    type: BillingDto,
    nullable: true,
    description: 'Only to the user themself and admins',
  })
  billing?: BillingDto | null;
}
