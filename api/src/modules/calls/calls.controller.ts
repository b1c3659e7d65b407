import { Controller, Get, NotFoundException, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { likePattern, ListQueryDto, type Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import type { CallStatus } from './call.entity';

const idPipe = new ParseIntPipe({ errorHttpStatusCode: 404 });

/** A call as listed, with the client's and referent's names. */
export interface CallView {
  id: number;
  type: 'client' | 'supplier';
  client_id: number | null;
  client_name: string | null;
  referent_id: number | null;
  referent_name: string | null;
  company_name: string | null;
  call_date: string;
  status: CallStatus;
  note: string | null;
  areas_of_intervention: string[];
  created_at: Date;
}

/** Call logs (richieste) of an environment (module `richieste`). */
@ApiTags('calls')
@Controller('projects/:projectId/calls')
export class CallsController {
  constructor(private readonly dataSource: DataSource) {}

  private async query(user: User, projectId: number, q: ListQueryDto | null, id?: number): Promise<{ rows: CallView[]; total: number }> {
    const params: unknown[] = [projectId];
    const where = ['k.project_id = $1'];
    if (user.type === 'referent') {
      // a referent sees calls of its own clients or addressed to it (DESIGN.md §5)
      params.push(user.referent_id ?? -1);
      where.push(`(k.referent_id = $${params.length} OR EXISTS (SELECT 1 FROM client_referents cr WHERE cr.client_id = k.client_id AND cr.referent_id = $${params.length}))`);
    }
    if (id !== undefined) {
      params.push(id);
      where.push(`k.id = $${params.length}`);
    }
    if (q?.search?.trim()) {
      params.push(likePattern(q.search));
      where.push(`(c.business_name ILIKE $${params.length} OR k.company_name ILIKE $${params.length} OR k.note ILIKE $${params.length})`);
    }
    const from = `FROM calls k LEFT JOIN clients c ON c.id = k.client_id AND c.project_id = k.project_id
                  LEFT JOIN referents r ON r.id = k.referent_id AND r.project_id = k.project_id
                  WHERE ${where.join(' AND ')}`;
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count ${from}`, params);
    const rows = await this.dataSource.query(
      `SELECT k.id, k.type, k.client_id, c.business_name AS client_name, k.referent_id,
              NULLIF(trim(concat(r.name, ' ', r.surname)), '') AS referent_name, k.company_name,
              to_char(k.call_date, 'YYYY-MM-DD') AS call_date, k.status, k.note, k.areas_of_intervention, k.created_at
       ${from} ORDER BY k.call_date DESC, k.id DESC OFFSET ${Number(q?.skip ?? 0)} LIMIT ${Number(q?.take ?? 1)}`,
      params,
    );
    return { rows, total: count };
  }

  /** `{data, total}`, newest first; search on client, company and note. */
  @Get()
  @Auth({ permission: 'calls.read', project: true, module: 'calls' })
  async list(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: ListQueryDto): Promise<Paginated<CallView>> {
    const { rows, total } = await this.query(user, project.id, q);
    return { data: rows, total };
  }

  /** One call of the environment visible to the user; 404 otherwise. */
  @Get(':callId')
  @Auth({ permission: 'calls.read', project: true, module: 'calls' })
  async get(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('callId', idPipe) id: number): Promise<CallView> {
    const { rows } = await this.query(user, project.id, null, id);
    if (!rows[0]) throw new NotFoundException('Richiesta non trovata');
    return rows[0];
  }
}
