import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../common/domain-error';
import type { TwoFactorRequiredJson } from '@market/contracts';
import { createValidationPipe } from '../common/validation.pipe';
import { UploadsService } from '../uploads/uploads.service';
import { UserViewDto } from '../users/dto/user-view.dto';
import { toUserView, UserView } from '../users/user.view';
import { ValidationFailed } from '../common/http-error.filter';
import { UsersService } from '../users/users.service';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { AuthService, FORGOT_PASSWORD_ANSWER } from './auth.service';
import { DEVICE_COOKIE } from './device-token';
import { EmailVerificationService } from './email-verification.service';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { MessageAnswer } from '../common/api-docs';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { UpdatePasswordDto } from './dto/update-password.dto';
import { RateLimit } from './rate-limit.guard';
import { SessionAnswer } from './dto/session.dto';
import { SESSION_COOKIE, SessionService } from './session.service';
import { CHALLENGE_COOKIE, SignInResponder } from './sign-in.responder';
import { OpenDuringEnrolment } from './staff';
import { PasskeySignInDto, SecondFactorDto } from './dto/two-factor.dto';
import { SecondFactorProof, TwoFactorService } from './two-factor/two-factor.service';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { requestLocale } from '../i18n/i18n';

const validation = createValidationPipe();

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
    private readonly uploads: UploadsService,
    private readonly verification: EmailVerificationService,
    private readonly signIn: SignInResponder,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * Registration does not sign in: the sign-up page signs in next. JSON, or multipart with the
   * same fields plus an optional picture in `file` (so sign-up needs no anonymous upload).
   */
  @Post('register')
  @RateLimit('auth', 'register')
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    type: RegisterDto,
    description: 'Multipart may add `file`: a JPEG, PNG, WebP or GIF picture up to 5 MB.',
  })
  @ApiCreatedResponse({ description: '{ message, user }' })
  @ApiConflictResponse({ description: 'Username or e-mail already taken (the message says which)' })
  async register(@Req() request: FastifyRequest): Promise<{ message: string; user: UserView }> {
    const { fields, file } = request.isMultipart()
      ? await this.uploads.readForm(request, { allowVideo: false })
      : { fields: request.body, file: undefined };
    const dto = (await validation.transform(fields, { type: 'body', metatype: RegisterDto })) as RegisterDto;
    // The visitor's chosen language (the `locale` cookie) becomes the account's.
    const user = await this.auth.register(dto, file, requestLocale(request));
    return { message: 'Account created', user: toUserView(user, { private: true }) };
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOkResponse({
    type: UserViewDto,
    description: 'The user (signed in), or { twoFactorRequired: true, methods } with a challenge cookie',
  })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({
    description:
      'AUTH.ACCOUNT_LOCKED: too many failures from browsers the account has not signed in with; AUTH.DEVICE_LOCKED: from this one',
  })
  async login(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserView | TwoFactorRequiredJson> {
    const outcome = await this.auth.login(dto.username, dto.password, request.cookies?.[DEVICE_COOKIE]);
    if (outcome.secondFactor) return this.signIn.secondStep(reply, outcome.user);
    return this.signIn.signedIn(request, reply, outcome.user, outcome.deviceToken);
  }

  /** The second step of a sign-in in progress (after a reload, or after Google/GitHub). */
  @Get('login/2fa')
  @ApiOkResponse({ description: '{ twoFactorRequired: true, methods, webauthn? }' })
  @ApiUnauthorizedResponse({ description: 'AUTH.2FA_CHALLENGE_EXPIRED: no sign-in in progress' })
  async secondStep(@Req() request: FastifyRequest): Promise<TwoFactorRequiredJson> {
    const challenge = await this.twoFactor.liveChallenge(
      request.cookies?.[CHALLENGE_COOKIE],
      'second-factor',
    );
    if (!challenge)
      throw unauthorized('AUTH.2FA_CHALLENGE_EXPIRED', 'This sign-in has expired. Please sign in again.');
    return this.twoFactor.secondStepOf(challenge);
  }

  /** Finishes a sign-in with `{ code }`, `{ recoveryCode }` or `{ webauthn }` (a passkey's assertion). */
  @Post('login/2fa')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOkResponse({ type: UserViewDto })
  @ApiUnauthorizedResponse({ description: 'AUTH.2FA_CODE_INVALID, or AUTH.2FA_CHALLENGE_EXPIRED' })
  @ApiTooManyRequestsResponse({ description: 'AUTH.ACCOUNT_LOCKED / AUTH.DEVICE_LOCKED, as for passwords' })
  async finishSecondStep(
    @Body() dto: SecondFactorDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserView> {
    const proofs: SecondFactorProof[] = [
      ...(dto.code !== undefined ? [{ code: dto.code }] : []),
      ...(dto.recoveryCode !== undefined ? [{ recoveryCode: dto.recoveryCode }] : []),
      ...(dto.webauthn !== undefined
        ? [{ webauthn: dto.webauthn as unknown as AuthenticationResponseJSON }]
        : []),
    ];
    if (proofs.length !== 1) {
      throw new ValidationFailed({ code: ['Give one of code, recoveryCode or webauthn'] });
    }
    const { user, deviceToken } = await this.auth.finishSecondFactor(
      request.cookies?.[CHALLENGE_COOKIE],
      proofs[0],
      request.cookies?.[DEVICE_COOKIE],
    );
    return this.signIn.signedIn(request, reply, user, deviceToken);
  }

  /** Passwordless sign-in, step one: request options for any passkey of this site. */
  @Post('passkeys/login/options')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOkResponse({ description: 'PublicKeyCredentialRequestOptionsJSON; sets the challenge cookie' })
  async passkeyOptions(@Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, unknown>> {
    const { challengeId, options } = await this.twoFactor.passkeySignInOptions();
    this.signIn.setChallenge(reply, challengeId);
    return options;
  }

  /** Passwordless sign-in, step two: the passkey's assertion (user verification required). */
  @Post('passkeys/login')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOkResponse({ type: UserViewDto })
  @ApiUnauthorizedResponse({ description: 'AUTH.PASSKEY_INVALID' })
  async passkeyLogin(
    @Body() dto: PasskeySignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserView> {
    const userId = await this.twoFactor.passkeySignIn(
      request.cookies?.[CHALLENGE_COOKIE],
      dto.webauthn as unknown as AuthenticationResponseJSON,
    );
    const user = userId ? await this.users.findById(userId) : undefined;
    if (!user) throw unauthorized('AUTH.PASSKEY_INVALID', 'This passkey could not be verified.');
    return this.signIn.signedIn(request, reply, user, this.auth.deviceTokenFor(user.id));
  }

  @Post('logout')
  @HttpCode(200)
  @OpenDuringEnrolment()
  @ApiOkResponse({ type: MessageAnswer })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    await this.sessions.end(reply, request.cookies?.[SESSION_COOKIE]);
    return { message: 'Logged out' };
  }

  @Get('me')
  @Access('user')
  @OpenDuringEnrolment()
  @ApiOkResponse({ type: UserViewDto })
  async me(@CurrentUser() session: SessionUser): Promise<UserView> {
    const user = await this.users.findById(session.id);
    if (!user) throw unauthorized('AUTH.REQUIRED', 'You must be signed in');
    return this.signIn.userView(user);
  }

  /**
   * The session as the shell checks it on every page load: the user, or null for a visitor.
   * Unlike /me it never answers 401, so a visitor's page load makes no failing request.
   */
  @Get('session')
  @Access('public')
  @ApiOkResponse({ type: SessionAnswer })
  async session(@CurrentUser() session: SessionUser | undefined): Promise<SessionAnswer> {
    const user = session ? await this.users.findById(session.id) : undefined;
    return { user: user ? await this.signIn.userView(user) : null };
  }

  /** Same answer whether or not the address has an account. */
  @Post('forgot-password')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOkResponse({ type: MessageAnswer })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageAnswer> {
    await this.auth.forgotPassword(dto.email);
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Post('reset-password/:token')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOkResponse({ type: MessageAnswer })
  @ApiBadRequestResponse({ description: 'Invalid, used or expired link' })
  async resetPassword(@Param('token') token: string, @Body() dto: ResetPasswordDto): Promise<MessageAnswer> {
    await this.auth.resetPassword(token, dto.password);
    return { message: 'Password reset successful!' };
  }

  /** Opens a verification link (the page /auth/verify-email/:token posts it here). */
  @Post('verify-email/:token')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOkResponse({ type: MessageAnswer })
  @ApiBadRequestResponse({ description: 'Invalid, used or expired link' })
  async verifyEmail(@Param('token') token: string): Promise<MessageAnswer> {
    await this.verification.verify(token);
    return { message: 'Your e-mail address is verified.' };
  }

  /** Mails a new verification link to the signed-in user's address. */
  @Post('verify-email')
  @HttpCode(200)
  @Access('user')
  @RateLimit('auth')
  @ApiOkResponse({ type: MessageAnswer })
  @ApiBadRequestResponse({ description: 'Already verified' })
  async resendVerification(@CurrentUser() session: SessionUser): Promise<MessageAnswer> {
    await this.verification.resend(session.id);
    return { message: 'A new verification link has been sent to your e-mail address.' };
  }

  /** Checks the old password; other sessions end, this one gets a fresh cookie. */
  @Put('update-password')
  @Access('user')
  @ApiOkResponse({ type: MessageAnswer })
  @ApiBadRequestResponse({ description: 'Old password incorrect, or a Google/GitHub-only account' })
  async updatePassword(
    @CurrentUser() session: SessionUser,
    @Body() dto: UpdatePasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageAnswer> {
    const user = await this.auth.updatePassword(session.id, dto.oldPassword, dto.newPassword);
    await this.sessions.endAllOf(user.id);
    await this.sessions.start(reply, user, request);
    return { message: 'Password updated successfully' };
  }
}
