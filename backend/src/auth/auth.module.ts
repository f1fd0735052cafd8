import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OAuthController } from './oauth/oauth.controller';
import { OAuthService } from './oauth/oauth.service';
import { GithubStrategy, GoogleStrategy } from './oauth/oauth.strategies';
import { PasswordResetRepository } from './password-reset.repository';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitStore } from './rate-limit.store';
import { SessionGuard } from './session.guard';
import { SessionService } from './session.service';

@Global()
@Module({
  imports: [
    UsersModule,
    UploadsModule,
    MailModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController, OAuthController],
  providers: [
    AuthService,
    SessionService,
    PasswordResetRepository,
    OAuthService,
    RateLimitStore,
    RateLimitGuard,
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
  exports: [SessionService, RateLimitGuard, RateLimitStore],
})
export class AuthModule {}
