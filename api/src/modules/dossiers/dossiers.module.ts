import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { NegotiationsModule } from '../negotiations/negotiations.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { DossiersController, PublicDossierController } from './dossiers.controller';
import { DossiersRepository } from './dossiers.repository';
import { DossiersService } from './dossiers.service';

/** The dossier of a negotiation and the referent's upload links (docs/domain.md#dossier). */
@Module({
  imports: [NegotiationsModule, FilesModule, NotificationsModule],
  controllers: [DossiersController, PublicDossierController],
  providers: [DossiersService, DossiersRepository],
})
export class DossiersModule {}
