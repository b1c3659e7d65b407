import { Module } from '@nestjs/common';
import { AnnouncementsController } from './announcements.controller';
import { AnnouncementsService } from './announcements.service';
import { ImportController } from './import/import.controller';

/** Announcements (bandi): catalogue, lists, form, duplicates, audit (SPEC §3.3). */
@Module({ controllers: [ImportController, AnnouncementsController], providers: [AnnouncementsService], exports: [AnnouncementsService] })
export class AnnouncementsModule {}
