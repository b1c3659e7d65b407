import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { FilesRepository } from '../files/files.repository';
import { STORAGE_DRIVER, type StorageDriver } from '../files/storage';
import { detectBitmapType } from '../settings/image-type';
import { MAX_LOGO_BYTES } from '../settings/logos.service';
import { User } from '../users/user.entity';
import { AvatarRepository } from './avatar.repository';
import { apiError } from '../../common/http/api-error';

/** Largest accepted avatar: 2 MB (bytes), the same limit as environment logos. */
export const MAX_AVATAR_BYTES = MAX_LOGO_BYTES;
/** Address prefix of uploaded avatars: `users.logo` is `/api/avatars/{fileId}`. */
export const AVATAR_URL_PREFIX = '/api/avatars/';
/** Image types accepted for avatars (SVG, accepted for environment logos, is not). */
const AVATAR_MIMES = ['image/png', 'image/jpeg', 'image/webp'];
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uploaded part as the upload routes hand it over (common/http/upload.ts#UploadedFilePart). */
export interface UploadedImage {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/**
 * Avatars of users (docs/screens.md#shared-widgets, issue 5 "Users and profiles"): the picture of the logged-in user,
 * checked on its content (PNG, JPEG, WebP by magic bytes, settings/image-type.ts; at most 2 MB),
 * stored through the files storage driver under a random key and recorded in `files`
 * (`project_id` null, `uploaded_by` the owner); `users.logo` gets `/api/avatars/{fileId}`.
 * Replacing or removing an avatar deletes the previous file row and its bytes. SQL: AvatarRepository.
 */
@Injectable()
export class AvatarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: AvatarRepository,
    private readonly files: FilesRepository,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /**
   * Stores `file` as the avatar of user `userId` and returns the updated user. Errors: 422
   * `{message, errors:{file:[msg]}}` when the file is missing, larger than 2 MB or not a PNG,
   * JPEG or WebP image (whatever its name says). Nothing is left behind when it fails.
   */
  async upload(userId: number, file: UploadedImage | undefined): Promise<User> {
    const fail = (msg: string) => new UnprocessableEntityException({ message: 'Immagine non accettata', errors: { file: [msg] } });
    if (!file || !file.buffer?.length) throw fail("Seleziona un'immagine");
    if (file.size > MAX_AVATAR_BYTES || file.buffer.length > MAX_AVATAR_BYTES) {
      throw fail("L'immagine supera la dimensione massima di 2 MB");
    }
    const type = detectBitmapType(file.buffer);
    if (!type || !AVATAR_MIMES.includes(type.mime)) throw fail('Formato non ammesso: sono accettate immagini PNG, JPEG e WebP');
    const id = randomUUID();
    const key = randomBytes(24).toString('base64url');
    await this.storage.put(key, file.buffer);
    let oldKey: string | null = null;
    try {
      oldKey = await this.dataSource.transaction(async (em) => {
        const previous = await this.repo.lockLogo(em, userId);
        await this.files.insert(
          {
            id,
            storage_key: key,
            original_name: `avatar.${type.ext}`,
            mime_type: type.mime,
            size_bytes: file.buffer.length,
            sha256: createHash('sha256').update(file.buffer).digest('hex'),
            project_id: null,
            uploaded_by: userId,
          },
          em,
        );
        await em.getRepository(User).update({ id: userId }, { logo: AVATAR_URL_PREFIX + id });
        return this.dropFileRow(em, previous, userId);
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
    if (oldKey) await this.storage.delete(oldKey);
    return this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
  }

  /** Removes the avatar of user `userId` (initials show again) and returns the updated user. */
  async clear(userId: number): Promise<User> {
    const oldKey = await this.dataSource.transaction(async (em) => {
      const previous = await this.repo.lockLogo(em, userId);
      await em.getRepository(User).update({ id: userId }, { logo: null });
      return this.dropFileRow(em, previous, userId);
    });
    if (oldKey) await this.storage.delete(oldKey);
    return this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
  }

  /**
   * The bytes of avatar `fileId` for `viewer`: only while it is some user's current avatar, and
   * only when the viewer is that user, an administrator, or shares an environment with the owner
   * (administrators belong to every environment). 404 otherwise (no hint that it exists).
   */
  async open(fileId: string, viewer: User): Promise<{ mime: string; size: number; stream: Readable }> {
    const notFound = () => apiError('profile.avatar_not_found');
    if (!UUID_RE.test(fileId)) throw notFound();
    const row = await this.repo.viewable(this.dataSource, fileId, AVATAR_URL_PREFIX + fileId, viewer.id, viewer.type === 'administrator');
    if (!row) throw notFound();
    const stream = await this.storage.get(row.storage_key).catch(() => {
      throw notFound();
    });
    return { mime: row.mime_type, size: row.size, stream };
  }

  /** Deletes the `files` row of an avatar address owned by `userId`; answers its storage key. */
  private async dropFileRow(em: EntityManager, url: string | null, userId: number): Promise<string | null> {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
    const fileId = url.slice(AVATAR_URL_PREFIX.length);
    if (!UUID_RE.test(fileId)) return null;
    return this.repo.deleteOwnedFile(em, fileId, userId);
  }
}
