import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import type { FileInfo } from './files.service';

/** A stored file's record with its storage key. */
export interface StoredFileRow extends FileInfo {
  storage_key: string;
}

/**
 * The SQL of `files` (migration 0004; entity StoredFile): one row per uploaded file, `project_id`
 * the environment it was uploaded in (null: the global area or an avatar). A file is reached only
 * through the record that holds it (a client's document slot, an announcement's attachment, a
 * logo, an avatar), whose environment the caller has already checked: {@link findById} reads by
 * the random id (UUID) alone.
 */
@Injectable()
export class FilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records an uploaded file (`size_bytes` in bytes) on `db` (default the DataSource; a
   * transaction when the file is written with the record that holds it); answers it as FileInfo.
   */
  async insert(
    f: {
      id: string;
      storage_key: string;
      original_name: string;
      mime_type: string;
      size_bytes: number;
      sha256: string;
      project_id: number | null;
      uploaded_by: number | null;
    },
    db: DataSource | EntityManager = this.dataSource,
  ): Promise<FileInfo> {
    // through the environment's scoped repository: project_id is the TenantQuery's (null: the global area, an avatar)
    const { project_id, ...values } = f;
    const row = await new TenantQuery(db, project_id).repo('files').insert(values);
    return {
      id: row.id,
      original_name: row.original_name,
      mime_type: row.mime_type,
      size_bytes: Number(row.size_bytes),
      created_at: row.created_at,
    };
  }

  /** A logo file (`{storage_key, mime_type, size}`, size in bytes) while some environment uses `url` as a logo; else undefined. */
  async logoInUse(id: string, url: string): Promise<{ storage_key: string; mime_type: string; size: number } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT f.storage_key, f.mime_type, f.size_bytes::int AS size FROM files f
       WHERE f.id = $1 AND EXISTS (SELECT 1 FROM projects p WHERE p.horizontal_logo = $2 OR p.vertical_logo = $2)`,
      [id, url],
    );
    return row;
  }

  /** A file's record by id, or undefined. */
  async findById(id: string): Promise<StoredFileRow | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT id, storage_key, original_name, mime_type, size_bytes::int AS size_bytes, created_at FROM files WHERE id = $1`,
      [id],
    );
    return row;
  }
}
