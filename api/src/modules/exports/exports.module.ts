import { Module } from '@nestjs/common';
import { AnnouncementsModule } from '../announcements/announcements.module';
import { AuditModule } from '../audit/audit.module';
import { CallsModule } from '../calls/calls.module';
import { ClientsModule } from '../clients/clients.module';
import { EligibilityModule } from '../eligibility/eligibility.module';
import { NegotiationsModule } from '../negotiations/negotiations.module';
import { ReferentsModule } from '../referents/referents.module';
import { StateAidsModule } from '../state-aids/state-aids.module';
import { ExportsController } from './exports.controller';
import { ExportsRepository } from './exports.repository';
import { ExportsService } from './exports.service';

/** List exports as XLSX / CSV (issue 33, docs/api.md#exports). */
@Module({
  imports: [
    AuditModule,
    ClientsModule,
    AnnouncementsModule,
    CallsModule,
    ReferentsModule,
    NegotiationsModule,
    EligibilityModule,
    StateAidsModule,
  ],
  controllers: [ExportsController],
  providers: [ExportsService, ExportsRepository],
})
export class ExportsModule {}
