import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditAction } from '@bandi/domain';
import { AuditService } from '../audit/audit.service';
import type { Paginated } from '../../common/http/pagination';
import { readReleaseManifest, type ReleaseManifestInfo } from './release-manifest';
import { ReleasesRepository, type StoredRelease } from './releases.repository';
import { invalidateRemoteOrigins } from './remote-origins';
import { apiError } from '../../common/http/api-error';

/** A release as the registry answers it (docs/architecture.md#remote-releases). */
export interface ReleaseRow {
  id: number;
  remote: string;
  entry: string;
  version: string;
  shared_ui_range: string | null;
  created_by_name: string | null;
  created_at: Date;
  promoted_at: Date | null;
  current: boolean;
  /** Environments pinned to this release. */
  pinned_projects: { id: number; name: string }[];
}

/** The remotes as one environment loads them: pinned release, else current one, else the remote's entry. */
export interface EffectiveRemote {
  name: string;
  entry: string;
  module: string;
  version: string | null;
  release_id: number | null;
}

/** A remote of the registry as GET /api/federation/remotes answers it. */
export interface RegistryRemote {
  name: string;
  entry: string;
  module: string;
}

/**
 * The build of `remote` that ships with the application: the API's own copy under `/build/<app>/`
 * (app.factory.ts WEB_APPS), the entry migration 0001 seeds (`mf_calls` →
 * `/build/mf-calls/mf-manifest.json`). A remote loads it when no release is current.
 */
export function builtinEntry(remote: string): string {
  return `/build/${remote.replace(/_/g, '-')}/mf-manifest.json`;
}

/**
 * Releases of the remotes (docs/architecture.md#remote-releases): registration (the manifest is read
 * and checked), the current release of each remote, environment pins and roll-back. Every change is
 * audit-logged (entity `federation_release`) and drops the CSP origins cache. SQL: ReleasesRepository.
 */
@Injectable()
export class ReleasesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ReleasesRepository,
    private readonly audit: AuditService,
  ) {}

  /** How manifests are read (the HTTP fetch of release-manifest.ts); tests may replace it. */
  static readManifest: (remote: string, url: string) => Promise<ReleaseManifestInfo> = readReleaseManifest;

  private async remote(em: EntityManager | DataSource, name: string): Promise<{ name: string; current_release_id: number | null }> {
    const row = await this.repo.remote(em, name);
    if (!row) throw apiError('releases.module_not_found');
    return row;
  }

  /** All releases (newest first), of one remote when `remote` is given. */
  async list(remote?: string): Promise<Paginated<ReleaseRow>> {
    const rows = await this.repo.list(this.dataSource, remote);
    // every environment's pins: the administrator's registry view spans all environments
    const pins = await this.repo.allPins(this.dataSource);
    const data = rows.map((r) => ({
      ...r,
      pinned_projects: pins.filter((p) => p.release_id === r.id).map(({ id, name }) => ({ id, name })),
    }));
    return { data, total: data.length };
  }

  private async one(id: number): Promise<ReleaseRow> {
    const found = (await this.list()).data.find((r) => r.id === id);
    if (!found) throw apiError('releases.not_found');
    return found;
  }

  private async release(em: EntityManager | DataSource, id: number): Promise<StoredRelease> {
    const row = await this.repo.release(em, id);
    if (!row) throw apiError('releases.not_found');
    return row;
  }

  private log(
    em: EntityManager,
    userId: number,
    action: AuditAction,
    release: { id: number; remote_name: string; version: string },
    projectId: number | null = null,
  ) {
    return this.audit.record(em, {
      userId,
      projectId,
      entity: 'federation_release',
      entityId: release.id,
      action,
      changes: { fields: [], remote: release.remote_name, version: release.version },
    });
  }

  /**
   * Registers a build of `remote` published at `entry` (absolute URL, or a path resolved against
   * `origin`, the API's own address): reads its manifest for the version and the shared-ui range.
   * @throws NotFoundException 404 unknown remote; UnprocessableEntityException 422 unreadable or
   *   invalid manifest; ConflictException 409 when that version of the remote is already registered
   */
  async register(userId: number, remote: string, entry: string, origin: string): Promise<ReleaseRow> {
    await this.remote(this.dataSource, remote);
    const info = await ReleasesService.readManifest(remote, new URL(entry, origin).href);
    const id = await this.dataSource.transaction(async (em) => {
      if (await this.repo.hasVersion(em, remote, info.version)) throw apiError('releases.version_exists', info.version, remote);
      const releaseId = await this.repo.insert(em, {
        remote,
        entry,
        version: info.version,
        shared_ui_range: info.shared_ui_range,
        created_by: userId,
      });
      await this.log(em, userId, 'release.registered', { id: releaseId, remote_name: remote, version: info.version });
      return releaseId;
    });
    invalidateRemoteOrigins();
    return this.one(id);
  }

  /** Makes a release the current one of its remote (every environment without a pin loads it). */
  async promote(userId: number, id: number): Promise<ReleaseRow> {
    await this.dataSource.transaction(async (em) => {
      const rel = await this.release(em, id);
      await this.repo.markPromoted(em, id);
      await this.repo.setCurrent(em, rel.remote_name, id, rel.entry);
      await this.log(em, userId, 'release.promoted', rel);
    });
    invalidateRemoteOrigins();
    return this.one(id);
  }

  /**
   * Goes back to the release that was current before the current one (the latest promoted
   * earlier); repeated roll-backs walk further back.
   * @throws ConflictException 409 when the remote has no current release or none before it
   */
  async rollback(userId: number, remote: string): Promise<ReleaseRow> {
    const id = await this.dataSource.transaction(async (em) => {
      const r = await this.remote(em, remote);
      if (r.current_release_id === null) throw apiError('releases.no_current');
      const prev = await this.repo.promotedBefore(em, r.current_release_id);
      if (!prev) throw apiError('releases.no_previous');
      await this.repo.setCurrent(em, remote, prev.id, prev.entry);
      await this.log(em, userId, 'release.rolled_back', prev);
      return prev.id;
    });
    invalidateRemoteOrigins();
    return this.one(id);
  }

  /**
   * Takes `remote` back to the build that ships with the application ({@link builtinEntry}): no
   * current release any more, so every environment without a pin loads the built-in build at its
   * next entry; pins stay. Audit-logged as `release.builtin_restored`, no release
   * (`entity_id` null) and the version left (`from_version`, null when the remote was not on a
   * release). A later roll-back has no current release to start from (409) until a promotion.
   * @returns the remote as the registry now gives it: `{name, entry, module}`
   * @throws NotFoundException 404 unknown remote; ConflictException 409 when the remote already
   *   loads the built-in build with no current release
   */
  async restoreBuiltin(userId: number, remote: string): Promise<RegistryRemote> {
    const entry = builtinEntry(remote);
    const row = await this.dataSource.transaction(async (em) => {
      const r = await this.repo.remote(em, remote);
      if (!r) throw apiError('releases.module_not_found');
      if (r.current_release_id === null && r.entry === entry) throw apiError('releases.already_built_in');
      await this.repo.setCurrent(em, remote, null, entry);
      await this.audit.record(em, {
        userId,
        projectId: null,
        entity: 'federation_release',
        entityId: null,
        action: 'release.builtin_restored',
        changes: { fields: [], remote, version: null, from_version: r.version },
      });
      return { name: r.name, entry, module: r.module };
    });
    invalidateRemoteOrigins();
    return row;
  }

  /**
   * Pins environment `projectId` to a release of `remote` (it loads that release whatever the current one).
   * @throws UnprocessableEntityException 422 when the release belongs to another remote
   */
  async pin(userId: number, projectId: number, remote: string, releaseId: number): Promise<ReleaseRow> {
    await this.dataSource.transaction(async (em) => {
      await this.remote(em, remote);
      const rel = await this.release(em, releaseId);
      if (rel.remote_name !== remote) {
        const message = `Il rilascio non appartiene al modulo ${remote}`;
        throw new UnprocessableEntityException({ message, errors: { release_id: [message] } });
      }
      const pins = this.repo.pins(em, projectId);
      await pins.delete({ remote_name: remote });
      await pins.insert({ remote_name: remote, release_id: releaseId, pinned_by: userId });
      await this.log(em, userId, 'release.pinned', rel, projectId);
    });
    return this.one(releaseId);
  }

  /** Removes the pin of `remote` in environment `projectId` (it loads the current release again). 404 when not pinned. */
  async unpin(userId: number, projectId: number, remote: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const pins = this.repo.pins(em, projectId);
      const pin = await pins.findOne({ remote_name: remote });
      if (!pin) throw apiError('releases.no_pin');
      await pins.delete({ remote_name: remote });
      await this.log(em, userId, 'release.unpinned', await this.release(em, pin.release_id), projectId);
    });
  }

  /** The remotes as environment `projectId` loads them (its pins first, then the current releases). */
  async effective(projectId: number): Promise<Paginated<EffectiveRemote>> {
    const data = await this.repo.effective(this.dataSource, projectId);
    return { data, total: data.length };
  }
}
