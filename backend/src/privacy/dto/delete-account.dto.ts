import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { DeleteAccountBody } from '@market/contracts';

export class DeleteAccountDto implements DeleteAccountBody {
  @ApiPropertyOptional({ description: 'The account password (accounts without one sign in again instead)' })
  @IsOptional()
  @IsString({ message: 'password must be text' })
  @MaxLength(200, { message: 'password must be at most 200 characters' })
  password?: string;

  @ApiProperty({ description: 'The word DELETE' })
  @IsString({ message: 'confirm must be the word DELETE' })
  @MaxLength(20, { message: 'confirm must be the word DELETE' })
  confirm!: string;

  @ApiPropertyOptional({
    description: 'When an authenticator app is on: a current 6-digit code or an unused recovery code',
  })
  @IsOptional()
  @IsString({ message: 'code must be text' })
  @MaxLength(40, { message: 'code must be at most 40 characters' })
  code?: string;
}
