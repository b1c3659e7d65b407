import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { AnnouncementsModule } from '../announcements/announcements.module';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { LocalStorageDriver, STORAGE_DRIVER } from './storage';

/** Uploads and downloads; the storage driver is the local folder DATA_DIR/uploads (UPLOAD_DIR). */
@Module({
  imports: [AnnouncementsModule],
  controllers: [FilesController],
  providers: [
    FilesService,
    { provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new LocalStorageDriver(c.uploadDir) },
  ],
  exports: [FilesService],
})
export class FilesModule {}
