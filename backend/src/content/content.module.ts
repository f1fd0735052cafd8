import { AuditModule } from '../audit/audit.module';
import { Module, OnModuleInit } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { UploadsService } from '../uploads/uploads.service';
import { BlogsController, GalleriesController } from './content.controller';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';

@Module({
  imports: [UploadsModule, AuditModule],
  controllers: [BlogsController, GalleriesController],
  providers: [ContentRepository, ContentService],
  exports: [ContentService],
})
export class ContentModule implements OnModuleInit {
  constructor(
    private readonly uploads: UploadsService,
    private readonly repo: ContentRepository,
  ) {}

  /** The uploads sweep keeps the media the blogs and gallery items name. */
  onModuleInit(): void {
    this.uploads.addReferenceSource(() => this.repo.mediaUrls());
  }
}
