import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { StaffEnrolment } from './staff-enrolment';
import { TwoFactorRepository } from './two-factor/two-factor.repository';

/**
 * Sessions (signed cookie + session row) and the staff enrolment rule, shared by the API and the
 * stand-alone gateway.
 */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A key object made once: given the string, jsonwebtoken tries to parse it as a public key
        // on every verify (about 2 ms of CPU per request, measured) before treating it as a secret.
        secret: createSecretKey(Buffer.from(config.jwtSecret)),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    UsersModule,
    RealtimeModule,
  ],
  providers: [SessionService, SessionRepository, TwoFactorRepository, StaffEnrolment],
  exports: [SessionService, SessionRepository, TwoFactorRepository, StaffEnrolment],
})
export class SessionModule {}
