import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import type { Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import {
  NegotiationInputDto,
  NegotiationListQueryDto,
  NegotiationPatchDto,
  NegotiationReplaceDto,
  NegotiationStageDto,
} from './negotiation.dto';
import { NegotiationsService } from './negotiations.service';
import { idPipe } from '../../common/http/input-policy';
import { NegotiationBoardView, NegotiationPage, NegotiationView } from './negotiation.response';

/**
 * Negotiations (trattative) of an environment (module `clienti`). docs/roles.md: administrator,
 * local administrator and client manager manage them; a referent sees and creates those of its
 * own clients.
 */
@ApiTags('negotiations')
@Controller('projects/:projectId/negotiations')
export class NegotiationsController {
  constructor(private readonly negotiations: NegotiationsService) {}

  /** `{data,total}`; `?client_id&stage&search&skip&take`. */
  @Get()
  @ApiOkResponse({ type: NegotiationPage })
  @Auth({ permission: 'negotiations.read', project: true, module: 'clients' })
  list(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Query() q: NegotiationListQueryDto,
  ): Promise<Paginated<NegotiationView>> {
    return this.negotiations.list(user, project.id, q);
  }

  /** The kanban: `{stages: [{stage, label, items}]}` in the order of a grant's life; `?client_id`. */
  @Get('board')
  @ApiOkResponse({ type: NegotiationBoardView })
  @Auth({ permission: 'negotiations.read', project: true, module: 'clients' })
  board(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: NegotiationListQueryDto): Promise<NegotiationBoardView> {
    return this.negotiations.board(user, project.id, q.client_id);
  }

  /** Creates a negotiation: 201 with it; 422 invalid. */
  @Post()
  @ApiCreatedResponse({ type: NegotiationView })
  @Auth({ permission: 'negotiations.create', project: true, module: 'clients' })
  create(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: NegotiationInputDto): Promise<NegotiationView> {
    return this.negotiations.create(user, project.id, dto);
  }

  /** One negotiation; 404 otherwise. */
  @Get(':negotiationId')
  @ApiOkResponse({ type: NegotiationView })
  @Auth({ permission: 'negotiations.read', project: true, module: 'clients' })
  get(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('negotiationId', idPipe) id: number): Promise<NegotiationView> {
    return this.negotiations.get(user, project.id, id);
  }

  /** Replaces every field; 404 / 422; 409 when `If-Match` / body `version` is stale. */
  @Put(':negotiationId')
  @ApiOkResponse({ type: NegotiationView })
  @Versioned()
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Body() dto: NegotiationReplaceDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<NegotiationView> {
    return this.negotiations.update(user, project.id, id, dto, expected);
  }

  /** Partial update: only the fields sent change, the rules apply to the merged record; 404 / 422 / 409 as PUT. */
  @Patch(':negotiationId')
  @ApiOkResponse({ type: NegotiationView })
  @Versioned()
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  patch(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Body() dto: NegotiationPatchDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<NegotiationView> {
    return this.negotiations.update(user, project.id, id, dto, expected, true);
  }

  /** Moves the card: `{stage, position?, lost_reason?, version?}` (lost_reason required for closed_lost); 409 when stale. */
  @Patch(':negotiationId/stage')
  @ApiOkResponse({ type: NegotiationView })
  @Versioned()
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  move(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Body() dto: NegotiationStageDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<NegotiationView> {
    return this.negotiations.move(user, project.id, id, dto, expected);
  }

  /** Deletes; 204; 409 when `If-Match` is stale. */
  @Delete(':negotiationId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  async remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    await this.negotiations.remove(user, project.id, id, expected);
  }
}
