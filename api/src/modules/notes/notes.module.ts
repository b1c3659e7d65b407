import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { NotesController } from './notes.controller';
import { NotesRepository } from './notes.repository';
import { NotesService } from './notes.service';

/** Notes on the clients of an environment (logged on the client's audit log): controller, service, repository. */
@Module({ imports: [ClientsModule], controllers: [NotesController], providers: [NotesService, NotesRepository] })
export class NotesModule {}
