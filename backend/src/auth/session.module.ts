import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';

/** Sessions (signed cookie + session row), shared by the API and the stand-alone gateway. */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    UsersModule,
    RealtimeModule,
  ],
  providers: [SessionService, SessionRepository],
  exports: [SessionService],
})
export class SessionModule {}
