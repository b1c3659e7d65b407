import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { UserView } from '../users/user.response';
import { UsersService } from '../users/users.service';
import { StartPageDto } from './home.dto';
import { HomeSeenView, HomeView } from './home.response';
import { HomeService } from './home.service';

/**
 * La mia giornata (issue 37): the dashboard of the current user in an environment, the mark of its
 * visit, and the start page choice of the profile. `home.read`: administrators, local
 * administrators and client managers (docs/roles.md); referent users and experts get 403.
 */
@ApiTags('home')
@Controller()
export class HomeController {
  constructor(
    private readonly home: HomeService,
    private readonly users: UsersService,
  ) {}

  /**
   * La mia giornata of the current user: `closing` (published open announcements closing in the next 7
   * and 30 days that fit at least one of my clients, per announcement with the eligible and unknown
   * counts), `interest` (new "Sono interessato" requests of my clients and newsletter sign-ups
   * since `last_visit_at`, or the last 7 days), `tasks` (my open tasks overdue, due today, due in
   * 7 days), `pipeline` (my negotiations per stage: counts and EUR sums) and, for administrators,
   * `unassigned_clients`. Amounts in EUR, dates in Europe/Rome. Reading does not mark the visit.
   */
  @Get('projects/:projectId/home')
  @ApiOkResponse({ type: HomeView })
  @Auth({ permission: 'home.read', project: true, module: 'clients' })
  get(@CurrentUser() user: User, @CurrentProject() project: Project): Promise<HomeView> {
    return this.home.get(user, project.id);
  }

  /** Marks the visit now (the next visit's news start from it); 200 with the time stored. */
  @Post('projects/:projectId/home/seen')
  @HttpCode(200)
  @ApiOkResponse({ type: HomeSeenView })
  @Auth({ permission: 'home.read', project: true, module: 'clients' })
  seen(@CurrentUser() user: User, @CurrentProject() project: Project): Promise<HomeSeenView> {
    return this.home.markSeen(user, project.id);
  }

  /**
   * The start page of the logged-in user: `default` (the start route of the role) or `home` (La
   * mia giornata of the first environment, for who has it: 422 on `start_page` otherwise). 200
   * with the user, whose `initialRoute` follows the choice from now on.
   */
  @Put('profile/start-page')
  @ApiOkResponse({ type: UserView })
  @Auth({ permission: 'session.any' })
  async startPage(@CurrentUser() user: User, @Body() dto: StartPageDto): Promise<UserView> {
    await this.home.setStartPage(user, dto.start_page);
    return this.users.view({ ...user, start_page: dto.start_page } as User);
  }
}
