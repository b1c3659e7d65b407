import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { NotesController } from './notes.controller';

/** Notes on the clients of an environment (logged on the client's audit log). */
@Module({ imports: [ClientsModule], controllers: [NotesController] })
export class NotesModule {}
