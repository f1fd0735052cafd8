import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { Scheduled } from '../scheduler/scheduled';
import { UploadsService } from './uploads.service';

/**
 * The sweep of unreferenced uploads, every UPLOAD_SWEEP_MINUTES (0: never) through the scheduler.
 * Should two runs meet (a slow one and the next), removing a removed file is a no-op.
 */
@Injectable()
export class UploadsSweep {
  private readonly logger = new Logger('UploadsSweep');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
  ) {}

  @Scheduled('uploads', (config) => config.uploadLimits.sweepMinutes * 60_000)
  async run(): Promise<void> {
    const removed = await this.uploads.sweep();
    if (removed.length) this.logger.log(`Removed ${removed.length} unreferenced upload files`);
  }
}
