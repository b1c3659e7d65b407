import { Module } from '@nestjs/common';
import { CallsBulkController } from './calls-bulk.controller';
import { CallsBulkService } from './calls-bulk.service';
import { CallsController } from './calls.controller';
import { CallsService } from './calls.service';
import { CallsRepository } from './calls.repository';

/** Call logs (richieste) and their bulk actions; MailService comes from the global AuthModule. */
@Module({
  controllers: [CallsBulkController, CallsController],
  providers: [CallsService, CallsBulkService, CallsRepository],
  exports: [CallsService],
})
export class CallsModule {}
