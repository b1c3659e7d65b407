import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { idPipe } from '../../common/http/input-policy';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { UndertakingOperationDto, UndertakingOperationUpdateDto } from './undertaking-operations.dto';
import { UndertakingOperationPage, UndertakingOperationView } from './undertaking-operations.response';
import { UndertakingOperationsService } from './undertaking-operations.service';

/**
 * Mergers, acquisitions and splits of a client's single undertaking (issue 34;
 * docs/domain.md#de-minimis, "Mergers and splits"; Reg. (UE) 2023/2831 art. 3(8) and 3(9)). The
 * state aid permissions: reading needs `clients.eligibility`, changing `clients.write`
 * (docs/roles.md). Another environment's client or operation is a 404; every change is on the
 * client's log. The de minimis headroom (GET …/de-minimis) and the check of eligibility count them.
 */
@ApiTags('state-aids')
@Controller('projects/:projectId/clients/:clientId/undertaking-operations')
export class UndertakingOperationsController {
  constructor(private readonly ops: UndertakingOperationsService) {}

  /** `{data,total}`: the operations of the client, oldest first; 404 unknown client. */
  @Get()
  @ApiOkResponse({ type: UndertakingOperationPage })
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  list(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
  ): Promise<UndertakingOperationPage> {
    return this.ops.list(user, project.id, clientId);
  }

  /**
   * Records a merger (the client absorbed or acquired the counterpart) or a split (the client is
   * one of the enterprises the counterpart split into, with the allocation of its aid): 201 with
   * the operation; 404 unknown client; 422 with the Italian message of each bad field.
   */
  @Post()
  @ApiCreatedResponse({ type: UndertakingOperationView })
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  create(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Body() dto: UndertakingOperationDto,
  ): Promise<UndertakingOperationView> {
    return this.ops.create(user, project.id, clientId, dto);
  }

  /** One operation (with `version`); 404 when the client is not visible or the operation not its own. */
  @Get(':operationId')
  @ApiOkResponse({ type: UndertakingOperationView })
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  get(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('operationId', idPipe) operationId: number,
  ): Promise<UndertakingOperationView> {
    return this.ops.get(user, project.id, clientId, operationId);
  }

  /** Replaces an operation (the whole body); 404 unknown operation; 422 bad field; 409 when `If-Match` / `version` is stale. */
  @Put(':operationId')
  @ApiOkResponse({ type: UndertakingOperationView })
  @Versioned()
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('operationId', idPipe) operationId: number,
    @Body() dto: UndertakingOperationUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<UndertakingOperationView> {
    return this.ops.update(user, project.id, clientId, operationId, dto, expected);
  }

  /** Deletes an operation: 204; 404 unknown operation; 409 when `If-Match` is stale. */
  @Delete(':operationId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('operationId', idPipe) operationId: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    return this.ops.remove(user, project.id, clientId, operationId, expected);
  }
}
