import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';

/** GET /health answer. */
export class HealthView {
  @ApiProperty({ example: 'ok' })
  status!: string;

  @ApiProperty({ example: 'ok' })
  database!: string;
}

/** How long a successful database check is reused by the next health requests, in ms. */
export const HEALTH_DB_CHECK_MS = 1_000;

/**
 * Liveness and database check. The database answers `SELECT 1` at most once per HEALTH_DB_CHECK_MS
 * whatever the request rate (issue 12: a probe flood must not cost a round trip each): requests
 * arriving while a check runs wait for that check, and a success is reused for HEALTH_DB_CHECK_MS.
 * A failure is never reused: the next request checks again.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private check?: Promise<void>;
  private okUntil = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** `{status: "ok", database: "ok"}`; 500 if the database does not answer. */
  @Get()
  @ApiOkResponse({ type: HealthView })
  @Auth({ public: true })
  async health(): Promise<HealthView> {
    if (Date.now() >= this.okUntil) {
      this.check ??= this.dataSource.query('SELECT 1').then(
        () => {
          this.okUntil = Date.now() + HEALTH_DB_CHECK_MS;
          this.check = undefined;
        },
        (err: unknown) => {
          this.check = undefined;
          throw err;
        },
      );
      await this.check;
    }
    return { status: 'ok', database: 'ok' };
  }
}
