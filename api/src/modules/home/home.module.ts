import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EligibilityModule } from '../eligibility/eligibility.module';
import { HomeController } from './home.controller';
import { HomeRepository } from './home.repository';
import { HomeService } from './home.service';

/** La mia giornata (issue 37): GET/POST /api/projects/{projectId}/home, PUT /api/profile/start-page. */
@Module({ imports: [AuthModule, EligibilityModule], controllers: [HomeController], providers: [HomeService, HomeRepository] })
export class HomeModule {}
