import { Controller, ForbiddenException, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentUser } from '../../common/auth/current.decorators';
import { capabilitiesOf } from '../../common/auth/roles';
import { likePattern, ListQueryDto, type Paginated } from '../../common/http/pagination';
import { User } from '../users/user.entity';

/** Global settings (/impostazioni, SPEC §2.2): needs canSeeGlobalSettings. */
@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly dataSource: DataSource) {}

  /** Tab esperti-bandi-globali: the global expert users. 403 without canSeeGlobalSettings. */
  @Get('global-experts')
  @Auth({ permission: 'settings.global.read' })
  async globalExperts(@CurrentUser() user: User, @Query() q: ListQueryDto): Promise<Paginated<User>> {
    if (!capabilitiesOf(user).canSeeGlobalSettings) throw new ForbiddenException('Non hai accesso alle impostazioni globali');
    const qb = this.dataSource.getRepository(User).createQueryBuilder('u').where(`u.type = 'expert-announcement'`);
    if (q.search?.trim()) qb.andWhere('(u.name ILIKE :q OR u.surname ILIKE :q OR u.email ILIKE :q)', { q: likePattern(q.search) });
    const [data, total] = await qb.orderBy('u.surname').addOrderBy('u.name').skip(q.skip).take(q.take).getManyAndCount();
    return { data, total };
  }
}
