import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyJson, RecoveryCodesJson, TotpSetupJson, TwoFactorStatusJson } from '@market/contracts';
import { Access, CurrentUser, SessionUser } from '../../common/access.decorator';
import { MessageAnswer } from '../../common/api-docs';
import { UsersService } from '../../users/users.service';
import { Account } from '../../users/account';
import { unauthorized } from '../../common/domain-error';
import {
  DisableTwoFactorDto,
  RegisterPasskeyDto,
  RenamePasskeyDto,
  TotpCodeDto,
} from '../dto/two-factor.dto';
import { SessionService } from '../session.service';
import { OpenDuringEnrolment } from '../staff';
import { TwoFactorService } from './two-factor.service';

/**
 * The signed-in user's second factor: TOTP (setup, enable, disable) and passkeys (register,
 * list, rename, remove). Each change ends the user's other sessions.
 */
@ApiTags('auth')
@Controller('auth')
@Access('user')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
  ) {}

  private async account(session: SessionUser): Promise<Account> {
    const user = await this.users.findById(session.id);
    if (!user) throw unauthorized('AUTH.REQUIRED', 'You must be signed in');
    return user;
  }

  /** A change of factor signs out every other browser of the account. */
  private async endOtherSessions(session: SessionUser): Promise<void> {
    await this.sessions.endOthersOf(session.id, session.sessionId);
  }

  @Get('2fa')
  @OpenDuringEnrolment()
  @ApiOkResponse({ description: '{ totp, recoveryCodesLeft, passkeys, enrolmentRequired }' })
  async status(@CurrentUser() session: SessionUser): Promise<TwoFactorStatusJson> {
    return this.twoFactor.statusOf(await this.account(session));
  }

  @Post('2fa/totp/setup')
  @HttpCode(200)
  @OpenDuringEnrolment()
  @ApiOkResponse({ description: '{ secret, otpauthUrl, qrSvg }' })
  @ApiConflictResponse({ description: 'AUTH.2FA_ALREADY_ENABLED' })
  async setup(@CurrentUser() session: SessionUser): Promise<TotpSetupJson> {
    return this.twoFactor.setupTotp(await this.account(session));
  }

  @Post('2fa/totp/enable')
  @HttpCode(200)
  @OpenDuringEnrolment()
  @ApiOkResponse({ description: '{ recoveryCodes }: ten single-use codes, shown this once' })
  @ApiBadRequestResponse({ description: 'AUTH.2FA_CODE_INVALID, AUTH.2FA_NOT_SET_UP, or a malformed code' })
  async enable(@CurrentUser() session: SessionUser, @Body() dto: TotpCodeDto): Promise<RecoveryCodesJson> {
    const recoveryCodes = await this.twoFactor.enableTotp(await this.account(session), dto.code);
    await this.endOtherSessions(session);
    return { recoveryCodes };
  }

  @Delete('2fa')
  @ApiOkResponse({ type: MessageAnswer })
  @ApiBadRequestResponse({
    description: 'AUTH.PASSWORD_INCORRECT, AUTH.2FA_CODE_INVALID, AUTH.2FA_NOT_ENABLED',
  })
  @ApiConflictResponse({ description: 'AUTH.2FA_REQUIRED_FOR_STAFF: a staff member keeps one factor' })
  async disable(
    @CurrentUser() session: SessionUser,
    @Body() dto: DisableTwoFactorDto,
  ): Promise<MessageAnswer> {
    await this.twoFactor.disableTotp(await this.account(session), dto.password, dto.code);
    await this.endOtherSessions(session);
    return { message: 'Two-factor authentication is off.' };
  }

  @Get('passkeys')
  @OpenDuringEnrolment()
  @ApiOkResponse({ description: '[{ _id, name, createdAt, lastUsedAt }]' })
  async passkeys(@CurrentUser() session: SessionUser): Promise<PasskeyJson[]> {
    return (await this.twoFactor.statusOf(await this.account(session))).passkeys;
  }

  @Post('passkeys/register/options')
  @HttpCode(200)
  @OpenDuringEnrolment()
  @ApiOkResponse({ description: 'PublicKeyCredentialCreationOptionsJSON' })
  async registrationOptions(@CurrentUser() session: SessionUser): Promise<Record<string, unknown>> {
    return this.twoFactor.registrationOptions(await this.account(session));
  }

  @Post('passkeys')
  @OpenDuringEnrolment()
  @ApiCreatedResponse({ description: '{ _id, name, createdAt, lastUsedAt }' })
  @ApiBadRequestResponse({ description: 'AUTH.PASSKEY_INVALID, AUTH.PASSKEY_CHALLENGE_EXPIRED' })
  async register(@CurrentUser() session: SessionUser, @Body() dto: RegisterPasskeyDto): Promise<PasskeyJson> {
    const passkey = await this.twoFactor.registerPasskey(
      await this.account(session),
      dto.webauthn as unknown as RegistrationResponseJSON,
      dto.name,
    );
    await this.endOtherSessions(session);
    return passkey;
  }

  @Patch('passkeys/:id')
  @ApiOkResponse({ description: '{ _id, name, createdAt, lastUsedAt }' })
  @ApiNotFoundResponse({ description: 'AUTH.PASSKEY_NOT_FOUND' })
  async rename(
    @CurrentUser() session: SessionUser,
    @Param('id') id: string,
    @Body() dto: RenamePasskeyDto,
  ): Promise<PasskeyJson> {
    return this.twoFactor.renamePasskey(await this.account(session), id, dto.name);
  }

  @Delete('passkeys/:id')
  @ApiOkResponse({ type: MessageAnswer })
  @ApiNotFoundResponse({ description: 'AUTH.PASSKEY_NOT_FOUND' })
  @ApiConflictResponse({ description: 'AUTH.2FA_REQUIRED_FOR_STAFF: a staff member keeps one factor' })
  async remove(@CurrentUser() session: SessionUser, @Param('id') id: string): Promise<MessageAnswer> {
    await this.twoFactor.removePasskey(await this.account(session), id);
    await this.endOtherSessions(session);
    return { message: 'Passkey removed.' };
  }
}
