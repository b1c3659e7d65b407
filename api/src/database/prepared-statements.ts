import { createHash } from 'node:crypto';
import { Client, DatabaseError, type ClientConfig, type Pool } from 'pg';

/**
 * Automatic prepared statements (docs/architecture.md "Prepared statements"; issue 12): the `pg`
 * driver sends every statement unnamed, so PostgreSQL parses, analyses and plans it again on each
 * request. A list page's statement (a UNION of five ordered groups for the announcements, the visibility
 * and count CTEs for the clients) spends about as long in the planner as in the executor:
 * measured on the embedded database, announcements first page 5.3 -> 2.3 ms and clients first page
 * 2.8 -> 1.9 ms per statement once named. The embedded database runs one statement at a time, so
 * this is its throughput; on a PostgreSQL server it is CPU the other connections get.
 *
 * The same technique as postgres.js (`prepare: true`) and Npgsql's automatic preparation: a read
 * with parameters (`SELECT`/`WITH`, the text is the statement's identity; values stay bound
 * parameters) gets the name `pa_<sha1 of the text>` and is parsed once per connection; PostgreSQL
 * then chooses between custom and generic plans itself (plan_cache_mode auto), except for the
 * statements marked with {@link GENERIC_PLAN}, which run on the generic plan. Bounded: at most
 * MAX_PREPARED names per connection (later texts run unnamed) and none for texts longer than
 * MAX_TEXT characters or with more than MAX_PARAMS values (bulk statements whose shape varies).
 *
 * Searches (SEARCH) and the statements marked with {@link CUSTOM_PLAN} are named too, but run
 * under `plan_cache_mode = force_custom_plan`: how many rows a pattern (`ILIKE`) or a text query
 * (`@@`) keeps depends on the term, which a generic plan cannot see. Measured (bench/lists.ts,
 * 10,000 announcements): once PostgreSQL settled on the generic plan of the announcements search
 * "digitalizzazione", p97.5 went from 92 to 440 ms; a generic plan of that statement, forced, took
 * 16-53 ms against 10-11 ms for the custom ones (PostgreSQL, six terms, 2026-11-28). Named, they
 * skip parsing and analysis of their long text on each request and are still planned for their
 * values (before 2026-11-28 they were sent unnamed; the embedded database spent about 1 ms of the
 * 7.5 ms of the announcements search statement in parsing and analysis).
 */
export const MAX_PREPARED = 256;
/** Longest statement text (characters) that gets a name. */
export const MAX_TEXT = 16_384;
/** Most bound values of a statement that gets a name. */
export const MAX_PARAMS = 100;

const READ = /^\s*(SELECT|WITH)\b/i;
/** A condition whose selectivity depends on the searched term: such statements keep custom plans. */
const SEARCH = /\b(I?LIKE|SIMILAR\s+TO)\b|@@|~|\bsimilarity\s*\(/i;

/**
 * Written in a statement's text (the list repositories put it at the end) to ask for PostgreSQL's
 * generic plan, planned once per connection, instead of a custom plan per execution. PostgreSQL's
 * own choice (plan_cache_mode auto) never takes it for the list pages: their `LIMIT $n OFFSET $m`
 * are unknown to a generic plan, which is then costed for 10 % of the table and loses to the
 * custom plan, so every request paid the planner. Only for statements whose best plan does not
 * depend on the values: the unfiltered list pages, an index walk in list order for any
 * environment. Not for a filter: in a database with one environment of 100,000 clients beside
 * small ones, the generic plan of the region filter expected 227 rows and sorted all 16,811 of
 * the large environment's (17 ms against 2.3 ms for the custom plan, PostgreSQL 15). Measured
 * on the embedded database (100,000 clients, 10,000 announcements, 10 connections, 2026-11-27): clients
 * last page 1.74 -> 0.89 ms per statement, throughput 363-404 -> 657-823 req/s; announcements first page
 * 163-205 -> 322-378 req/s.
 */
export const GENERIC_PLAN = '/* plan: generic */';

/**
 * Written in a statement's text so that PostgreSQL plans it for its values on every execution: the
 * statement is named and runs under `plan_cache_mode = force_custom_plan`. For the filtered list
 * pages: under PostgreSQL's own choice (auto), a named one was switched to the generic plan after
 * five executions, because a generic plan costed for an average environment looks cheaper than
 * the custom plans of a large one. Measured on PostgreSQL 15, one environment of 100,000 clients
 * beside 80 small ones, region filter: 1.9-2.8 ms for each of the first five executions,
 * 9.8-23.6 ms for each one after (the generic plan sorts the 16,811 matching rows instead of
 * walking the name index).
 */
export const CUSTOM_PLAN = '/* plan: custom */';

/**
 * The plan_cache_mode a statement runs under: PostgreSQL's choice (`auto`), the generic plan
 * (`force_generic_plan`) or a custom plan on every execution (`force_custom_plan`).
 */
export type PlanMode = 'auto' | 'generic' | 'custom';

/** The setting of each {@link PlanMode}. */
export const PLAN_CACHE_MODE: Record<PlanMode, string> = {
  auto: 'auto',
  generic: 'force_generic_plan',
  custom: 'force_custom_plan',
};

/**
 * The plan_cache_mode `text` with `values` needs: 'generic' for a named statement marked with
 * {@link GENERIC_PLAN}; 'custom' for a named search (SEARCH) or a named statement marked with
 * {@link CUSTOM_PLAN} (a search must never get a generic plan: the announcements search took 440-820 ms
 * with one instead of 70-90); 'auto' for any other read with parameters, named or not (an unnamed
 * statement is planned afresh each time); null when the plan choice does not apply (no
 * parameters, writes, transaction control).
 */
export function planModeFor(text: string, values: unknown, named: boolean): PlanMode | null {
  if (!Array.isArray(values) || values.length === 0 || !READ.test(text)) return null;
  if (!named) return 'auto';
  if (text.includes(GENERIC_PLAN)) return 'generic';
  return SEARCH.test(text) || text.includes(CUSTOM_PLAN) ? 'custom' : 'auto';
}

/**
 * True when a connection whose plan_cache_mode is `current` can run a statement that needs
 * `needed` without a SET first: the same mode, or an unnamed statement (needs 'auto') under
 * 'custom', which plans it for its values just the same. So a run of searches with an unnamed
 * statement between them sends no SET.
 */
export function planModeFits(current: PlanMode | undefined, needed: PlanMode, named: boolean): boolean {
  return current === needed || (!named && needed === 'auto' && current === 'custom');
}

/** Names already computed, by statement text (statementName); emptied when it reaches NAME_CACHE_SIZE texts. */
const names = new Map<string, string>();
/** Distinct statement texts whose names are kept: the API sends a few hundred; a bound keeps a pathological caller from growing it. */
const NAME_CACHE_SIZE = 2_000;

/**
 * The statement name of `text`: `pa_` + 40 hex digits (PostgreSQL names are up to 63 bytes).
 * Remembered per text: a SHA-1 per query was about 2 % of a list request's CPU (issue 32,
 * docs/performance.md#request-path).
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAME_CACHE_SIZE) names.clear();
    name = `pa_${createHash('sha1').update(text).digest('hex')}`;
    names.set(text, name);
  }
  return name;
}

/** True when `text` with `values` is a statement that gets a name (see the module comment). */
export function isPreparable(text: unknown, values: unknown): text is string {
  return (
    typeof text === 'string' &&
    Array.isArray(values) &&
    values.length > 0 &&
    values.length <= MAX_PARAMS &&
    text.length <= MAX_TEXT &&
    READ.test(text)
  );
}

/** pg's connect callback: called with no argument on success. */
type Callback = (err: Error) => void;

/** The pools of the plan modes a server connection forwards to (see {@link preparingClient}). */
export type PlanModePools = Partial<Record<PlanMode, Pool>>;

/**
 * A text that is only a transaction start or end (a multi-statement text such as the job queue's
 * `BEGIN; ...; COMMIT;` opens and closes its transaction itself, and does not count).
 */
const BEGIN = /^\s*(BEGIN|START\s+TRANSACTION)\b[^;]*;?\s*$/i;
const END = /^\s*(COMMIT|END|ABORT|ROLLBACK)\b(?!\s+(TO|PREPARED)\b)[^;]*;?\s*$/i;

/**
 * A `pg` Client class for a pool (pg-pool's `Client` option) that names the statements of
 * {@link isPreparable} and runs each read under the plan_cache_mode {@link planModeFor} gives it,
 * without a `SET` per request on a PostgreSQL server (issue 32; docs/architecture.md
 * "Prepared statements"):
 * - `baseMode`: the mode the session starts with (the pool sets it at connect through the
 *   connection's `options`, `-c plan_cache_mode=...`); undefined when not known (the embedded
 *   database, whose one session outlives its connections).
 * - `pools`: the server's pools of the other modes. A read that needs another mode, outside a
 *   transaction, is forwarded to a connection of that mode's pool (checked out for the statement
 *   and released), where it is named and planned as asked; nothing extra is sent. This connection
 *   stays checked out meanwhile (its caller holds it), and the mode pools never wait on it.
 * - `fixedMode`: a connection of a mode pool, which only receives forwarded statements: it never
 *   changes its mode.
 * Where no pool of the mode exists (the embedded database: PGlite is one session with one
 * connection, docs/architecture.md "PGlite single session") or inside a transaction (its
 * statements must stay on its connection), one `SET` (`SET LOCAL` in a transaction, undone by its
 * end) is queued before the statement when the mode changes: a run of list pages sends none.
 * `resetOnConnect`: run `DEALLOCATE ALL` right after connecting. The embedded database needs it:
 * the names a dropped connection prepared are still in the session, and parsing them again from
 * the new connection would fail with "prepared statement already exists".
 */
export function preparingClient(options: {
  resetOnConnect: boolean;
  baseMode?: PlanMode;
  pools?: PlanModePools;
  fixedMode?: boolean;
}): typeof Client {
  const pools = options.pools ?? {};
  return class PreparingClient extends Client {
    /** Names this connection has prepared (at most MAX_PREPARED). */
    private readonly named = new Set<string>();
    /** The session's plan_cache_mode outside a transaction; undefined when not known. */
    private sessionMode: PlanMode | undefined = options.baseMode;
    /** True between BEGIN / START TRANSACTION and COMMIT / ROLLBACK sent on this connection. */
    private inTransaction = false;
    /** The mode set with SET LOCAL in the current transaction (undefined: the session's). */
    private transactionMode: PlanMode | undefined;

    constructor(config?: string | ClientConfig) {
      super(config);
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override connect(callback?: Callback): any {
      const ready = (super.connect() as Promise<void>).then(async () => {
        if (options.resetOnConnect) await super.query('DEALLOCATE ALL');
      });
      if (!callback) return ready;
      ready.then(
        () => (callback as (err?: Error) => void)(),
        (err: Error) => callback(err),
      );
      return undefined;
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(config: any, values?: any, callback?: any): any {
      if (typeof callback === 'function' || typeof config !== 'string') return super.query(config, values, callback);
      if (BEGIN.test(config)) {
        this.inTransaction = true;
        this.transactionMode = undefined;
      } else if (END.test(config)) {
        // COMMIT and ROLLBACK end the transaction and undo its SET LOCAL
        this.inTransaction = false;
        this.transactionMode = undefined;
      }
      if (!this.inTransaction && !options.fixedMode) {
        const wanted = isPreparable(config, values) ? planModeFor(config, values, true) : null;
        const pool = wanted && wanted !== options.baseMode ? pools[wanted] : undefined;
        if (pool) return forward(pool, config, values);
      }
      let name: string | undefined;
      if (isPreparable(config, values)) {
        const candidate = statementName(config);
        if (this.named.has(candidate) || this.named.size < MAX_PREPARED) name = candidate;
      }
      const mode = options.fixedMode ? null : planModeFor(config, values, name !== undefined);
      const current = this.inTransaction ? (this.transactionMode ?? this.sessionMode) : this.sessionMode;
      if (mode && !planModeFits(current, mode, name !== undefined)) {
        const local = this.inTransaction;
        if (local) this.transactionMode = mode;
        else this.sessionMode = mode;
        const forget = () => {
          if (local) this.transactionMode = undefined;
          else this.sessionMode = undefined;
        };
        // queued before the statement, on the same connection; a failure (an aborted
        // transaction) makes the mode unknown again, and the statement fails the same way
        (super.query(`SET ${local ? 'LOCAL ' : ''}plan_cache_mode = ${PLAN_CACHE_MODE[mode]}`) as Promise<unknown>).catch(forget);
      }
      if (name) this.named.add(name);
      return (name ? super.query({ name, text: config, values }) : super.query(config, values)) as Promise<unknown>;
    }
  };
}

/**
 * Runs one statement on a connection of `pool` (a plan mode's pool) and releases it; a connection
 * that failed for another reason than the statement (network, server gone) is discarded.
 */
async function forward(pool: Pool, text: string, values: unknown): Promise<unknown> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await client.query(text, values as unknown[]);
  } catch (err) {
    if (!(err instanceof DatabaseError)) broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}
