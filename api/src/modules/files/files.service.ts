import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { decodeUploadName } from '../../common/http/upload-name';
import type { Readable } from 'node:stream';
import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { detectFileType } from './file-type';
import { FilesRepository } from './files.repository';
import { STORAGE_DRIVER, type StorageDriver } from './storage';
import type { UploadedFileView } from './file.response';
import { apiError } from '../../common/http/api-error';

/** Largest accepted upload: 10 MB (bytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** An uploaded file as the API answers it (the shape: {@link UploadedFileView}). */
export type FileInfo = UploadedFileView;

/**
 * Uploads (information sheet, additional documents, other attachments): checks size and the type
 * on the content, stores the bytes under a random key through the StorageDriver and records them
 * in `files` (project_id: the environment it was uploaded in, null for the global area) through FilesRepository.
 */
@Injectable()
export class FilesService {
  constructor(
    private readonly repo: FilesRepository,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /** 422 `{errors: {file: [...]}}` for a missing, empty, oversized or not allowed file. `userId` null: an upload through a public link (no account). */
  async upload(
    file: { originalname: string; buffer: Buffer; size: number } | undefined,
    ctx: { userId: number | null; projectId: number | null },
  ): Promise<FileInfo> {
    const fail = (msg: string) => new UnprocessableEntityException({ message: 'File non accettato', errors: { file: [msg] } });
    if (!file || !file.buffer?.length) throw fail('Seleziona un file');
    if (file.size > MAX_UPLOAD_BYTES) throw fail('Il file supera la dimensione massima di 10 MB');
    const type = detectFileType(file.buffer);
    if (!type)
      throw fail('Tipo di file non ammesso: sono accettati PDF, immagini PNG/JPEG/GIF, documenti Word, Excel, PowerPoint e OpenDocument');
    const id = randomUUID();
    const key = randomBytes(24).toString('base64url');
    const name = sanitizeName(file.originalname, type.ext);
    await this.storage.put(key, file.buffer);
    try {
      return await this.repo.insert({
        id,
        storage_key: key,
        original_name: name,
        mime_type: type.mime,
        size_bytes: file.size,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
        project_id: ctx.projectId,
        uploaded_by: ctx.userId,
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
  }

  /** The file's record and a stream of its bytes; 404 if missing. */
  async open(id: string): Promise<{ info: FileInfo; stream: Readable }> {
    const row = await this.repo.findById(id);
    if (!row) throw apiError('files.not_found');
    const stream = await this.storage.get(row.storage_key).catch(() => {
      throw apiError('files.not_found');
    });
    return { info: row, stream };
  }
}

/** A safe display name: decoded as UTF-8 (decodeUploadName), no path, no control characters, the detected extension. */
export function sanitizeName(original: string, ext: string): string {
  const base =
    [...((decodeUploadName(original) || 'documento').split(/[\\/]/).pop() ?? '')]
      .filter((ch) => ch.charCodeAt(0) >= 32 && !'"<>|:*?'.includes(ch))
      .join('')
      .trim() || 'documento';
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 200) || 'documento';
  return `${stem}.${ext}`;
}

/** Whether a file id is attached to an announcement detail (information sheet or a document row visible in that detail). */
export function attachedTo(detail: Record<string, unknown>, fileId: string): boolean {
  const sheet = detail.information_sheet as { id: string } | null;
  if (sheet?.id === fileId) return true;
  const docs = [
    ...((detail.announcements_additional_documents as { file: { id: string } | null }[]) ?? []),
    ...((detail.announcements_other_attachments as { file: { id: string } | null }[]) ?? []),
  ];
  return docs.some((d) => d.file?.id === fileId);
}
