import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { EligibilityController } from './eligibility.controller';
import { EligibilityService } from './eligibility.service';

/** Eligibility of clients for announcements and of announcements for clients (docs/domain.md#states-and-transitions). */
@Module({ imports: [ClientsModule], controllers: [EligibilityController], providers: [EligibilityService], exports: [EligibilityService] })
export class EligibilityModule {}
