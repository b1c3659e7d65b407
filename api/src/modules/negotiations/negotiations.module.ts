import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { NegotiationsController } from './negotiations.controller';
import { NegotiationsService } from './negotiations.service';

/** Negotiations (trattative) of the clients of an environment, by stage. */
@Module({
  imports: [ClientsModule],
  controllers: [NegotiationsController],
  providers: [NegotiationsService],
  exports: [NegotiationsService],
})
export class NegotiationsModule {}
