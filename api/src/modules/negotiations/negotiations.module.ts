import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { NegotiationsController } from './negotiations.controller';
import { NegotiationsBulkController } from './negotiations-bulk.controller';
import { NegotiationsRepository } from './negotiations.repository';
import { NegotiationsService } from './negotiations.service';

/** Negotiations (trattative) of the clients of an environment, by stage. */
@Module({
  imports: [ClientsModule],
  controllers: [NegotiationsController, NegotiationsBulkController],
  providers: [NegotiationsService, NegotiationsRepository],
  exports: [NegotiationsService],
})
export class NegotiationsModule {}
