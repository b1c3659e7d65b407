import { Module } from '@nestjs/common';
import { AnnouncementsModule } from '../announcements/announcements.module';
import { FilesModule } from '../files/files.module';
import { ClientsModule } from '../clients/clients.module';
import { PublicController } from './public.controller';
import { SharesRepository } from './shares.repository';
import { SharesService } from './shares.service';

/** Share links and the public announcement page; SharesService also makes the newsletters' per-recipient links. */
@Module({
  imports: [AnnouncementsModule, FilesModule, ClientsModule],
  controllers: [PublicController],
  providers: [SharesService, SharesRepository],
  exports: [SharesService],
})
export class PublicModule {}
