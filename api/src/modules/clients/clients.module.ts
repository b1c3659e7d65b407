import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ClientDocumentListController, ClientDocumentsController } from './client-documents.controller';
import { ClientDocumentsRepository } from './client-documents.repository';
import { ClientDocumentsService } from './client-documents.service';
import { DocumentTypesController } from './document-types.controller';
import { DocumentTypesRepository } from './document-types.repository';
import { DocumentTypesService } from './document-types.service';
import { ClientsBulkController } from './clients-bulk.controller';
import { ClientsBulkRepository } from './clients-bulk.repository';
import { ClientsBulkService } from './clients-bulk.service';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';

/**
 * Client registry (docs/domain.md#clients): clients, their documents and the document types
 * (docs/domain.md#client-documents), the SME computation. Exports
 * ClientsService (visibility of clients) to the notes, negotiations and eligibility modules, and
 * ClientsRepository (its `visible` condition for scoped statements) to the negotiations module.
 * AuditService comes from the global AuditModule.
 */
@Module({
  imports: [FilesModule],
  controllers: [ClientsBulkController, ClientsController, ClientDocumentListController, ClientDocumentsController, DocumentTypesController],
  providers: [
    ClientsService,
    ClientsRepository,
    ClientDocumentsRepository,
    ClientDocumentsService,
    DocumentTypesRepository,
    DocumentTypesService,
    ClientsBulkRepository,
    ClientsBulkService,
  ],
  exports: [ClientsService, ClientsRepository],
})
export class ClientsModule {}
