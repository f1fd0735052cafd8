import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersController } from './users.controller';
import { UsersModule } from './users.module';

/**
 * The users HTTP API, for the API process only: its profile updates need the auth services
 * (password check, sessions, verification mail), which the stand-alone gateway does not load.
 */
@Module({
  imports: [UsersModule, AuthModule],
  controllers: [UsersController],
})
export class UsersApiModule {}
