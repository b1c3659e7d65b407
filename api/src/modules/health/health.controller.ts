import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { DEPENDENCY_RETRY_AFTER_S } from '../../common/http/dependency';
import { HealthService } from './health.service';

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

/**
 * Liveness and dependency check for an operator or a load balancer (README "Operations";
 * issue 36): the database (one row of `users`, through its repository) and, with REDIS_URL, Redis (PING), each within
 * HEALTH_CHECK_TIMEOUT_MS. 200 `{status:"ok", database, redis}` when every dependency in use
 * answers; 503 with the same fields, the unreachable one named, and Retry-After otherwise.
 * The checks (HealthService) run at most once per HEALTH_DB_CHECK_MS whatever the request rate (issue 12: a
 * probe flood must not cost a round trip each): requests arriving while a check runs wait for
 * it, and a success is reused for HEALTH_DB_CHECK_MS; a failure is never reused.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly checks: HealthService) {}

  /** See the class comment. */
  @Get()
  @ApiOkResponse({ type: HealthView })
  @ApiServiceUnavailableResponse({ type: HealthView, description: 'A dependency in use does not answer' })
  @Auth({ public: true })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthView> {
    const view = await this.checks.state();
    if (view.status !== 'ok') void reply.code(503).header('Retry-After', String(DEPENDENCY_RETRY_AFTER_S));
    return view;
  }
}
