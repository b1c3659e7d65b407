import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import type { FastifyRequest as Request } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { PageOf } from '../../common/http/api-responses';
import { idPipe } from '../../common/http/input-policy';
import type { Paginated } from '../../common/http/pagination';
import type { User } from '../users/user.entity';
import type { Project } from '../projects/project.entity';
import { MODULE_NAMES } from '../projects/project.entity';
import { RemoteView } from './federation.controller';
import { ReleasesService, type EffectiveRemote, type RegistryRemote, type ReleaseRow } from './releases.service';

const REQUIRED = 'Campo obbligatorio';

/** GET /api/federation/releases query: optionally one remote's releases (a remote name: `mf_calls`). */
export class ReleaseListQueryDto {
  @ApiPropertyOptional({ example: 'mf_calls', description: 'Solo i rilasci di questo modulo' })
  @IsOptional()
  @IsString({ message: 'Nome del modulo non valido' })
  @Matches(/^[a-z][a-z0-9_]{0,59}$/, { message: 'Nome del modulo non valido' })
  remote?: string;
}

/** POST /api/federation/releases body: the remote and the URL of its build's mf-manifest.json. */
export class RegisterReleaseDto {
  @ApiProperty({ example: 'mf_calls' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(60)
  remote: string;

  @ApiProperty({ example: 'https://cdn.example.it/mf-calls/1.4.0/mf-manifest.json' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(500, { message: 'Inserisci al massimo 500 caratteri' })
  @Matches(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, { message: 'Deve essere un URL assoluto o un percorso che inizia con /' })
  entry: string;
}

/** PUT /api/federation/remotes/{name}/pins/{projectId} body: the release the environment keeps. */
export class PinReleaseDto {
  @ApiProperty({ example: 12 })
  @IsInt({ message: 'Scegli un rilascio' })
  @Min(1, { message: 'Scegli un rilascio' })
  release_id: number;
}

/** An environment a release is pinned to. */
export class PinnedProjectView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

/** One release of a remote (docs/architecture.md#remote-releases). */
export class ReleaseView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'mf_calls' }) remote!: string;
  @ApiProperty({ description: 'URL di mf-manifest.json' }) entry!: string;
  @ApiProperty({ example: '1.4.0' }) version!: string;
  @ApiProperty({ type: String, nullable: true, example: '^1.0.0', description: 'Versioni di @bandi/shared-ui richieste' })
  shared_ui_range!: string | null;
  @ApiProperty({ type: String, nullable: true }) created_by_name!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) promoted_at!: Date | null;
  @ApiProperty({ description: 'Rilascio corrente del modulo' }) current!: boolean;
  @ApiProperty({ type: [PinnedProjectView] }) pinned_projects!: PinnedProjectView[];
}

/** `{data, total}` of releases. */
export class ReleasePage extends PageOf(ReleaseView) {}

/** A remote as one environment loads it. */
export class EffectiveRemoteView {
  @ApiProperty({ example: 'mf_calls' }) name!: string;
  @ApiProperty({ description: 'URL di mf-manifest.json' }) entry!: string;
  @ApiProperty({ enum: MODULE_NAMES }) module!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: '1.4.0' }) version!: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) release_id!: number | null;
}

/** `{data, total}` of remotes as an environment loads them. */
export class EffectiveRemotePage extends PageOf(EffectiveRemoteView) {}

/** The API's own origin, against which a release entry given as a path is read. */
function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.headers.host}`;
}

/**
 * Releases of the remotes (docs/architecture.md#remote-releases): administrators register a build
 * (its manifest is read for version and shared-ui range), promote one to current, pin an
 * environment to one, roll back, go back to the built-in build; the shell reads each
 * environment's remotes here.
 */
@ApiTags('federation')
@Controller()
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  /** Every release, newest first per remote, with the current flag and the pinned environments (administrator). */
  @Get('federation/releases')
  @ApiOkResponse({ type: ReleasePage })
  @Auth({ permission: 'federation.releases.manage' })
  list(@Query() q: ReleaseListQueryDto): Promise<Paginated<ReleaseRow>> {
    return this.releases.list(q.remote || undefined);
  }

  /** Registers a build: 201 with the release; 422 (field `entry`) unreadable/invalid manifest; 409 version already registered. */
  @Post('federation/releases')
  @ApiOkResponse({ type: ReleaseView })
  @Auth({ permission: 'federation.releases.manage' })
  register(@CurrentUser() user: User, @Body() dto: RegisterReleaseDto, @Req() req: Request): Promise<ReleaseRow> {
    return this.releases.register(user.id, dto.remote, dto.entry, ownOrigin(req));
  }

  /** Makes the release its remote's current one (all environments without a pin load it at their next entry). */
  @Post('federation/releases/:id/promote')
  @HttpCode(200)
  @ApiOkResponse({ type: ReleaseView })
  @Auth({ permission: 'federation.releases.manage' })
  promote(@CurrentUser() user: User, @Param('id', idPipe) id: number): Promise<ReleaseRow> {
    return this.releases.promote(user.id, id);
  }

  /** Back to the release that was current before; 409 when there is none. Answers the release now current. */
  @Post('federation/remotes/:name/rollback')
  @HttpCode(200)
  @ApiOkResponse({ type: ReleaseView })
  @Auth({ permission: 'federation.releases.manage' })
  rollback(@CurrentUser() user: User, @Param('name') name: string): Promise<ReleaseRow> {
    return this.releases.rollback(user.id, name);
  }

  /**
   * Back to the build that ships with the application (`/build/<app>/mf-manifest.json`): clears
   * the remote's current release, so every environment without a pin loads the built-in build at
   * its next entry (pins stay). Answers the remote as `GET /api/federation/remotes` now lists it,
   * `{name, entry, module}`. 404 unknown remote; 409 when it already loads the built-in build.
   */
  @Post('federation/remotes/:name/builtin')
  @HttpCode(200)
  @ApiOkResponse({ type: RemoteView })
  @Auth({ permission: 'federation.releases.manage' })
  restoreBuiltin(@CurrentUser() user: User, @Param('name') name: string): Promise<RegistryRemote> {
    return this.releases.restoreBuiltin(user.id, name);
  }

  /** Pins the environment to a release of the remote (404 unknown environment, remote or release). */
  @Put('federation/remotes/:name/pins/:projectId')
  @ApiOkResponse({ type: ReleaseView })
  @Auth({ permission: 'federation.releases.manage', project: true })
  pin(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('name') name: string,
    @Body() dto: PinReleaseDto,
  ): Promise<ReleaseRow> {
    return this.releases.pin(user.id, project.id, name, dto.release_id);
  }

  /** Removes the environment's pin: it loads the current release again. 404 when not pinned. */
  @Delete('federation/remotes/:name/pins/:projectId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @Auth({ permission: 'federation.releases.manage', project: true })
  unpin(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('name') name: string): Promise<void> {
    return this.releases.unpin(user.id, project.id, name);
  }

  /**
   * The remotes as this environment loads them (its pins, else the current releases); any member,
   * also during a pending password change or MFA enrolment: the shell needs them to show the page,
   * whose own API calls then lead to the profile (403 `password_change_required`).
   */
  @Get('projects/:projectId/federation/remotes')
  @ApiOkResponse({ type: EffectiveRemotePage })
  @Auth({ permission: 'session.any', project: true, duringPasswordChange: true })
  effective(@CurrentProject() project: Project): Promise<Paginated<EffectiveRemote>> {
    return this.releases.effective(project.id);
  }
}
