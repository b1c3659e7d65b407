import { guardedUpdate } from '../concurrency/concurrency';
import { ident, joinSql, raw, Sql, sql } from './sql';
import { type ChildTable, TENANT_CHILD_TABLES, TENANT_TABLES } from './tenant-tables';
import { apiError } from '../http/api-error';
import type { ApiErrorCode } from '@bandi/domain';

/** Anything that runs SQL: a DataSource, an EntityManager (a transaction). */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A database row as the driver answers it. */
export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Thrown when a statement run through {@link TenantQuery} carries no environment condition. */
export class UnscopedStatementError extends Error {
  constructor(text: string) {
    super(`Statement without the environment condition: ${text.slice(0, 200)}`);
  }
}

/** The environment condition fragment; {@link TenantQuery.query} looks for one of its own. */
class ScopeSql extends Sql {
  constructor(
    strings: readonly string[],
    values: readonly unknown[],
    readonly owner: TenantQuery,
  ) {
    super(strings, values);
  }
}

function hasScope(s: Sql, owner: TenantQuery): boolean {
  if (s instanceof ScopeSql && s.owner === owner) return true;
  return s.values.some((v) => v instanceof Sql && hasScope(v, owner));
}

/** The rows of a driver answer: TypeORM's pg runner answers `[rows, count]` for UPDATE/DELETE ... RETURNING. */
function unwrapRows<T>(rows: unknown): T[] {
  if (Array.isArray(rows) && rows.length === 2 && Array.isArray(rows[0]) && typeof rows[1] === 'number') return rows[0] as T[];
  return rows as T[];
}

/** Equality conditions: `null` is IS NULL, an array is `= ANY(...)`. Keys are column names. */
export type Where = Record<string, unknown>;

/**
 * Data access bound to one environment (docs/architecture.md, "Tenancy in data access"): the
 * project id is given once and every statement carries it as a bound parameter.
 *
 * - {@link scope}, {@link sharedScope}, {@link owns}: the environment conditions to put in a
 *   hand-written statement; {@link query} refuses a statement without one of them
 *   ({@link UnscopedStatementError}), so a query cannot forget the environment.
 * - {@link repo}: find/findOne/count/insert/update/delete on one owned or child table.
 *
 * `projectId` null is the global area: the conditions then select the global rows
 * (`project_id IS NULL`) of the shared tables.
 */
export class TenantQuery {
  constructor(
    readonly db: Queryable,
    readonly projectId: number | null,
  ) {}

  /** The same environment on another connection or transaction. */
  on(db: Queryable): TenantQuery {
    return new TenantQuery(db, this.projectId);
  }

  /** `alias.project_id = $n` (global area: `alias.project_id IS NULL`). */
  scope(alias?: string): Sql {
    const col = alias ? `${alias}.project_id` : 'project_id';
    if (this.projectId === null) return new ScopeSql([`${col} IS NULL`], [], this);
    return new ScopeSql([`${col} = `, ''], [this.projectId], this);
  }

  /** Rows of a shared table this environment sees: the global ones and its own. */
  sharedScope(alias?: string): Sql {
    const col = alias ? `${alias}.project_id` : 'project_id';
    if (this.projectId === null) return new ScopeSql([`${col} IS NULL`], [], this);
    return new ScopeSql([`(${col} IS NULL OR ${col} = `, ')'], [this.projectId], this);
  }

  /**
   * Condition that the row of child table `child` (alias `alias`) belongs to a parent of this
   * environment: `EXISTS (SELECT 1 FROM <parent> p WHERE p.id = alias.fk AND <scope>)`.
   */
  owns(child: string, alias?: string): Sql {
    const c = TENANT_CHILD_TABLES[child];
    if (!c) throw new Error(`Not a declared child table: ${child}`);
    const fk = alias ? `${alias}.${c.fk}` : `${child}.${c.fk}`;
    const parentScope = TENANT_TABLES[c.parent]?.shared ? this.sharedScope('tp') : this.scope('tp');
    return new ScopeSql([`EXISTS (SELECT 1 FROM ${c.parent} tp WHERE tp.id = ${fk} AND `, ')'], [parentScope], this);
  }

  /**
   * Runs a statement built with `sql\`...\``; values are bound parameters.
   * @throws UnscopedStatementError when the statement has no condition of this environment.
   */
  async query<T = Row>(statement: Sql): Promise<T[]> {
    const { text, params } = statement.compile();
    if (!hasScope(statement, this)) throw new UnscopedStatementError(text);
    return unwrapRows<T>(await this.db.query(text, params));
  }

  /** First row of {@link query}, or undefined. */
  async one<T = Row>(statement: Sql): Promise<T | undefined> {
    return (await this.query<T>(statement))[0];
  }

  /** The scoped repository of an owned or child table. */
  repo(table: string): ScopedRepository {
    return new ScopedRepository(this, table);
  }
}

/**
 * CRUD on one environment-owned table through a {@link TenantQuery}: every read, update and
 * delete carries the environment condition (the owned table's `project_id`, or the parent's for
 * a child table); an insert sets `project_id` (owned table) or first checks the parent belongs to
 * the environment (child table, 404 `notFound` otherwise). Column names are checked identifiers.
 */
export class ScopedRepository {
  private readonly child: ChildTable | undefined;
  private readonly owned: { shared: boolean } | undefined;

  constructor(
    readonly tenant: TenantQuery,
    readonly table: string,
  ) {
    this.child = TENANT_CHILD_TABLES[table];
    this.owned = TENANT_TABLES[table];
    if (!this.child && !this.owned) throw new Error(`Not an environment-owned table: ${table}`);
  }

  /** The environment condition on alias `t`. */
  private scopeCond(): Sql {
    if (this.child) return this.tenant.owns(this.table, 't');
    return this.owned?.shared ? this.tenant.sharedScope('t') : this.tenant.scope('t');
  }

  private where(where: Where): Sql {
    const parts = [this.scopeCond()];
    for (const [col, v] of Object.entries(where)) {
      const c = sql`t.${ident(col)}`;
      if (v === null) parts.push(sql`${c} IS NULL`);
      else if (Array.isArray(v)) parts.push(sql`${c} = ANY(${v})`);
      else parts.push(sql`${c} = ${v}`);
    }
    return joinSql(parts, ' AND ');
  }

  /**
   * Rows matching `where`. `columns`: column names (default all); `orderBy`: a constant ORDER BY
   * list of the caller (never input), e.g. `'t.id'`.
   */
  find(where: Where = {}, opts: { columns?: string[]; orderBy?: string; limit?: number; offset?: number } = {}): Promise<Row[]> {
    const cols = opts.columns
      ? joinSql(
          opts.columns.map((c) => sql`t.${ident(c)}`),
          ', ',
        )
      : raw('t.*');
    let s = sql`SELECT ${cols} FROM ${raw(this.table)} t WHERE ${this.where(where)}`;
    if (opts.orderBy) s = sql`${s} ORDER BY ${raw(opts.orderBy)}`;
    if (opts.limit !== undefined) s = sql`${s} LIMIT ${opts.limit}`;
    if (opts.offset !== undefined) s = sql`${s} OFFSET ${opts.offset}`;
    return this.tenant.query(s);
  }

  /** The first row matching `where`, or undefined. */
  async findOne(where: Where, opts: { columns?: string[]; orderBy?: string } = {}): Promise<Row | undefined> {
    return (await this.find(where, { ...opts, limit: 1 }))[0];
  }

  /** Number of rows matching `where`. */
  async count(where: Where = {}): Promise<number> {
    const [r] = await this.tenant.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${raw(this.table)} t WHERE ${this.where(where)}`);
    return r.n;
  }

  /**
   * Inserts one row and answers it (`RETURNING *`). Owned table: `project_id` is the
   * environment's. Child table: the parent (`values[fk]`) must belong to the environment.
   * @throws ApiError (404 `notFound`) when the parent is not in the environment.
   */
  async insert(values: Row, notFound: ApiErrorCode = 'request.parent_not_found'): Promise<Row> {
    return (await this.insertMany([values], notFound))[0];
  }

  /**
   * Inserts rows in one statement (all rows must have the same keys) and answers them in order;
   * the parents of a child table are checked once.
   * @throws ApiError (404 `notFound`) when a parent is not in the environment.
   */
  async insertMany(values: Row[], notFound: ApiErrorCode = 'request.parent_not_found'): Promise<Row[]> {
    if (!values.length) return [];
    let rows = values;
    if (this.child) {
      const fk = this.child.fk;
      const ids = [...new Set(rows.map((r) => r[fk]))];
      const found = await this.tenant.repo(this.child.parent).count({ id: ids });
      if (found !== ids.length) throw apiError(notFound);
    } else {
      rows = rows.map((r) => ({ ...r, project_id: this.tenant.projectId }));
    }
    const cols = Object.keys(rows[0]);
    const tuples = rows.map(
      (r) =>
        sql`(${joinSql(
          cols.map((c) => sql`${r[c]}`),
          ', ',
        )})`,
    );
    const statement = sql`INSERT INTO ${raw(this.table)} (${joinSql(cols.map(ident), ', ')}) VALUES ${joinSql(tuples, ', ')} RETURNING *`;
    const { text, params } = statement.compile();
    return unwrapRows(await this.tenant.db.query(text, params));
  }

  /** Sets `values` on the rows matching `where`; answers the updated rows. */
  update(where: Where, values: Row): Promise<Row[]> {
    const cols = Object.keys(values);
    if (!cols.length) return this.find(where);
    const sets = joinSql(
      cols.map((c) => sql`${ident(c)} = ${values[c]}`),
      ', ',
    );
    return this.tenant.query(sql`UPDATE ${raw(this.table)} t SET ${sets} WHERE ${this.where(where)} RETURNING t.*`);
  }

  /**
   * The optimistic-concurrency write of one row of an owned, versioned table
   * (common/concurrency): bumps `version`, sets `values`, scoped to the environment.
   * @throws ApiError 404 (`notFound`) when the row is not in the environment.
   * @throws StaleRecordException 409 when `expected` is stale.
   */
  async guardedUpdate(
    id: number,
    guard: { expected: number | undefined; userId: number | null; notFound: ApiErrorCode },
    values: Row = {},
  ): Promise<Row> {
    if (!this.owned) throw new Error(`guardedUpdate on a child table: ${this.table}`);
    if (this.owned.shared) {
      // global rows have no project_id: check the row is visible here, then guard by id
      if (!(await this.findOne({ id }, { columns: ['id'] }))) throw apiError(guard.notFound);
      return guardedUpdate(
        this.tenant.db as never,
        { table: this.table, notFound: guard.notFound },
        {
          id,
          expected: guard.expected,
          userId: guard.userId,
          set: values,
        },
      );
    }
    return guardedUpdate(
      this.tenant.db as never,
      { table: this.table, notFound: guard.notFound },
      {
        id,
        scope: { project_id: this.tenant.projectId },
        expected: guard.expected,
        userId: guard.userId,
        set: values,
      },
    );
  }

  /** Deletes the rows matching `where`; answers how many. */
  async delete(where: Where): Promise<number> {
    const rows = await this.tenant.query(sql`DELETE FROM ${raw(this.table)} t WHERE ${this.where(where)} RETURNING 1 AS x`);
    return rows.length;
  }
}
