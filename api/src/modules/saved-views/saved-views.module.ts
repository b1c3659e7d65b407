import { Module } from '@nestjs/common';
import { SavedViewsController } from './saved-views.controller';
import { SavedViewsRepository } from './saved-views.repository';
import { SavedViewsService } from './saved-views.service';

/** Saved views of the lists (issue 33): controller, service, repository. */
@Module({ controllers: [SavedViewsController], providers: [SavedViewsService, SavedViewsRepository] })
export class SavedViewsModule {}
