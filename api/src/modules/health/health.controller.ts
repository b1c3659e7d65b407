import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';
import { DEPENDENCY_RETRY_AFTER_S } from '../../common/http/dependency';
import { THROTTLE_STORE, type ThrottleStore } from '../../common/throttle/throttle-store';
import { User } from '../users/user.entity';

/** State of one dependency in the health answer. */
export type DependencyState = 'ok' | 'non raggiungibile' | 'non usato';

/** GET /health answer (200 when every dependency in use answers, 503 otherwise). */
export class HealthView {
  @ApiProperty({ example: 'ok', enum: ['ok', 'non disponibile'] })
  status!: 'ok' | 'non disponibile';

  @ApiProperty({ example: 'ok', enum: ['ok', 'non raggiungibile'], description: 'Database (PostgreSQL server or embedded)' })
  database!: DependencyState;

  @ApiProperty({
    example: 'non usato',
    enum: ['ok', 'non raggiungibile', 'non usato'],
    description: 'Redis (REDIS_URL): shared throttles; "non usato" without REDIS_URL',
  })
  redis!: DependencyState;
}

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
 * Liveness and dependency check for an operator or a load balancer (README "Operations";
 * issue 36): the database (one row of `users`, through its repository) and, with REDIS_URL, Redis (PING), each within
 * HEALTH_CHECK_TIMEOUT_MS. 200 `{status:"ok", database, redis}` when every dependency in use
 * answers; 503 with the same fields, the unreachable one named, and Retry-After otherwise.
 * The checks run at most once per HEALTH_DB_CHECK_MS whatever the request rate (issue 12: a
 * probe flood must not cost a round trip each): requests arriving while a check runs wait for
 * it, and a success is reused for HEALTH_DB_CHECK_MS; a failure is never reused.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private check?: Promise<HealthView>;
  private okUntil = 0;
  private lastOk?: HealthView;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(THROTTLE_STORE) private readonly throttles: ThrottleStore,
  ) {}

  /** See the class comment. */
  @Get()
  @ApiOkResponse({ type: HealthView })
  @ApiServiceUnavailableResponse({ type: HealthView, description: 'A dependency in use does not answer' })
  @Auth({ public: true })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthView> {
    if (this.lastOk && Date.now() < this.okUntil) return this.lastOk;
    this.check ??= this.runChecks().finally(() => (this.check = undefined));
    const view = await this.check;
    if (view.status === 'ok') {
      this.lastOk = view;
      this.okUntil = Date.now() + HEALTH_DB_CHECK_MS;
    } else void reply.code(503).header('Retry-After', String(DEPENDENCY_RETRY_AFTER_S));
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
