import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { APP_CONFIG } from '../../tokens';
import type { AppConfig } from '../../config';
import { ELIGIBILITY_VERDICTS_CRON, ELIGIBILITY_VERDICTS_QUEUE } from './eligibility-verdicts.queue';
import { todayInRome } from '@bandi/domain';
import { DeMinimisVerdictsRepository } from './de-minimis-verdicts.repository';
import { EligibilityVerdictsRepository, type PairVerdict, type RecomputeCounts } from './eligibility-verdicts.repository';

export { ELIGIBILITY_VERDICTS_QUEUE, enqueueVerdicts } from './eligibility-verdicts.queue';

/** Pending entries carried into the store per transaction of the job. */
const PENDING_PER_ROUND = 5000;

/** What one run of the job did: rounds (transactions), entries read, and the recomputation's counts. */
export interface DrainResult extends RecomputeCounts {
  rounds: number;
  entries: number;
  /** True when the app's shutdown ended the drain before the pending entries ran out. */
  stopped?: boolean;
}

/**
 * The eligibility verdict store (issue 32, docs/architecture.md#eligibility-verdict-store), kept
 * up to date by the job `eligibility-verdicts`: each run reads the pending changes (written by
 * database triggers in the writing transactions), recomputes exactly the pairs they concern (the
 * changed clients x every announcement they see; the changed calls x every client that sees them; all
 * for a reference-data change) with the SQL of the live questions, and deletes the entries it
 * read, in ONE transaction. Each recomputation statement sees at least what the entries read
 * before it saw (an entry commits with its change); an entry committed meanwhile is not read and
 * stays for the next round. Enqueued after the writes of clients and calls ({@link enqueueVerdicts}) and
 * every minute (cron), which catches the writes of imports, bulk actions and scripts.
 */
@Injectable()
export class EligibilityVerdictsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EligibilityVerdicts');
  /** Set when the app begins to stop: a drain ends after its current round (the rest stays pending). */
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: EligibilityVerdictsRepository,
    private readonly deMinimis: DeMinimisVerdictsRepository,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Registers the job's worker and its cron; only declares the queue when ELIGIBILITY_VERDICTS_JOB=off (config.ts). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.eligibilityVerdictsJob) return this.jobs.declare(ELIGIBILITY_VERDICTS_QUEUE);
    await this.jobs.register(ELIGIBILITY_VERDICTS_QUEUE, async () => {
      await this.drain();
    });
    await this.jobs.schedule(ELIGIBILITY_VERDICTS_QUEUE.name, ELIGIBILITY_VERDICTS_CRON, {
      summary: 'Aggiornamento esiti di ammissibilità',
    });
  }

  /**
   * Shutdown begins: a running drain stops after its current round, so that the jobs' wait before
   * the pool closes (JobsService, at most 20 s) is one round's, not a backlog's; the entries not
   * yet read stay in `eligibility_pending` for the next run (this or another instance's cron).
   * Before this, an app stopped during a long drain ended the pool under the loop's next round.
   */
  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  /**
   * Carries every pending change into the store, a round (transaction) of at most
   * {@link PENDING_PER_ROUND} entries at a time, until none is left or the app is stopping (then
   * after the current round). Runs serialised across instances (transaction-level advisory lock).
   * Answers what it did (`stopped`: true when shutdown ended it with entries possibly left).
   */
  async drain(): Promise<DrainResult> {
    let result: DrainResult = { rounds: 0, entries: 0, pairs: 0, written: 0, deleted: 0 };
    for (;;) {
      if (this.stopping) {
        this.logger.log(
          `Esiti di ammissibilità: arresto in corso, le modifiche non lette restano in coda (${result.rounds} giri eseguiti)`,
        );
        return { ...result, stopped: true };
      }
      const round = await this.dataSource.transaction(async (em) => {
        await this.repo.lock(em);
        const entries = await this.repo.pending(em, PENDING_PER_ROUND);
        // the de minimis rows of open-ended calls hold the day they were computed: a new day moves the
        // window (read in the first round only: a drain never loops on them)
        const today = todayInRome();
        const outdated = result.rounds === 0 ? await this.deMinimis.outdatedCalls(em, today) : [];
        if (!entries.length && !outdated.length) return null;
        let counts: RecomputeCounts;
        if (entries.some((e) => e.client_id === null && e.announcement_id === null)) {
          await this.deMinimis.rebuild(em, today);
          counts = await this.repo.rebuild(em);
        } else {
          const ids = (k: 'client_id' | 'announcement_id') =>
            [...new Set(entries.map((e) => e[k]).filter((v): v is number => v !== null))].sort((a, b) => a - b);
          // first the de minimis rows the changes concern (an environment's aid, links, operations;
          // the changed calls; the outdated calls), then the verdicts of the clients they changed
          const projects = [
            ...new Set(entries.filter((e) => e.de_minimis && e.de_minimis_project_id !== null).map((e) => e.de_minimis_project_id!)),
          ];
          const moved = await this.deMinimis.refresh(
            em,
            { projects, calls: [...new Set([...ids('announcement_id'), ...outdated])] },
            today,
          );
          // each pair once: the changed calls whole, then the changed clients with the other announcements
          const byCall = await this.repo.recomputeAnnouncements(em, ids('announcement_id'));
          const clients = [...new Set([...ids('client_id'), ...moved])].sort((a, b) => a - b);
          const byClient = await this.repo.recomputeClients(em, clients, ids('announcement_id'));
          counts = {
            pairs: byClient.pairs + byCall.pairs,
            written: byClient.written + byCall.written,
            deleted: byClient.deleted + byCall.deleted,
          };
        }
        await this.repo.clearPending(
          em,
          entries.map((e) => e.id),
        );
        return { entries: entries.length, ...counts };
      });
      if (!round) return result;
      result = {
        rounds: result.rounds + 1,
        entries: result.entries + round.entries,
        pairs: result.pairs + round.pairs,
        written: result.written + round.written,
        deleted: result.deleted + round.deleted,
      };
      this.logger.log(`Esiti di ammissibilità: ${round.entries} modifiche, ${round.written} scritti, ${round.deleted} eliminati`);
    }
  }

  /**
   * Rebuilds the whole store from scratch in one transaction and clears the pending entries it
   * covered (those committed before it started). `npm run eligibility:rebuild -w api` runs it.
   */
  rebuild(): Promise<RecomputeCounts> {
    return rebuildStore(this.dataSource, this.repo, this.deMinimis);
  }

  /**
   * "Clients of an announcement" for environment `projectId` from the store, never silently stale: when a
   * pending change may concern the answer (the announcement, a client of the environment, everything), the
   * verdicts are computed on the spot with the live SQL instead (`source: 'live'`). Rows ordered by
   * client id. Cross-check of the store (the endpoints read it through EligibilityStoreRepository).
   */
  async clientsOfAnnouncement(projectId: number, announcementId: number): Promise<{ source: 'store' | 'live'; rows: PairVerdict[] }> {
    if (await this.repo.pendingForAnnouncement(projectId, announcementId))
      return { source: 'live', rows: await this.repo.evaluate(this.dataSource, [announcementId], projectId) };
    const rows = await this.repo.storedForAnnouncement(projectId, announcementId);
    return { source: 'store', rows: rows.map(({ stale: _stale, ...r }) => r) };
  }
}

/**
 * A full rebuild of the store on `dataSource` in one transaction: the de minimis rows, then every published
 * open announcement recomputed, rows of other announcements deleted, and the pending entries committed at its
 * start deleted, all of them (noted in a temporary table: a bound of 1,000,000 read left a million
 * clients' inserts and region updates pending after the benchmark's rebuild, so every store answer
 * went live); a change committed during the rebuild stays pending for the job. Then a
 * `VACUUM (ANALYZE)` of the store and the pending table (outside the transaction; best effort): a
 * rebuilt store has no visibility map yet, so the page's capped count would read the heap instead
 * of the index alone (a region page at 100,000 clients: 378 ms before, 8 ms after; docs/performance.md),
 * and the deleted pending entries would be scanned until autovacuum came (the embedded database
 * has none).
 */
export async function rebuildStore(
  dataSource: DataSource,
  repo: EligibilityVerdictsRepository,
  deMinimis: DeMinimisVerdictsRepository,
): Promise<RecomputeCounts & { entries: number }> {
  const out = await dataSource.transaction(async (em) => {
    await repo.lock(em);
    const entries = await repo.notePending(em);
    // the de minimis rows first: the verdicts read them (migration 0048)
    await deMinimis.rebuild(em, todayInRome());
    const counts = await repo.rebuild(em);
    await repo.clearNoted(em);
    return { ...counts, entries };
  });
  await repo.vacuum(dataSource);
  return out;
}
