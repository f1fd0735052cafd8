import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { UploadsService } from './uploads.service';

/**
 * Runs the sweep of unreferenced uploads every UPLOAD_SWEEP_MINUTES (0: never) in each API
 * process. Replicas may sweep at the same time: removing a removed file is a no-op.
 */
@Injectable()
export class UploadsSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UploadsSweep');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.uploadLimits.sweepMinutes;
    if (minutes === 0) return;
    this.timer = setInterval(() => void this.run(), minutes * 60 * 1000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    try {
      const removed = await this.uploads.sweep();
      if (removed.length) this.logger.log(`Removed ${removed.length} unreferenced upload files`);
    } catch (error) {
      this.logger.warn(`Upload sweep failed: ${(error as Error).message}`);
    }
  }
}
