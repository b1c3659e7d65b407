import { Module } from '@nestjs/common';
import { ReferentsController } from './referents.controller';
import { ReferentsService } from './referents.service';
import { ReferentsRepository } from './referents.repository';

/** Referents of an environment and their portal access; MailService comes from the global AuthModule. */
@Module({ controllers: [ReferentsController], providers: [ReferentsService, ReferentsRepository], exports: [ReferentsService] })
export class ReferentsModule {}
