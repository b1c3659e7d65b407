import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Auth } from '../../common/auth/auth.decorator';
import { JobsService } from './jobs.service';
import { JobList } from './jobs.response';
import { apiError } from '../../common/http/api-error';

/** `?state=`: queued (created, retry, active), failed, or all (default). */
export class JobsQueryDto {
  @ApiPropertyOptional({ enum: ['queued', 'failed', 'all'] })
  @IsOptional()
  @IsIn(['queued', 'failed', 'all'], { message: 'Valore non valido: queued, failed o all' })
  state?: 'queued' | 'failed' | 'all';
}

/** The administrators' view of the job queue (docs/architecture.md, "Jobs"). */
@ApiTags('jobs')
@Controller('admin/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  /** `{data: Job[]}`: the latest 100 jobs, newest first; `?state=queued|failed|all` (default all). */
  @Get()
  @ApiOkResponse({ type: JobList })
  @Auth({ permission: 'users.manage' })
  async list(@Query() q: JobsQueryDto): Promise<JobList> {
    return { data: await this.jobs.list(q.state ?? 'all') };
  }

  /** Puts a failed job back in its queue for a new attempt now (204); 404 unless failed. */
  @Post(':queue/:id/retry')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @Auth({ permission: 'users.manage' })
  async retry(@Param('queue') queue: string, @Param('id') id: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(id) || !(await this.jobs.retry(queue, id))) throw apiError('jobs.failed_not_found');
  }
}
