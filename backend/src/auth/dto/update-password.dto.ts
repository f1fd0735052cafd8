import { IsNotCommonPassword } from '../../common/password-policy';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class UpdatePasswordDto {
  @ApiProperty()
  @IsString({ message: 'Old password is required' })
  @IsNotEmpty({ message: 'Old password is required' })
  @MaxLength(200, { message: 'Old password must be at most 200 characters' })
  oldPassword!: string;

  @ApiProperty({ minLength: 8 })
  @IsString({ message: 'New password is required' })
  @MinLength(8, { message: 'New password must be at least 8 characters' })
  @MaxLength(200, { message: 'New password must be at most 200 characters' })
  @IsNotCommonPassword()
  newPassword!: string;
}
