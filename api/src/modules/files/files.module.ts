import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { AnnouncementsModule } from '../announcements/announcements.module';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';
import { STORAGE_DRIVER } from './storage';
import { createStorageDriver } from './storage-driver';

/**
 * Uploads and downloads; the storage driver is the S3 bucket of S3_BUCKET when set, else the local
 * folder DATA_DIR/uploads (UPLOAD_DIR; shared by every instance when several run).
 */
@Module({
  imports: [AnnouncementsModule],
  controllers: [FilesController],
  providers: [
    FilesService,
    FilesRepository,
    { provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createStorageDriver(c) },
  ],
  exports: [FilesService],
})
export class FilesModule {}
