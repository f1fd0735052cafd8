import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OAuthController } from './oauth/oauth.controller';
import { OAuthService } from './oauth/oauth.service';
import { GithubStrategy, GoogleStrategy } from './oauth/oauth.strategies';
import { PasswordResetRepository } from './password-reset.repository';
import { RateLimitModule } from './rate-limit.module';
import { SessionGuard } from './session.guard';
import { EmailVerificationRepository } from './email-verification.repository';
import { EmailVerificationService } from './email-verification.service';
import { SessionModule } from './session.module';
import { SessionsController } from './sessions.controller';
import { SignInResponder } from './sign-in.responder';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorService } from './two-factor/two-factor.service';
import { AuthPersonalData } from './personal-data.service';

@Module({
  imports: [UsersModule, UploadsModule, MailModule, SessionModule, RateLimitModule, AuditModule],
  controllers: [AuthController, OAuthController, TwoFactorController, SessionsController],
  providers: [
    AuthService,
    TwoFactorService,
    SignInResponder,
    AuthPersonalData,
    PasswordResetRepository,
    EmailVerificationService,
    EmailVerificationRepository,
    OAuthService,
    { provide: APP_GUARD, useClass: SessionGuard },
    // Strategies register themselves with passport when built, so they are built only when configured.
    {
      provide: GoogleStrategy,
      inject: [APP_CONFIG, OAuthService],
      useFactory: (config: AppConfig, oauth: OAuthService) =>
        config.google ? new GoogleStrategy(config, config.google, oauth) : null,
    },
    {
      provide: GithubStrategy,
      inject: [APP_CONFIG, OAuthService],
      useFactory: (config: AppConfig, oauth: OAuthService) =>
        config.github ? new GithubStrategy(config, config.github, oauth) : null,
    },
  ],
  exports: [AuthService, AuthPersonalData, TwoFactorService, SessionModule],
})
export class AuthModule {}
