import { Module } from '@nestjs/common';
import { AnnouncementsModule } from '../announcements/announcements.module';
import { TemplatesController } from './templates.controller';
import { TemplatesRepository } from './templates.repository';
import { TemplatesService } from './templates.service';

/** Announcement templates (docs/domain.md#templates): controller, service, repository. */
@Module({ imports: [AnnouncementsModule], controllers: [TemplatesController], providers: [TemplatesService, TemplatesRepository] })
export class TemplatesModule {}
