import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { JsonObject } from '../../common/entities/base.entity';

/**
 * A cookie session of connect-pg-simple's store (behind common/auth/session-store.ts): its id, the JSON session and
 * its expiry (a timestamp without time zone, the store's format). Migration 0001; docs/security.md.
 */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  /** The session data (express-session's JSON). */
  @Column({ type: 'json' })
  sess: JsonObject;

  /** Expiry: `timestamp(6)` without time zone, the store's own column type. */
  @Column({ type: 'timestamp' })
  expire: Date;
}
