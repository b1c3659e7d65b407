import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { JsonObject } from '../../common/entities/base.entity';

/**
 * A cookie session (@fastify/session; its store is common/auth/session-store.ts, which reads and writes the rows
 * with SQL of its own): its id, the JSON session and its expiry (a timestamp without time zone, the format
 * connect-pg-simple used before). Migration 0001; docs/security.md.
 */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  /** The session's JSON: `cookie` and the data (`userId`, `csrfToken`; request-context.ts). */
  @Column({ type: 'json' })
  sess: JsonObject;

  /** Expiry: `timestamp(6)` without time zone, written with to_timestamp() in the database session's time zone. */
  @Column({ type: 'timestamp' })
  expire: Date;
}
