import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.service';
import { FilesModule } from '../files/files.module';
import { ClientDocumentsController } from './client-documents.controller';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { EligibilityController } from '../eligibility/eligibility.controller';
import { EligibilityService } from '../eligibility/eligibility.service';
import { NotesController } from '../notes/notes.controller';
import { NegotiationsController } from '../negotiations/negotiations.controller';
import { NegotiationsService } from '../negotiations/negotiations.service';
import { ReferentsController } from '../referents/referents.controller';
import { ReferentsService } from '../referents/referents.service';

/** Client registry, referents, negotiations, notes and eligibility (issue 4); MailService comes from the global AuthModule. */
@Module({
  imports: [AuditModule, FilesModule],
  controllers: [
    ClientsController,
    ClientDocumentsController,
    EligibilityController,
    NotesController,
    NegotiationsController,
    ReferentsController,
  ],
  providers: [ClientsService, EligibilityService, NegotiationsService, ReferentsService],
  exports: [ClientsService, EligibilityService],
})
export class ClientsModule {}
