import { Module } from '@nestjs/common';
import { ProjectUsersController, UsersController } from './users.controller';
import { UsersAdminService } from './users-admin.service';
import { UsersAdminRepository } from './users-admin.repository';

/** User administration and environment membership (MailService, TokenService from the global AuthModule). */
@Module({
  controllers: [UsersController, ProjectUsersController],
  providers: [UsersAdminService, UsersAdminRepository],
  exports: [UsersAdminService],
})
export class UsersAdminModule {}
