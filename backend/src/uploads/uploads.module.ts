import { Module, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { FileStorage } from './storage/file-storage';
import { LocalStorage } from './storage/local-storage';
import { S3Storage } from './storage/s3-storage';
import { UploadsController } from './uploads.controller';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';
import { UploadsSweep } from './uploads-sweep';

/** The storage driver named by STORAGE: a local folder (default) or an S3-compatible bucket. */
export function createStorage(config: AppConfig): FileStorage {
  return config.storage.driver === 's3'
    ? new S3Storage(config.storage, config.publicUrl)
    : new LocalStorage(config.uploadDir, config.publicUrl);
}

/**
 * The storage of private order files: a folder of its own (ORDER_FILES_DIR), or the bucket under
 * `order-files/`. Never served by /uploads/; its owner (orders) checks who may read a file.
 */
export function createPrivateStorage(config: AppConfig): FileStorage {
  return config.storage.driver === 's3'
    ? new S3Storage(config.storage, config.publicUrl, 'order-files/')
    : new LocalStorage(config.orderFiles.dir, config.publicUrl);
}

/** Import this module to check media URLs with `UploadsService.isOwnUploadUrl(url)`. */
@Module({
  controllers: [UploadsController],
  providers: [
    { provide: FileStorage, inject: [APP_CONFIG], useFactory: createStorage },
    UploadsRepository,
    UploadsService,
    UploadsSweep,
  ],
  exports: [UploadsService],
})
export class UploadsModule implements OnModuleDestroy {
  constructor(private readonly storage: FileStorage) {}

  onModuleDestroy(): void {
    this.storage.close();
  }
}
