import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { LocalStorageDriver, STORAGE_DRIVER } from '../files/storage';
import { AuthModule } from '../auth/auth.module';
import { AvatarService } from './avatar.service';
import { ProfileController } from './profile.controller';

/** Profile avatars: `POST/DELETE /api/profile/logo`, `GET /api/avatars/{fileId}` (issue 5). */
@Module({
  imports: [AuthModule],
  controllers: [ProfileController],
  providers: [
    AvatarService,
    { provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new LocalStorageDriver(c.uploadDir) },
  ],
})
export class ProfileModule {}
