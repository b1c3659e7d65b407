import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import { AuditPage } from '../audit/audit.response';
import { AuditService } from '../audit/audit.service';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { ClientDuplicatesQueryDto, ClientInputDto, ClientListQueryDto, ClientUpdateDto } from './client.dto';
import { ClientsService, type ClientSummary } from './clients.service';
import { idPipe } from '../../common/http/input-policy';
import { ClientDetail, ClientDuplicates, ClientPage, ClientValidationErrorBody } from './client.response';
import { apiError } from '../../common/http/api-error';

/** Added to the 422 description `@Auth` gives every route (the two are joined): the duplicate guard's answer. */
const DUPLICATE_422 = 'Anche partita IVA o codice fiscale già di un altro cliente dell’ambiente: `duplicates` lo indica per campo';

/**
 * Client registry of an environment (module `clienti`, docs/domain.md#clients). Read: administrator, local
 * administrator, client manager, referent (own clients only); write: the first three.
 */
@ApiTags('clients')
@Controller('projects/:projectId/clients')
export class ClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * `{data, total}` of summaries (id, business_name, vat_number, fiscal_code, legal_form, city,
   * province, region, region_code, company_dimension, company_dimension_manual, primary_ateco);
   * `?search` on business name, P.IVA, CF; filters `region` (ISTAT code), `ateco` (prefix),
   * `dimension`, `managed_by` (user id); 15 per page.
   */
  @Get()
  @ApiOkResponse({ type: ClientPage })
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  list(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: ClientListQueryDto): Promise<Paginated<ClientSummary>> {
    return this.clients.list(user, project.id, q);
  }

  /**
   * `{vat_number: {id, business_name, message} | null, fiscal_code: … | null}`: the client of this
   * environment that already holds the P.IVA / CF given (either as P.IVA or as CF, written forms
   * accepted), other than `exclude_id` (the client being edited); a field not asked is null. The
   * form asks it as the field is left; the save checks the same rule (422 `duplicates`). A referent
   * user is told only about its own clients. 422 for a P.IVA, CF or `exclude_id` that is not valid.
   */
  @Get('duplicates')
  @ApiOkResponse({ type: ClientDuplicates })
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  duplicates(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Query() q: ClientDuplicatesQueryDto,
  ): Promise<ClientDuplicates> {
    return this.clients.duplicates(user, project.id, q);
  }

  /**
   * Creates a client: 201 with the full record; 422 `{message, errors}` for invalid Italian data; for
   * a P.IVA/CF another client of the environment holds, the field's message names that client
   * (`Esiste già un cliente con questa partita IVA: «Nome»`) and `duplicates: {vat_number?:
   * {id, business_name, message}, fiscal_code?: …}` gives its id for a link.
   */
  @Post()
  @ApiCreatedResponse({ type: ClientDetail })
  @ApiUnprocessableEntityResponse({ description: DUPLICATE_422, type: ClientValidationErrorBody })
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  create(@CurrentUser() user: User, @CurrentProject() project: Project, @Body() dto: ClientInputDto): Promise<ClientDetail> {
    return this.clients.create(user, project.id, dto);
  }

  /** The full client: scalars, every collection, the eleven document slots, `company_dimension_details` (how it was computed). 404 when not visible. */
  @Get(':clientId')
  @ApiOkResponse({ type: ClientDetail })
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  get(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('clientId', idPipe) id: number): Promise<ClientDetail> {
    return this.clients.get(user, project.id, id);
  }

  /**
   * Updates a client, partially (PUT and PATCH alike, as documented): fields and collections not
   * sent stay, a collection sent replaces the stored one. `If-Match` or body `version`: 409 when
   * stale. 404 / 422 as create (the client itself is not its own duplicate).
   */
  @Put(':clientId')
  @ApiOkResponse({ type: ClientDetail })
  @ApiUnprocessableEntityResponse({ description: DUPLICATE_422, type: ClientValidationErrorBody })
  @Versioned()
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) id: number,
    @Body() dto: ClientUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<ClientDetail> {
    return this.clients.update(user, project.id, id, dto, expected);
  }

  /** Same as PUT: partial update of a client. */
  @Patch(':clientId')
  @ApiOkResponse({ type: ClientDetail })
  @ApiUnprocessableEntityResponse({ description: DUPLICATE_422, type: ClientValidationErrorBody })
  @Versioned()
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  patch(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) id: number,
    @Body() dto: ClientUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<ClientDetail> {
    return this.clients.update(user, project.id, id, dto, expected);
  }

  /** Deletes a client with its collections, notes and negotiations; 204; 404 when not visible; 409 when `If-Match` is stale. */
  @Delete(':clientId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  async remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) id: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    await this.clients.remove(user, project.id, id, expected);
  }

  /** The client log from the audit trail (client, its notes and negotiations), newest first: `{data,total}`. */
  @Get(':clientId/log')
  @ApiOkResponse({ type: AuditPage })
  @Auth({ permission: 'clients.log', project: true, module: 'clients' })
  async log(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) id: number,
    @Query() q: ListQueryDto,
  ): Promise<AuditPage> {
    await this.clients.assertVisible(user, project.id, id).catch(() => {
      throw apiError('clients.not_found');
    });
    return this.audit.list('client', id, { projectIds: [project.id], skip: q.skip, take: q.take });
  }
}
