import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RECOVERY_CODE_PATTERN } from '../two-factor/totp';

const SIX_DIGITS = /^\d{6}$/;
const CODE_MESSAGE = 'code must be the 6 digits your authenticator app shows';

/** POST /api/auth/2fa/totp/enable */
export class TotpCodeDto {
  @ApiProperty({ example: '123456' })
  @IsString({ message: CODE_MESSAGE })
  @Matches(SIX_DIGITS, { message: CODE_MESSAGE })
  code!: string;
}

/** DELETE /api/auth/2fa: the password (accounts that have one) and a current code or a recovery code. */
export class DisableTwoFactorDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'password must be a string' })
  @MaxLength(200, { message: 'password must be at most 200 characters' })
  password?: string;

  @ApiProperty({ description: 'A 6-digit code, or a recovery code' })
  @IsString({ message: 'code is required' })
  @Matches(new RegExp(`${SIX_DIGITS.source}|${RECOVERY_CODE_PATTERN.source}`, 'i'), {
    message: 'code must be 6 digits or a recovery code',
  })
  code!: string;
}

/** POST /api/auth/login/2fa: exactly one of the three. */
export class SecondFactorDto {
  @ApiPropertyOptional({ example: '123456' })
  @IsOptional()
  @IsString({ message: CODE_MESSAGE })
  @Matches(SIX_DIGITS, { message: CODE_MESSAGE })
  code?: string;

  @ApiPropertyOptional({ example: 'k3xq7-pm2ta' })
  @IsOptional()
  @IsString({ message: 'recoveryCode must be a string' })
  @Matches(RECOVERY_CODE_PATTERN, { message: 'recoveryCode must look like xxxxx-xxxxx' })
  recoveryCode?: string;

  @ApiPropertyOptional({ description: "The passkey's assertion (AuthenticationResponseJSON)" })
  @IsOptional()
  @IsObject({ message: 'webauthn must be an object' })
  webauthn?: Record<string, unknown>;
}

/** POST /api/auth/passkeys/login */
export class PasskeySignInDto {
  @ApiProperty({ description: "The passkey's assertion (AuthenticationResponseJSON)" })
  @IsObject({ message: 'webauthn must be an object' })
  webauthn!: Record<string, unknown>;
}

/** POST /api/auth/passkeys */
export class RegisterPasskeyDto {
  @ApiProperty({ description: "The browser's new credential (RegistrationResponseJSON)" })
  @IsObject({ message: 'webauthn must be an object' })
  webauthn!: Record<string, unknown>;

  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @IsString({ message: 'name must be a string' })
  @MaxLength(60, { message: 'name must be at most 60 characters' })
  name?: string;
}

/** PATCH /api/auth/passkeys/:id */
export class RenamePasskeyDto {
  @ApiProperty({ maxLength: 60 })
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(60, { message: 'name must be at most 60 characters' })
  @Matches(/\S/, { message: 'name is required' })
  name!: string;
}
