/**
 * The API's dependencies that can be away while it runs (issue 36; README "Operations"): the
 * database and, when REDIS_URL is set, Redis (shared throttles). A request that needs one that
 * does not answer gets 503 with an Italian message naming it and `Retry-After`, within about a
 * second (short connect and command timeouts), never a 500 after 15 s.
 */
export type Dependency = 'database' | 'redis';

/** Italian `message` of the 503 per dependency. */
export const DEPENDENCY_MESSAGES: Record<Dependency, string> = {
  database: 'Servizio momentaneamente non disponibile: il database non risponde. Riprova tra poco',
  redis: 'Servizio momentaneamente non disponibile: Redis (contatori di sicurezza condivisi) non risponde. Riprova tra poco',
};

/** Seconds a client is told to wait (Retry-After) after a 503 for a dependency. */
export const DEPENDENCY_RETRY_AFTER_S = 5;

/** Raised where a dependency did not answer; AllExceptionsFilter answers 503 (DEPENDENCY_MESSAGES). */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    cause?: unknown,
  ) {
    super(`${dependency} unavailable: ${cause instanceof Error ? cause.message : String(cause ?? '')}`);
  }
}

/** Socket-level error codes of a server that is not there (or went away mid-request). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH']);
/** PostgreSQL SQLSTATEs of a server that refuses or ends connections: class 08 and 57P01-57P03. */
const UNREACHABLE_SQLSTATE = /^(08...|57P0[123])$/;
/** node-postgres' own messages for a lost or refused connection. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|the database system is (starting up|shutting down)/i;

/**
 * True when `err` (a driver error, or TypeORM's QueryFailedError around one) says the database
 * server cannot be reached, as opposed to a query it refused.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.driverError && e.driverError !== err && isDatabaseUnreachable(e.driverError)) return true;
  const code = typeof e.code === 'string' ? e.code : '';
  return (
    UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code) || (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message))
  );
}
