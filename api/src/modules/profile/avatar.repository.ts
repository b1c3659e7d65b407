import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/** The DataSource or a transaction. */
type Db = DataSource | EntityManager;

/**
 * The SQL of avatars: `users.logo` (`/api/avatars/{fileId}`) and their rows in `files`
 * (`project_id` null, `uploaded_by` the owner). No environment: an avatar belongs to a user, and
 * who may see it is the rule of {@link viewable} (docs/screens.md#shared-widgets).
 */
@Injectable()
export class AvatarRepository {
  /** The user's current avatar address, with the user row locked for the transaction. */
  async lockLogo(em: EntityManager, userId: number): Promise<string | null> {
    const [row] = await em.query(`SELECT logo FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    return (row?.logo as string | null) ?? null;
  }

  /**
   * The stored avatar `fileId` when `viewer` may see it: it is some user's current avatar (`url`)
   * and the viewer is that user, an administrator (`viewerIsAdministrator`), or shares an
   * environment with the owner (administrators belong to every environment). Undefined otherwise.
   */
  async viewable(
    db: Db,
    fileId: string,
    url: string,
    viewerId: number,
    viewerIsAdministrator: boolean,
  ): Promise<{ storage_key: string; mime_type: string; size: number } | undefined> {
    const [row] = await db.query(
      `SELECT f.storage_key, f.mime_type, f.size_bytes::int AS size FROM files f
       JOIN users o ON o.logo = $2
       WHERE f.id = $1 AND f.uploaded_by = o.id AND (
         o.id = $3 OR $4 OR o.type = 'administrator'
         OR EXISTS (SELECT 1 FROM project_users a JOIN project_users b ON a.project_id = b.project_id
                    WHERE a.user_id = o.id AND b.user_id = $3))
       LIMIT 1`,
      [fileId, url, viewerId, viewerIsAdministrator],
    );
    return row;
  }

  /** Deletes the file row `fileId` when `userId` uploaded it; answers its storage key, or null. */
  async deleteOwnedFile(em: EntityManager, fileId: string, userId: number): Promise<string | null> {
    const [row] = await em.query(`SELECT storage_key FROM files WHERE id = $1 AND uploaded_by = $2`, [fileId, userId]);
    if (!row) return null;
    await em.query(`DELETE FROM files WHERE id = $1`, [fileId]);
    return row.storage_key as string;
  }
}
