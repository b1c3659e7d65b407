import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ClientDocumentsController } from './client-documents.controller';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';

/**
 * Client registry (docs/domain.md#clients): clients, their documents, the SME computation. Exports
 * ClientsService (visibility of clients) to the notes, negotiations and eligibility modules.
 * AuditService comes from the global AuditModule.
 */
@Module({
  imports: [FilesModule],
  controllers: [ClientsController, ClientDocumentsController],
  providers: [ClientsService, ClientsRepository],
  exports: [ClientsService],
})
export class ClientsModule {}
