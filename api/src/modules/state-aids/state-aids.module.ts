import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { STORAGE_DRIVER } from '../files/storage';
import { createStorageDriver } from '../files/storage-driver';
import { DeMinimisCheckService } from './de-minimis-check.service';
import { StateAidImportsController } from './state-aid-imports.controller';
import { StateAidImportsRepository } from './state-aid-imports.repository';
import { StateAidImportsService } from './state-aid-imports.service';
import { StateAidsController } from './state-aids.controller';
import { StateAidsRepository } from './state-aids.repository';
import { StateAidsService } from './state-aids.service';
import { UndertakingOperationsController } from './undertaking-operations.controller';
import { UndertakingOperationsRepository } from './undertaking-operations.repository';
import { UndertakingOperationsService } from './undertaking-operations.service';

/**
 * Aid received by the clients and their de minimis headroom (issue 34): controller, service,
 * repository; the RNA import (StateAidImportsController/Service/Repository, job queue
 * `state-aid-import`; JobsService and AuditService are global); the mergers and splits of the single
 * undertaking (UndertakingOperationsController/Service/Repository); exports the de minimis check of
 * eligibility (DeMinimisCheckService) and the aid list for its export (StateAidsService).
 */
@Module({
  imports: [ClientsModule],
  controllers: [StateAidsController, StateAidImportsController, UndertakingOperationsController],
  providers: [
    StateAidsService,
    StateAidsRepository,
    DeMinimisCheckService,
    StateAidImportsService,
    StateAidImportsRepository,
    UndertakingOperationsService,
    UndertakingOperationsRepository,
    { provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createStorageDriver(c) },
  ],
  exports: [DeMinimisCheckService, StateAidsService],
})
export class StateAidsModule {}
