import { Module } from '@nestjs/common';
import { AlertsController } from '../alerts/alerts.controller';
import { AlertsService } from '../alerts/alerts.service';
import { AlertsRepository } from '../alerts/alerts.repository';
import { UsersAdminModule } from '../users/users-admin.module';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { SettingsRepository } from './settings.repository';
import { LogosController } from './logos.controller';
import { LogosService } from './logos.service';
import { FilesRepository } from '../files/files.repository';
import { SvgSanitizer } from './svg-sanitize';
import { ProjectsModule } from '../projects/projects.module';

/** Global settings (/impostazioni), the alert banner, environment logos. */
@Module({
  imports: [UsersAdminModule, ProjectsModule],
  controllers: [SettingsController, AlertsController, LogosController],
  providers: [SettingsService, SettingsRepository, AlertsService, AlertsRepository, LogosService, SvgSanitizer, FilesRepository],
})
export class SettingsModule {}
