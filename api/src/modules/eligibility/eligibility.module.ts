import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { StateAidsModule } from '../state-aids/state-aids.module';
import { EligibilityController } from './eligibility.controller';
import { EligibilityService } from './eligibility.service';
import { EligibilityRepository } from './eligibility.repository';
import { EligibilityStoreRepository } from './eligibility-store.repository';
import { EligibilityVerdictsRepository } from './eligibility-verdicts.repository';
import { EligibilityVerdictsService } from './eligibility-verdicts.service';
import { DeMinimisVerdictsRepository } from './de-minimis-verdicts.repository';

/** Eligibility of clients for announcements and of announcements for clients (docs/domain.md#states-and-transitions). */
@Module({
  imports: [ClientsModule, StateAidsModule],
  controllers: [EligibilityController],
  providers: [
    EligibilityService,
    EligibilityRepository,
    EligibilityStoreRepository,
    EligibilityVerdictsService,
    EligibilityVerdictsRepository,
    DeMinimisVerdictsRepository,
  ],
  exports: [EligibilityService, EligibilityVerdictsService],
})
export class EligibilityModule {}
