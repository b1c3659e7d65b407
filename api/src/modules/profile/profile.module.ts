import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { FilesRepository } from '../files/files.repository';
import { STORAGE_DRIVER } from '../files/storage';
import { createStorageDriver } from '../files/storage-driver';
import { AuthModule } from '../auth/auth.module';
import { AvatarRepository } from './avatar.repository';
import { AvatarService } from './avatar.service';
import { ProfileController } from './profile.controller';

/** Profile avatars: `POST/DELETE /api/profile/logo`, `GET /api/avatars/{fileId}` (issue 5). */
@Module({
  imports: [AuthModule],
  controllers: [ProfileController],
  providers: [
    AvatarService,
    AvatarRepository,
    FilesRepository,
    { provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createStorageDriver(c) },
  ],
})
export class ProfileModule {}
