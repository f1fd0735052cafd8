import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '@market/contracts';
import { RegisterDto } from '../../auth/dto/register.dto';

const ROLE_MESSAGE = `role must be one of ${STAFF_ROLES.join(', ')}`;

export class InviteStaffDto {
  @ApiProperty({ example: 'designer@example.com' })
  @IsString({ message: 'Email is required' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  email!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role!: StaffRole;
}

/** `{ role?, active? }`; at least one. */
export class UpdateStaffDto {
  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role?: StaffRole;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** The sign-up rules for the username and password of the new staff account. */
export class AcceptInvitationDto extends PickType(RegisterDto, ['username', 'password'] as const) {}
