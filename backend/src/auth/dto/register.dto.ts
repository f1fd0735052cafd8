import { IsNotCommonPassword } from '../../common/password-policy';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { COUNTRIES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_PATTERN } from '@market/contracts';

export class RegisterDto {
  @ApiProperty({ example: 'jane' })
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(USERNAME_MAX, { message: `Username must be at most ${USERNAME_MAX} characters` })
  @Matches(USERNAME_PATTERN, {
    message: 'Username may only hold letters, digits, dots, dashes and underscores',
  })
  username!: string;

  @ApiProperty({ minLength: PASSWORD_MIN })
  @IsString({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  @IsNotCommonPassword()
  password!: string;

  @ApiProperty({ example: 'jane@example.com' })
  @IsString({ message: 'Email is required' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  email!: string;

  @ApiProperty({ example: 'United States' })
  @IsString({ message: 'Country is required' })
  @IsIn(COUNTRIES, { message: 'Country must be one of the listed countries' })
  country!: string;

  @ApiPropertyOptional({
    description: 'URL of an already uploaded picture; or send multipart with a `file`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  img?: string;
}
