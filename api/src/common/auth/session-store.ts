import { Logger } from '@nestjs/common';
import type { SessionStore } from '@fastify/session';
import type { Session as SessionData } from 'fastify';
import type { Pool } from 'pg';
import type { AuthCache } from './auth-cache';

/** Session lifetime: 12 hours, renewed on activity. */
export const SESSION_MAX_AGE_MS = 12 * 3600_000;
/**
 * A session's stored expiry is pushed forward at most this often per instance (ms): a session used
 * without pause writes its row once a minute instead of on every request, and may therefore end
 * up to a minute before 12 idle hours.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Expired rows are deleted about this often (ms; each wait drawn between half and one and a half times it). */
export const SESSION_PRUNE_INTERVAL_MS = 15 * 60_000;
/** Most sessions whose last write this instance remembers (for the touch interval); past it the memory is emptied. */
const REMEMBERED_TOUCHES = 100_000;

type Callback = (err?: unknown) => void;

/**
 * The statements on the table of migration 0001 (`sid`, `sess` json, `expire` timestamp without time
 * zone): those connect-pg-simple 10 sent, the read also returning `expire` (seconds since the epoch).
 */
const SELECT = `SELECT sess, extract(epoch FROM expire::timestamptz)::float8 AS expire FROM "sessions" WHERE sid = $1 AND expire >= to_timestamp($2)`;
const UPSERT = `INSERT INTO "sessions" (sess, expire, sid) SELECT $1, to_timestamp($2), $3 ON CONFLICT (sid) DO UPDATE SET sess=$1, expire=to_timestamp($2) RETURNING sid`;
const TOUCH = `UPDATE "sessions" SET expire = to_timestamp($1) WHERE sid = $2 RETURNING sid`;
const DELETE = `DELETE FROM "sessions" WHERE sid = $1`;
const PRUNE = `DELETE FROM "sessions" WHERE expire < to_timestamp($1)`;

/** When the session ends, in seconds since the epoch: its cookie's expiry, or SESSION_MAX_AGE_MS from now. */
function expirySeconds(sess: SessionData): number {
  const expires = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : NaN;
  return Math.ceil((Number.isFinite(expires) ? expires : Date.now() + SESSION_MAX_AGE_MS) / 1000);
}

/**
 * The store of @fastify/session on the table `sessions` (issue 12; session-plugin.ts): one row per
 * session, `sess` its JSON (`cookie` and the data: `userId`, `csrfToken`; TokenService.endOtherSessions
 * deletes by `sess ->> 'userId'`), `expire` its end. Rows and statements are those connect-pg-simple
 * wrote under express-session before, so sessions opened before the change stay open.
 *
 * - Reads are served from the AuthCache for its TTL (a session changed or deleted on this instance
 *   is updated or dropped at once; one deleted by SQL, e.g. on a password change, clears the cache
 *   through AuthCache.watchWrites; with REDIS_URL the other instances clear too). The row's
 *   `expire` is returned as the cookie's expiry: it is the session's end (connect-pg-simple's
 *   touches wrote only that column, so older rows carry an earlier `cookie.expires` in their JSON).
 * - @fastify/session saves a rolling session after every answer. A session changed since it was
 *   read (its `isModified()`) is written whole at once (insert or update); an unchanged one is a
 *   touch, which moves `expire` only, at most once per SESSION_TOUCH_INTERVAL_MS per session and
 *   instance, and never brings back a row deleted meanwhile (a password change ending the other
 *   sessions while one of their requests is running). A new session is therefore stored when
 *   something is put in it, not by `regenerate()` alone.
 * - Expired rows are deleted every SESSION_PRUNE_INTERVAL_MS or so, from the first use on.
 *
 * Errors of the database are passed to the callback (the request then fails as any other).
 */
export class CachedSessionStore implements SessionStore {
  /** Per session id: when this instance last wrote or touched its row (ms). */
  private readonly touched = new Map<string, number>();
  private pruneTimer?: NodeJS.Timeout;
  private closed = false;

  /**
   * @param pool the application's pg pool (the one AuthCache.watchWrites wraps)
   * @param cache the request path's cache (AuthCache), keys `session:<sid>` holding the JSON or null
   * @param touchEveryMs least time between two writes of an unchanged session (ms)
   * @param pruneEveryMs mean time between two prunes (ms); 0 never prunes
   */
  constructor(
    private readonly pool: Pick<Pool, 'query'>,
    private readonly cache: AuthCache,
    private readonly touchEveryMs = SESSION_TOUCH_INTERVAL_MS,
    private readonly pruneEveryMs = SESSION_PRUNE_INTERVAL_MS,
  ) {}

  /** The unexpired session `sid`, or null. */
  get(sid: string, cb: (err: unknown, result?: SessionData | null) => void): void {
    this.schedulePrune();
    const key = `session:${sid}`;
    const hit = this.cache.get<string | null>(key);
    if (hit !== undefined) return cb(null, hit === null ? null : (JSON.parse(hit) as SessionData));
    const generation = this.cache.current;
    this.pool.query<{ sess: SessionData | string; expire: number }>(SELECT, [sid, Date.now() / 1000]).then(
      ({ rows: [row] }) => {
        let json: string | null = null;
        if (row) {
          const sess = typeof row.sess === 'string' ? (JSON.parse(row.sess) as SessionData) : row.sess;
          json = JSON.stringify({ ...sess, cookie: { ...sess.cookie, expires: new Date(row.expire * 1000) } });
        }
        this.cache.set(key, json, generation);
        cb(null, json === null ? null : (JSON.parse(json) as SessionData));
      },
      (err: unknown) => cb(err),
    );
  }

  /**
   * Saves the session: whole when it changed since it was read (or is not @fastify/session's
   * session object), else as a touch (class comment).
   */
  set(sid: string, sess: SessionData, cb: Callback): void {
    this.schedulePrune();
    const modified = (sess as { isModified?: () => boolean }).isModified?.() ?? true;
    if (!modified) return this.touch(sid, sess, cb);
    const json = JSON.stringify(sess);
    const generation = this.cache.current;
    this.pool.query(UPSERT, [json, expirySeconds(sess), sid]).then(
      () => {
        this.cache.set(`session:${sid}`, json, generation);
        this.remember(sid);
        cb();
      },
      (err: unknown) => cb(err),
    );
  }

  /** Moves the row's expiry to the session's, unless this instance did so less than the touch interval ago; no row, no write. */
  private touch(sid: string, sess: SessionData, cb: Callback): void {
    const last = this.touched.get(sid);
    if (last !== undefined && Date.now() - last < this.touchEveryMs) return cb();
    this.remember(sid);
    this.pool.query(TOUCH, [expirySeconds(sess), sid]).then(
      () => cb(),
      (err: unknown) => cb(err),
    );
  }

  private remember(sid: string): void {
    if (this.touched.size >= REMEMBERED_TOUCHES) this.touched.clear();
    this.touched.set(sid, Date.now());
  }

  /** Deletes the session (logout, a new id at login). */
  destroy(sid: string, cb: Callback): void {
    this.schedulePrune();
    this.cache.delete(`session:${sid}`);
    this.touched.delete(sid);
    this.pool.query(DELETE, [sid]).then(
      () => cb(),
      (err: unknown) => cb(err),
    );
  }

  /** Deletes the expired rows now; resolves to how many. */
  async prune(): Promise<number> {
    const { rowCount } = await this.pool.query(PRUNE, [Date.now() / 1000]);
    return rowCount ?? 0;
  }

  /** Stops pruning (shutdown); the pool is the application's and stays open. */
  close(): void {
    this.closed = true;
    clearTimeout(this.pruneTimer);
    this.pruneTimer = undefined;
  }

  private schedulePrune(): void {
    if (this.pruneTimer || this.closed || this.pruneEveryMs <= 0) return;
    // between half and one and a half times the interval, so that instances started together do not prune together
    const delay = Math.ceil(this.pruneEveryMs / 2 + this.pruneEveryMs * Math.random());
    this.pruneTimer = setTimeout(() => {
      this.prune()
        .catch((err: unknown) => new Logger('Sessions').warn(`Pulizia delle sessioni scadute non riuscita: ${String(err)}`))
        .finally(() => {
          this.pruneTimer = undefined;
          this.schedulePrune();
        });
    }, delay);
    this.pruneTimer.unref();
  }
}
