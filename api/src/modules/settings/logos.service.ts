import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { FilesRepository } from '../files/files.repository';
import type { StorageDriver } from '../files/storage';
import { createStorageDriver } from '../files/storage-driver';
import { Project } from '../projects/project.entity';
import { checkLogoImage } from './image-type';
import { SvgSanitizer } from './svg-sanitize';
import { apiError } from '../../common/http/api-error';

/** Largest accepted logo: 2 MB (bytes). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** The two logo slots of an environment (docs/screens.md#sidebar). */
export const LOGO_KINDS = ['horizontal', 'vertical'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];
/** Public address prefix of uploaded logos. */
export const LOGO_URL_PREFIX = '/api/logos/';

/**
 * Environment logos (horizontal and vertical, docs/screens.md#sidebar): image upload checked on the content
 * (PNG, JPEG, WebP, SVG cleaned by DOMPurify in a worker thread; at most MAX_LOGO_BYTES), bytes in the upload folder through the
 * storage driver (local folder or S3), recorded in `files`; the project column gets `/api/logos/{fileId}`.
 */
@Injectable()
export class LogosService {
  private readonly storage: StorageDriver;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly svg: SvgSanitizer,
    private readonly files: FilesRepository,
  ) {
    this.storage = createStorageDriver(config);
  }

  /**
   * Stores the image and sets it as the project's logo of `kind`. Errors: 422 `{errors:{file}}`
   * when refused (checkLogoImage: an SVG over its limits or with active content included); 503
   * when too many SVG logos wait for the cleaning thread.
   */
  async upload(
    project: Project,
    kind: LogoKind,
    userId: number,
    file: { originalname: string; buffer: Buffer; size: number } | undefined,
  ): Promise<Project> {
    const fail = (msg: string) => new UnprocessableEntityException({ message: 'Immagine non accettata', errors: { file: [msg] } });
    if (!file || !file.buffer?.length) throw fail("Seleziona un'immagine");
    if (file.size > MAX_LOGO_BYTES) throw fail("L'immagine supera la dimensione massima di 2 MB");
    const { type, refused } = await checkLogoImage(file.buffer, this.svg);
    if (!type) throw fail(refused);
    const bytes = type.bytes;
    const id = randomUUID();
    const key = randomBytes(24).toString('base64url');
    await this.storage.put(key, bytes);
    try {
      await this.dataSource.transaction(async (em) => {
        await this.files.insert(
          {
            id,
            storage_key: key,
            original_name: `logo-${kind}.${type.ext}`,
            mime_type: type.mime,
            size_bytes: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            project_id: project.id,
            uploaded_by: userId,
          },
          em,
        );
        await em
          .getRepository(Project)
          .update(
            { id: project.id },
            kind === 'horizontal' ? { horizontal_logo: LOGO_URL_PREFIX + id } : { vertical_logo: LOGO_URL_PREFIX + id },
          );
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
    return this.dataSource.getRepository(Project).findOneByOrFail({ id: project.id });
  }

  /** Clears the logo of `kind` (the product default is shown again). */
  async clear(project: Project, kind: LogoKind): Promise<Project> {
    await this.dataSource
      .getRepository(Project)
      .update({ id: project.id }, kind === 'horizontal' ? { horizontal_logo: null } : { vertical_logo: null });
    return this.dataSource.getRepository(Project).findOneByOrFail({ id: project.id });
  }

  /** A logo's bytes, only while some environment uses it as logo (404 otherwise). */
  async open(id: string): Promise<{ mime: string; size: number; stream: Readable }> {
    const url = LOGO_URL_PREFIX + id;
    const row = await this.files.logoInUse(id, url);
    if (!row) throw apiError('settings.logo_not_found');
    const stream = await this.storage.get(row.storage_key).catch(() => {
      throw apiError('settings.logo_not_found');
    });
    return { mime: row.mime_type, size: row.size, stream };
  }
}
