import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { BlogsController, GalleriesController } from './content.controller';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';

@Module({
  imports: [UploadsModule],
  controllers: [BlogsController, GalleriesController],
  providers: [ContentRepository, ContentService],
  exports: [ContentService],
})
export class ContentModule {}
