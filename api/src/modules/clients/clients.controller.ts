import { Controller, Get, NotFoundException, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { likePattern, ListQueryDto, type Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { Client } from './client.entity';

const idPipe = new ParseIntPipe({ errorHttpStatusCode: 404 });

/**
 * Clients of an environment, scoped on the server: always `project_id` of the route, and for a
 * referent user only the clients linked to its referent record (DESIGN.md §5).
 */
export function visibleClients(dataSource: DataSource, user: User, projectId: number): SelectQueryBuilder<Client> {
  const qb = dataSource.getRepository(Client).createQueryBuilder('c').where('c.project_id = :pid', { pid: projectId });
  if (user.type === 'referent') {
    qb.andWhere('EXISTS (SELECT 1 FROM client_referents cr WHERE cr.client_id = c.id AND cr.referent_id = :rid)', {
      rid: user.referent_id ?? -1,
    });
  }
  return qb;
}

/** Client registry of an environment (module `clienti`). */
@ApiTags('clients')
@Controller('projects/:projectId/clients')
export class ClientsController {
  constructor(private readonly dataSource: DataSource) {}

  /** `{data, total}`; search on business name, partita IVA, codice fiscale. */
  @Get()
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  async list(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: ListQueryDto): Promise<Paginated<Client>> {
    const qb = visibleClients(this.dataSource, user, project.id);
    if (q.search?.trim()) {
      qb.andWhere('(c.business_name ILIKE :q OR c.vat_number ILIKE :q OR c.fiscal_code ILIKE :q)', { q: likePattern(q.search) });
    }
    const [data, total] = await qb.orderBy('c.business_name', 'ASC').addOrderBy('c.id').skip(q.skip).take(q.take).getManyAndCount();
    return { data, total };
  }

  /** One client of the environment visible to the user; 404 otherwise. */
  @Get(':clientId')
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  async get(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('clientId', idPipe) id: number): Promise<Client> {
    const client = await visibleClients(this.dataSource, user, project.id).andWhere('c.id = :id', { id }).getOne();
    if (!client) throw new NotFoundException('Cliente non trovato');
    return client;
  }
}
