import { Module } from '@nestjs/common';
import { AnnouncementsModule } from '../announcements/announcements.module';
import { TemplatesController } from './templates.controller';
import { TemplatesService } from './templates.service';

/** Announcement templates (SPEC §3.4). */
@Module({ imports: [AnnouncementsModule], controllers: [TemplatesController], providers: [TemplatesService] })
export class TemplatesModule {}
