import { Module } from '@nestjs/common';
import { CallsController } from './calls.controller';
import { CallsService } from './calls.service';
import { CallsRepository } from './calls.repository';

/** Call logs (richieste); MailService comes from the global AuthModule. */
@Module({ controllers: [CallsController], providers: [CallsService, CallsRepository], exports: [CallsService] })
export class CallsModule {}
