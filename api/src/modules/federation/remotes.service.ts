import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FederationRemote } from './federation-remote.entity';
import { invalidateRemoteOrigins } from './remote-origins';
import { apiError } from '../../common/http/api-error';

/** A remote as the registry answers it: name, manifest URL, the module it serves. */
export type RemoteEntry = Pick<FederationRemote, 'name' | 'entry' | 'module'>;

/**
 * The remote registry the shell reads at start (docs/architecture.md#front-ends-and-module-federation):
 * the four remotes and the mf-manifest.json each loads. Releases and pins: ReleasesService.
 */
@Injectable()
export class FederationRemotesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every remote, by its position then name. */
  async list(): Promise<RemoteEntry[]> {
    const rows = await this.dataSource.getRepository(FederationRemote).find({ order: { sort_order: 'ASC', name: 'ASC' } });
    return rows.map(({ name, entry, module }) => ({ name, entry, module }));
  }

  /**
   * Points a remote at another manifest URL; it is then no registered release (a roll-back starts
   * again from the next promotion), and the origins the Content-Security-Policy allows are read
   * again. 404 "Remote non trovato" for an unknown name.
   */
  async point(name: string, entry: string): Promise<RemoteEntry> {
    const repo = this.dataSource.getRepository(FederationRemote);
    const remote = await repo.findOneBy({ name });
    if (!remote) throw apiError('releases.remote_not_found');
    remote.entry = entry;
    remote.current_release_id = null;
    await repo.save(remote);
    invalidateRemoteOrigins();
    return { name: remote.name, entry: remote.entry, module: remote.module };
  }
}
