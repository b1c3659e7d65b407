import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientImportJobService } from './client-import-job.service';
import { ClientImportsController } from './client-imports.controller';
import { ClientImportsRepository } from './client-imports.repository';
import { ClientImportsService } from './client-imports.service';
import { ImportProgressStore } from './import-progress.store';

/** Client imports from XLSX/CSV files, issue 33; ClientsRepository from ClientsModule; JobsService and AuditService are global. */
@Module({
  imports: [ClientsModule],
  controllers: [ClientImportsController],
  providers: [ClientImportsService, ClientImportsRepository, ClientImportJobService, ImportProgressStore],
})
export class ClientImportsModule {}
