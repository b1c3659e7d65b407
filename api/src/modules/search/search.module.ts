import { Module } from '@nestjs/common';
import { AnnouncementsRepository } from '../announcements/announcements.repository';
import { ClientsRepository } from '../clients/clients.repository';
import { SearchController } from './search.controller';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

/**
 * Global search (issue 37): one endpoint over clients, referents, announcements, call logs and
 * negotiations. The visibility conditions are those of the modules' own repositories
 * (ClientsRepository, AnnouncementsRepository: stateless, provided here) and of
 * calls/call-visibility.ts.
 */
@Module({
  controllers: [SearchController],
  providers: [SearchService, SearchRepository, ClientsRepository, AnnouncementsRepository],
})
export class SearchModule {}
