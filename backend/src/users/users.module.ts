import { Module, OnModuleInit } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { UploadsService } from '../uploads/uploads.service';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [UploadsModule],
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule implements OnModuleInit {
  constructor(
    private readonly uploads: UploadsService,
    private readonly repo: UsersRepository,
  ) {}

  /** The uploads sweep keeps the media the user profiles name. */
  onModuleInit(): void {
    this.uploads.addReferenceSource(() => this.repo.mediaUrls());
  }
}
