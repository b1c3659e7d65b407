/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { NoteDto, NotePage, NoteUpdateDto, NoteView, NotesListParams } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const notesList = (
  projectId: number,
  clientId: number,
  params?: NotesListParams,
  options?: SecondParameter<typeof send<NotePage>>,
) => {
  return send<NotePage>({ url: `/api/projects/${projectId}/clients/${clientId}/notes`, method: 'GET', params }, options);
};
export const notesCreate = (projectId: number, clientId: number, noteDto: NoteDto, options?: SecondParameter<typeof send<NoteView>>) => {
  return send<NoteView>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}/notes`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: noteDto,
    },
    options,
  );
};
export const notesGet = (projectId: number, clientId: number, noteId: number, options?: SecondParameter<typeof send<NoteView>>) => {
  return send<NoteView>({ url: `/api/projects/${projectId}/clients/${clientId}/notes/${noteId}`, method: 'GET' }, options);
};
export const notesUpdate = (
  projectId: number,
  clientId: number,
  noteId: number,
  noteUpdateDto: NoteUpdateDto,
  options?: SecondParameter<typeof send<NoteView>>,
) => {
  return send<NoteView>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}/notes/${noteId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: noteUpdateDto,
    },
    options,
  );
};
export const notesRemove = (projectId: number, clientId: number, noteId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/clients/${clientId}/notes/${noteId}`, method: 'DELETE' }, options);
};
export type NotesListResult = NonNullable<Awaited<ReturnType<typeof notesList>>>;
export type NotesCreateResult = NonNullable<Awaited<ReturnType<typeof notesCreate>>>;
export type NotesGetResult = NonNullable<Awaited<ReturnType<typeof notesGet>>>;
export type NotesUpdateResult = NonNullable<Awaited<ReturnType<typeof notesUpdate>>>;
export type NotesRemoveResult = NonNullable<Awaited<ReturnType<typeof notesRemove>>>;
