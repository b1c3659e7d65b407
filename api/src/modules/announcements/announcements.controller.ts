import { Controller, Get, NotFoundException, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { hasPermission } from '../../common/auth/permissions';
import { likePattern, ListQueryDto, type Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { Announcement } from './announcement.entity';

/** Open/forthcoming/closed derived from the dates against today (Europe/Rome calendar date). */
export type AnnouncementState = 'open' | 'forthcoming' | 'closed';

/** An announcement as listed, with its derived `state`. */
export type AnnouncementView = Announcement & { state: AnnouncementState };

const idPipe = new ParseIntPipe({ errorHttpStatusCode: 404 });

/** Today's date in Italy as YYYY-MM-DD. */
export function todayInRome(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/** State of a call on a date: forthcoming before start_date, closed after end_date, else open. */
export function stateOf(a: Pick<Announcement, 'start_date' | 'end_date'>, today = todayInRome()): AnnouncementState {
  if (a.start_date && a.start_date > today) return 'forthcoming';
  if (a.end_date && a.end_date < today) return 'closed';
  return 'open';
}

/** The catalogue of calls: global list and per-environment list (global + local). */
@ApiTags('announcements')
@Controller()
export class AnnouncementsController {
  constructor(private readonly dataSource: DataSource) {}

  private base(user: User): SelectQueryBuilder<Announcement> {
    const qb = this.dataSource.getRepository(Announcement).createQueryBuilder('a');
    const manager = hasPermission(user.type, 'announcements.global.manage') || hasPermission(user.type, 'announcements.local.manage');
    if (!manager) qb.andWhere(`a.status = 'published'`);
    return qb;
  }

  private async page(qb: SelectQueryBuilder<Announcement>, q: ListQueryDto): Promise<Paginated<AnnouncementView>> {
    if (q.search?.trim()) {
      qb.andWhere('(a.name ILIKE :q OR a.supplying_authority ILIKE :q)', { q: likePattern(q.search) });
    }
    qb.orderBy('a.end_date', 'ASC', 'NULLS LAST').addOrderBy('a.id', 'DESC').skip(q.skip).take(q.take);
    const [rows, total] = await qb.getManyAndCount();
    const today = todayInRome();
    return { data: rows.map((a) => ({ ...a, state: stateOf(a, today) })), total };
  }

  /** Global calls (SPEC §2.2 /bandi): `{data, total}`, search on name and authority, by deadline. */
  @Get('announcements')
  @Auth({ permission: 'announcements.read' })
  listGlobal(@CurrentUser() user: User, @Query() q: ListQueryDto): Promise<Paginated<AnnouncementView>> {
    return this.page(this.base(user).andWhere(`a.scope = 'global'`), q);
  }

  /** One global call; 404 if missing or local. */
  @Get('announcements/:announcementId')
  @Auth({ permission: 'announcements.read' })
  async getGlobal(@CurrentUser() user: User, @Param('announcementId', idPipe) id: number): Promise<AnnouncementView> {
    const a = await this.base(user).andWhere(`a.scope = 'global'`).andWhere('a.id = :id', { id }).getOne();
    if (!a) throw new NotFoundException('Bando non trovato');
    return { ...a, state: stateOf(a) };
  }

  /** Global calls plus this environment's local ones (module `announcements`). */
  @Get('projects/:projectId/announcements')
  @Auth({ permission: 'announcements.read', project: true, module: 'announcements' })
  listProject(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: ListQueryDto): Promise<Paginated<AnnouncementView>> {
    return this.page(this.base(user).andWhere(`(a.scope = 'global' OR a.project_id = :pid)`, { pid: project.id }), q);
  }

  /** One call visible in the environment (global or its own local); 404 otherwise. */
  @Get('projects/:projectId/announcements/:announcementId')
  @Auth({ permission: 'announcements.read', project: true, module: 'announcements' })
  async getProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
  ): Promise<AnnouncementView> {
    const a = await this.base(user)
      .andWhere(`(a.scope = 'global' OR a.project_id = :pid)`, { pid: project.id })
      .andWhere('a.id = :id', { id })
      .getOne();
    if (!a) throw new NotFoundException('Bando non trovato');
    return { ...a, state: stateOf(a) };
  }
}
