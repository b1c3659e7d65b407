import { Module } from '@nestjs/common';
import { AnnouncementsController } from './announcements.controller';
import { AnnouncementWriter } from './announcement-writer';
import { AnnouncementsRepository } from './announcements.repository';
import { AnnouncementsService } from './announcements.service';
import { ImportController } from './import/import.controller';
import { ExportParser } from './import/export-parser';

/** Announcements (bandi): catalogue, lists, form, duplicates, audit (docs/domain.md#announcements). */
@Module({
  controllers: [ImportController, AnnouncementsController],
  providers: [AnnouncementsService, AnnouncementsRepository, AnnouncementWriter, ExportParser],
  exports: [AnnouncementsService],
})
export class AnnouncementsModule {}
