import { Module } from '@nestjs/common';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';
import { ProjectsRepository } from './projects.repository';

/** Environments feature module. */
@Module({ controllers: [ProjectsController], providers: [ProjectsService, ProjectsRepository], exports: [ProjectsService] })
export class ProjectsModule {}
