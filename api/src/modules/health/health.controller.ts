import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';

/** Liveness and database check. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** `{status: "ok", database: "ok"}`; 500 if the database does not answer. */
  @Get()
  @Auth({ public: true })
  async health(): Promise<{ status: string; database: string }> {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok', database: 'ok' };
  }
}
