import { Module } from '@nestjs/common';
import { AnnouncementsModule } from '../announcements/announcements.module';
import { TemplatesController } from './templates.controller';
import { TemplatesService } from './templates.service';

/** Announcement templates (docs/domain.md#templates). */
@Module({ imports: [AnnouncementsModule], controllers: [TemplatesController], providers: [TemplatesService] })
export class TemplatesModule {}
