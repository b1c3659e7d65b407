import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { THROTTLE_STORE, type ThrottleStore } from '../../common/throttle/throttle-store';
import { User } from '../users/user.entity';
import type { DependencyState, HealthView } from './health.controller';

/** How long a successful check is reused by the next health requests, in ms. */
export const HEALTH_DB_CHECK_MS = 1_000;
/** Longest a dependency may take to answer a health check, in ms; then it is "non raggiungibile". */
export const HEALTH_CHECK_TIMEOUT_MS = 800;

/** Resolves to what `check` resolves to, or rejects after `ms` milliseconds. */
function within<T>(check: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The checks of GET /health (HealthController): the database (one row of `users`, through its
 * repository) and, with REDIS_URL, Redis (PING), each within HEALTH_CHECK_TIMEOUT_MS. They run at
 * most once per HEALTH_DB_CHECK_MS whatever the request rate (issue 12: a probe flood must not
 * cost a round trip each): requests arriving while a check runs wait for it, and a success is
 * reused for HEALTH_DB_CHECK_MS; a failure is never reused.
 */
@Injectable()
export class HealthService {
  private check?: Promise<HealthView>;
  private okUntil = 0;
  private lastOk?: HealthView;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(THROTTLE_STORE) private readonly throttles: ThrottleStore,
  ) {}

  /** The state of the dependencies in use: `{status, database, redis}` (status 'ok' when each answers). */
  async state(): Promise<HealthView> {
    if (this.lastOk && Date.now() < this.okUntil) return this.lastOk;
    this.check ??= this.runChecks().finally(() => (this.check = undefined));
    const view = await this.check;
    if (view.status === 'ok') {
      this.lastOk = view;
      this.okUntil = Date.now() + HEALTH_DB_CHECK_MS;
    }
    return view;
  }

  private async runChecks(): Promise<HealthView> {
    const [database, redis] = await Promise.all([
      within(this.dataSource.getRepository(User).createQueryBuilder('u').select('1').limit(1).getRawOne(), HEALTH_CHECK_TIMEOUT_MS).then(
        (): DependencyState => 'ok',
        (): DependencyState => 'non raggiungibile',
      ),
      within(this.throttles.reachable(), HEALTH_CHECK_TIMEOUT_MS).then(
        (up): DependencyState => (up === null ? 'non usato' : up ? 'ok' : 'non raggiungibile'),
        (): DependencyState => 'non raggiungibile',
      ),
    ]);
    return { status: database === 'ok' && redis !== 'non raggiungibile' ? 'ok' : 'non disponibile', database, redis };
  }
}
