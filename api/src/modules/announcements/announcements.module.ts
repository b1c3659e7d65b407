import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { AnnouncementsBulkController } from './announcements-bulk.controller';
import { AnnouncementsBulkService } from './announcements-bulk.service';
import { AnnouncementsController } from './announcements.controller';
import { AnnouncementWriter } from './announcement-writer';
import { AnnouncementsRepository } from './announcements.repository';
import { AnnouncementsService } from './announcements.service';
import { ImportController } from './import/import.controller';
import { ExportParser } from './import/export-parser';
import { IncentiviImportService } from './import/import.service';

/** Announcements (bandi): catalogue, lists and their bulk actions, form, duplicates, audit (docs/domain.md#announcements). */
@Module({
  imports: [NotificationsModule],
  controllers: [ImportController, AnnouncementsBulkController, AnnouncementsController],
  providers: [
    AnnouncementsService,
    AnnouncementsBulkService,
    AnnouncementsRepository,
    AnnouncementWriter,
    ExportParser,
    IncentiviImportService,
  ],
  exports: [AnnouncementsService],
})
export class AnnouncementsModule {}
