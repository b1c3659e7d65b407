import { Module } from '@nestjs/common';
import { ProjectUsersController, UsersController } from './users.controller';
import { UsersAdminService } from './users-admin.service';

/** User administration and environment membership (MailService, TokenService from the global AuthModule). */
@Module({ controllers: [UsersController, ProjectUsersController], providers: [UsersAdminService], exports: [UsersAdminService] })
export class UsersAdminModule {}
