import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ExpectedVersion, Versioned } from '../../common/concurrency/concurrency';
import { idPipe } from '../../common/http/input-policy';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { NoteDto, NotePage, NoteUpdateDto, NoteView } from './notes.dto';
import { NotesService } from './notes.service';

/**
 * Notes on a client (docs/domain.md#referents-negotiations-notes-newsletters-alerts; docs/roles.md "client notes and logs": administrator, local
 * administrator, client manager). Edit and delete: the author, or an administrator / local
 * administrator. Every change is written to the client's log. The rules and data: NotesService, NotesRepository.
 */
@ApiTags('notes')
@Controller('projects/:projectId/clients/:clientId/notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  /** `{data,total}` newest first; 404 unknown client. */
  @Get()
  @ApiOkResponse({ type: NotePage })
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  list(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Query() q: ListQueryDto,
  ): Promise<Paginated<NoteView>> {
    return this.notes.list(user, project.id, clientId, q.skip ?? 0, q.take ?? 15);
  }

  /** Adds a note (author = current user): 201 with the note; 422 empty text. */
  @Post()
  @ApiCreatedResponse({ type: NoteView })
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  create(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Body() dto: NoteDto,
  ): Promise<NoteView> {
    return this.notes.create(user, project.id, clientId, dto.text);
  }

  /** One note (with `version` and a strong ETag); 404 when the client is not visible or the note unknown. */
  @Get(':noteId')
  @ApiOkResponse({ type: NoteView })
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  get(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('noteId', idPipe) noteId: number,
  ): Promise<NoteView> {
    return this.notes.get(user, project.id, clientId, noteId);
  }

  /** Edits a note: author or (local) administrator, else 403; 404 unknown note; 409 when `If-Match` / `version` is stale. */
  @Put(':noteId')
  @ApiOkResponse({ type: NoteView })
  @Versioned()
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('noteId', idPipe) noteId: number,
    @Body() dto: NoteUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<NoteView> {
    return this.notes.update(user, project.id, clientId, noteId, dto.text, expected);
  }

  /** Deletes a note: author or (local) administrator, else 403; 204; 409 when `If-Match` is stale. */
  @Delete(':noteId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('noteId', idPipe) noteId: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    return this.notes.remove(user, project.id, clientId, noteId, expected);
  }
}
