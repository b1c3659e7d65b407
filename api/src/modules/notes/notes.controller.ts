import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { PageOf } from '../../common/http/api-responses';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import {
  ExpectedVersion,
  guardedUpdate,
  Versioned,
  VersionField,
  withConflictDetails,
  type VersionedTable,
} from '../../common/concurrency/concurrency';
import { ListQueryDto, type Paginated } from '../../common/http/pagination';
import { AuditService } from '../audit/audit.service';
import { ClientsService } from '../clients/clients.service';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { idPipe } from '../../common/http/input-policy';

/** Body of a note: text up to 10,000 characters. */
export class NoteDto {
  @ApiProperty()
  @IsString({ message: 'Campo obbligatorio' })
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(10000, { message: 'Inserisci al massimo 10000 caratteri' })
  text: string;
}

/** Body of PUT of a note: `{text, version?}` (`version` as an alternative to If-Match). */
export class NoteUpdateDto extends NoteDto {
  @VersionField() version?: number;
}

/** The notes table for the optimistic-concurrency guard (scoped on the client). */
const NOTES_TABLE: VersionedTable = { table: 'client_notes', notFound: 'Nota non trovata' };

/** A note on a client: author, date, text. */
export class NoteView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  client_id!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  user_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Nome e cognome dell’autore' })
  author!: string | null;

  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  updated_by!: number | null;
}

/** `{data, total}` of notes. */
export class NotePage extends PageOf(NoteView) {}

/**
 * Notes on a client (docs/domain.md#referents-negotiations-notes-newsletters-alerts; docs/roles.md "client notes and logs": administrator, local
 * administrator, client manager). Edit and delete: the author, or an administrator / local
 * administrator. Every change is written to the client's log.
 */
@ApiTags('notes')
@Controller('projects/:projectId/clients/:clientId/notes')
export class NotesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
  ) {}

  /** `{data,total}` newest first; 404 unknown client. */
  @Get()
  @ApiOkResponse({ type: NotePage })
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  async list(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Query() q: ListQueryDto,
  ): Promise<Paginated<NoteView>> {
    await this.clients.assertVisible(user, project.id, clientId);
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM client_notes WHERE client_id = $1`, [clientId]);
    const data = await this.dataSource.query(`${SELECT} WHERE n.client_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3`, [
      clientId,
      q.take ?? 15,
      q.skip ?? 0,
    ]);
    return { data, total };
  }

  /** Adds a note (author = current user): 201 with the note; 422 empty text. */
  @Post()
  @ApiCreatedResponse({ type: NoteView })
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  async create(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Body() dto: NoteDto,
  ): Promise<NoteView> {
    await this.clients.assertVisible(user, project.id, clientId);
    const id = await this.dataSource.transaction(async (em) => {
      const [row] = await em.query(`INSERT INTO client_notes (client_id, user_id, text) VALUES ($1,$2,$3) RETURNING id`, [
        clientId,
        user.id,
        dto.text,
      ]);
      await this.audit.record(em, {
        userId: user.id,
        projectId: project.id,
        entity: 'client',
        entityId: clientId,
        action: 'note.created',
        changes: { fields: ['text'], note_id: row.id },
      });
      return row.id as number;
    });
    return this.one(clientId, id);
  }

  /** One note (with `version` and a strong ETag); 404 when the client is not visible or the note unknown. */
  @Get(':noteId')
  @ApiOkResponse({ type: NoteView })
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  async get(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('noteId', idPipe) noteId: number,
  ): Promise<NoteView> {
    await this.clients.assertVisible(user, project.id, clientId);
    const note = await this.one(clientId, noteId);
    if (!note) throw new NotFoundException('Nota non trovata');
    return note;
  }

  /** Edits a note: author or (local) administrator, else 403; 404 unknown note; 409 when `If-Match` / `version` is stale. */
  @Put(':noteId')
  @ApiOkResponse({ type: NoteView })
  @Versioned()
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  async update(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('noteId', idPipe) noteId: number,
    @Body() dto: NoteUpdateDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<NoteView> {
    await this.authorOrAdmin(user, project.id, clientId, noteId);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await guardedUpdate(em, NOTES_TABLE, {
            id: noteId,
            scope: { client_id: clientId },
            expected,
            userId: user.id,
            set: { text: dto.text },
          });
          await this.audit.record(em, {
            userId: user.id,
            projectId: project.id,
            entity: 'client',
            entityId: clientId,
            action: 'note.updated',
            changes: { fields: ['text'], note_id: noteId },
          });
        }),
      () => this.one(clientId, noteId),
    );
    return this.one(clientId, noteId);
  }

  /** Deletes a note: author or (local) administrator, else 403; 204; 409 when `If-Match` is stale. */
  @Delete(':noteId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Versioned()
  @Auth({ permission: 'clients.notes', project: true, module: 'clients' })
  async remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('noteId', idPipe) noteId: number,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<void> {
    await this.authorOrAdmin(user, project.id, clientId, noteId);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await guardedUpdate(em, NOTES_TABLE, { id: noteId, scope: { client_id: clientId }, expected, userId: user.id });
          await em.query(`DELETE FROM client_notes WHERE id = $1`, [noteId]);
          await this.audit.record(em, {
            userId: user.id,
            projectId: project.id,
            entity: 'client',
            entityId: clientId,
            action: 'note.deleted',
            changes: { fields: [], note_id: noteId },
          });
        }),
      () => this.one(clientId, noteId),
    );
  }

  private async authorOrAdmin(user: User, projectId: number, clientId: number, noteId: number): Promise<void> {
    await this.clients.assertVisible(user, projectId, clientId);
    const [note] = await this.dataSource.query(`SELECT user_id FROM client_notes WHERE id = $1 AND client_id = $2`, [noteId, clientId]);
    if (!note) throw new NotFoundException('Nota non trovata');
    if (note.user_id !== user.id && user.type !== 'administrator' && user.type !== 'local-administrator') {
      throw new ForbiddenException('Solo l’autore o un amministratore può modificare la nota');
    }
  }

  private async one(clientId: number, id: number): Promise<NoteView> {
    const [row] = await this.dataSource.query(`${SELECT} WHERE n.id = $1 AND n.client_id = $2`, [id, clientId]);
    return row;
  }
}

const SELECT = `SELECT n.id, n.client_id, n.user_id, CASE WHEN u.id IS NULL THEN NULL ELSE u.name || ' ' || u.surname END AS author, n.text, n.created_at, n.updated_at, n.version, n.updated_by
  FROM client_notes n LEFT JOIN users u ON u.id = n.user_id`;
