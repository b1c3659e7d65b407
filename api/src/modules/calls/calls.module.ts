import { Module } from '@nestjs/common';
import { CallsController } from './calls.controller';
import { CallsService } from './calls.service';

/** Call logs (richieste); MailService comes from the global AuthModule. */
@Module({ controllers: [CallsController], providers: [CallsService], exports: [CallsService] })
export class CallsModule {}
