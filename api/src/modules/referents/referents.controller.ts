import { Controller, Get, NotFoundException, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject } from '../../common/auth/current.decorators';
import { likePattern, ListQueryDto, type Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { Referent } from './referent.entity';

const idPipe = new ParseIntPipe({ errorHttpStatusCode: 404 });

/** Referents of an environment (module `clienti`; not for referent users, SPEC §6.2). */
@ApiTags('referents')
@Controller('projects/:projectId/referents')
export class ReferentsController {
  constructor(private readonly dataSource: DataSource) {}

  /** `{data, total}`; search on name, surname, e-mail, organisation. */
  @Get()
  @Auth({ permission: 'referents.read', project: true, module: 'clients' })
  async list(@CurrentProject() project: Project, @Query() q: ListQueryDto): Promise<Paginated<Referent>> {
    const qb = this.dataSource.getRepository(Referent).createQueryBuilder('r').where('r.project_id = :pid', { pid: project.id });
    if (q.search?.trim()) {
      qb.andWhere('(r.name ILIKE :q OR r.surname ILIKE :q OR r.email ILIKE :q OR r.organisation ILIKE :q)', { q: likePattern(q.search) });
    }
    const [data, total] = await qb.orderBy('r.surname').addOrderBy('r.name').addOrderBy('r.id').skip(q.skip).take(q.take).getManyAndCount();
    return { data, total };
  }

  /** One referent of the environment; 404 otherwise. */
  @Get(':referentId')
  @Auth({ permission: 'referents.read', project: true, module: 'clients' })
  async get(@CurrentProject() project: Project, @Param('referentId', idPipe) id: number): Promise<Referent> {
    const r = await this.dataSource.getRepository(Referent).findOneBy({ id, project_id: project.id });
    if (!r) throw new NotFoundException('Referente non trovato');
    return r;
  }
}
