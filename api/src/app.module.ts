import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { APP_CONFIG } from './tokens';
import { AuthGuard } from './common/auth/auth.guard';
import { AUTH_CACHE_CHANNEL, AuthCache } from './common/auth/auth-cache';
import { AllExceptionsFilter } from './common/http/exception.filter';
import { AuthModule } from './modules/auth/auth.module';
import { ProjectsModule } from './modules/projects/projects.module';
import { ReferenceModule } from './modules/reference/reference.module';
import { FederationController } from './modules/federation/federation.controller';
import { FederationRemotesService } from './modules/federation/remotes.service';
import { HealthService } from './modules/health/health.service';
import { ReleasesController } from './modules/federation/releases.controller';
import { ReleasesRepository } from './modules/federation/releases.repository';
import { ReleasesService } from './modules/federation/releases.service';
import { HealthController } from './modules/health/health.controller';
import { AnnouncementsModule } from './modules/announcements/announcements.module';
import { AuditModule } from './modules/audit/audit.module';
import { TemplatesModule } from './modules/templates/templates.module';
import { FilesModule } from './modules/files/files.module';
import { PublicModule } from './modules/public/public.module';
import { ClientsModule } from './modules/clients/clients.module';
import { EligibilityModule } from './modules/eligibility/eligibility.module';
import { NegotiationsModule } from './modules/negotiations/negotiations.module';
import { NotesModule } from './modules/notes/notes.module';
import { StateAidsModule } from './modules/state-aids/state-aids.module';
import { ReferentsModule } from './modules/referents/referents.module';
import { CallsModule } from './modules/calls/calls.module';
import { UsersAdminModule } from './modules/users/users-admin.module';
import { SettingsModule } from './modules/settings/settings.module';
import { NewslettersModule } from './modules/newsletters/newsletters.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { ProfileModule } from './modules/profile/profile.module';
import { SearchModule } from './modules/search/search.module';
import { TasksModule } from './modules/tasks/tasks.module';
import { SavedViewsModule } from './modules/saved-views/saved-views.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { HomeModule } from './modules/home/home.module';
import { ExportsModule } from './modules/exports/exports.module';
import { ClientImportsModule } from './modules/client-imports/client-imports.module';
import { DossiersModule } from './modules/dossiers/dossiers.module';
import { createThrottleStore, THROTTLE_STORE, ThrottlerStoreAdapter, type ThrottleStore } from './common/throttle/throttle-store';
import { MultipartOnlyOnUploads } from './common/http/upload';

/**
 * Closes the Redis connections (the throttle store's, and the AuthCache's publisher and
 * subscriber) when the application stops, whichever way it was built: `createApp`, a start-up that
 * failed half-way, or the OpenAPI generator. A connection left open keeps the process alive.
 */
@Injectable()
class RedisClientsCloser implements OnApplicationShutdown {
  constructor(
    @Inject(THROTTLE_STORE) private readonly store: ThrottleStore,
    private readonly authCache: AuthCache,
  ) {}
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.store.close(), this.authCache.close()]);
  }
}

/**
 * Root module. The DataSource is opened (and migrated) before Nest starts, see app.factory.ts,
 * and provided here; the global AuthGuard denies every route that does not declare `@Auth`.
 */
@Module({})
export class AppModule {
  static forRoot(dataSource: DataSource, config: AppConfig): DynamicModule {
    const throttleStore = createThrottleStore(config);
    return {
      module: AppModule,
      global: true,
      imports: [
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'default', ttl: 60_000, limit: 1000 }],
          storage: new ThrottlerStoreAdapter(throttleStore),
        }),
        JobsModule,
        AuthModule,
        ProjectsModule,
        ReferenceModule,
        CallsModule,
        UsersAdminModule,
        SettingsModule,
        NewslettersModule,
        AuditModule,
        AnnouncementsModule,
        TemplatesModule,
        FilesModule,
        PublicModule,
        ClientsModule,
        EligibilityModule,
        NotesModule,
        StateAidsModule,
        NegotiationsModule,
        ReferentsModule,
        ProfileModule,
        SearchModule,
        TasksModule,
        SavedViewsModule,
        NotificationsModule,
        HomeModule,
        ExportsModule,
        ClientImportsModule,
        DossiersModule,
      ],
      controllers: [FederationController, HealthController, ReleasesController],
      providers: [
        { provide: DataSource, useValue: dataSource },
        { provide: APP_CONFIG, useValue: config },
        { provide: THROTTLE_STORE, useValue: throttleStore },
        { provide: AuthCache, useValue: new AuthCache(undefined, config.redisUrl, `${config.redisPrefix}${AUTH_CACHE_CHANNEL}`) },
        RedisClientsCloser,
        ReleasesService,
        ReleasesRepository,
        FederationRemotesService,
        HealthService,
        { provide: APP_GUARD, useClass: AuthGuard },
        // after AuthGuard (global guards run in this order): 401/403 before 415
        { provide: APP_GUARD, useClass: MultipartOnlyOnUploads },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
      exports: [DataSource, APP_CONFIG, THROTTLE_STORE, AuthCache],
    };
  }
}
