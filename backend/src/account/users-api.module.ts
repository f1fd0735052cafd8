import { Module, OnModuleInit } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UploadsService } from '../uploads/uploads.service';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { AccountService } from './account.service';
import { PreferencesController } from './preferences.controller';
import { UsersController } from './users.controller';

/**
 * The users HTTP API (a person's own account), above users/, auth/ and uploads/: its profile
 * updates need the auth services (password check, sessions, verification mail) and the uploads
 * (the picture), and both stand on users, so the composition lives here rather than in either.
 * For the API process only: the stand-alone gateway loads none of it.
 */
@Module({
  imports: [UsersModule, AuthModule, UploadsModule],
  controllers: [UsersController, PreferencesController],
  providers: [AccountService],
})
export class UsersApiModule implements OnModuleInit {
  constructor(
    private readonly uploads: UploadsService,
    private readonly users: UsersService,
  ) {}

  /** The uploads sweep keeps the pictures the profiles name. */
  onModuleInit(): void {
    this.uploads.addReferenceSource(() => this.users.mediaUrls());
  }
}
