import { Module } from '@nestjs/common';
import { AnnouncementsModule } from '../announcements/announcements.module';
import { FilesModule } from '../files/files.module';
import { PublicController } from './public.controller';
import { SharesService } from './shares.service';

/** Share links and the public announcement page. */
@Module({ imports: [AnnouncementsModule, FilesModule], controllers: [PublicController], providers: [SharesService] })
export class PublicModule {}
