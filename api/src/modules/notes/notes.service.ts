import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { mayChangeAuthoredRecord } from '../../common/access/record-rules';
import { withConflictDetails } from '../../common/concurrency/concurrency';
import type { Paginated } from '../../common/http/pagination';
import { AuditService } from '../audit/audit.service';
import { ClientsService } from '../clients/clients.service';
import type { User } from '../users/user.entity';
import type { NoteView } from './notes.dto';
import { NotesRepository } from './notes.repository';
import { ForbiddenError, NotFoundError } from '../../common/http/api-error';

/** 404 of a note that is not the client's (or not in the environment). */
export class NoteNotFoundException extends NotFoundError {
  constructor() {
    super('notes.not_found');
  }
}

/** 403 of a change to someone else's note by a user who is not an administrator. */
export class NoteNotAuthorException extends ForbiddenError {
  constructor() {
    super('notes.not_author');
  }
}

/**
 * Notes on a client (docs/domain.md#referents-negotiations-notes-newsletters-alerts): every
 * operation first checks the client is visible to the user (404 otherwise), every change is
 * written to the client's audit log in the same transaction, edits and deletes follow
 * {@link mayChangeAuthoredRecord} and the optimistic-concurrency guard (409 on a stale version).
 */
@Injectable()
export class NotesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: NotesRepository,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
  ) {}

  /** `{data, total}` newest first; `take` defaults to 15. @throws 404 unknown client. */
  async list(user: User, projectId: number, clientId: number, skip = 0, take = 15): Promise<Paginated<NoteView>> {
    await this.clients.assertVisible(user, projectId, clientId);
    return (await this.repo.page(this.repo.tenant(this.dataSource, projectId), clientId, skip, take)) as Paginated<NoteView>;
  }

  /** One note. @throws 404 unknown client or note. */
  async get(user: User, projectId: number, clientId: number, noteId: number): Promise<NoteView> {
    await this.clients.assertVisible(user, projectId, clientId);
    return this.one(projectId, clientId, noteId);
  }

  /** Adds a note by `user`; answers it. @throws 404 unknown client. */
  async create(user: User, projectId: number, clientId: number, text: string): Promise<NoteView> {
    await this.clients.assertVisible(user, projectId, clientId);
    const id = await this.dataSource.transaction(async (em) => {
      const noteId = await this.repo.insert(this.repo.tenant(em, projectId), clientId, user.id, text);
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'client',
        entityId: clientId,
        action: 'note.created',
        changes: { fields: ['text'], note_id: noteId },
      });
      return noteId;
    });
    return this.one(projectId, clientId, id);
  }

  /** Changes the text. @throws 404 unknown note, 403 not the author nor an administrator, 409 stale `expected`. */
  async update(
    user: User,
    projectId: number,
    clientId: number,
    noteId: number,
    text: string,
    expected: number | undefined,
  ): Promise<NoteView> {
    await this.assertMayChange(user, projectId, clientId, noteId);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await this.repo.guardedWrite(em, clientId, noteId, { expected, userId: user.id }, { text });
          await this.audit.record(em, {
            userId: user.id,
            projectId,
            entity: 'client',
            entityId: clientId,
            action: 'note.updated',
            changes: { fields: ['text'], note_id: noteId },
          });
        }),
      () => this.one(projectId, clientId, noteId),
    );
    return this.one(projectId, clientId, noteId);
  }

  /** Deletes a note. @throws 404 unknown note, 403 not the author nor an administrator, 409 stale `expected`. */
  async remove(user: User, projectId: number, clientId: number, noteId: number, expected: number | undefined): Promise<void> {
    await this.assertMayChange(user, projectId, clientId, noteId);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await this.repo.guardedWrite(em, clientId, noteId, { expected, userId: user.id });
          await this.repo.delete(this.repo.tenant(em, projectId), clientId, noteId);
          await this.audit.record(em, {
            userId: user.id,
            projectId,
            entity: 'client',
            entityId: clientId,
            action: 'note.deleted',
            changes: { fields: [], note_id: noteId },
          });
        }),
      () => this.one(projectId, clientId, noteId),
    );
  }

  private async assertMayChange(user: User, projectId: number, clientId: number, noteId: number): Promise<void> {
    await this.clients.assertVisible(user, projectId, clientId);
    const note = await this.repo.authorOf(this.repo.tenant(this.dataSource, projectId), clientId, noteId);
    if (!note) throw new NoteNotFoundException();
    if (!mayChangeAuthoredRecord(user, note.user_id)) throw new NoteNotAuthorException();
  }

  private async one(projectId: number, clientId: number, noteId: number): Promise<NoteView> {
    const note = await this.repo.one(this.repo.tenant(this.dataSource, projectId), clientId, noteId);
    if (!note) throw new NoteNotFoundException();
    return note as NoteView;
  }
}
