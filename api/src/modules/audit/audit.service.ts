import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditAction } from '@bandi/domain';
import type { Paginated } from '../../common/http/pagination';
import { toDateString } from '../../common/database/row-mapper';
import { AuditRepository } from './audit.repository';

/** One audit entry: who (user_id), when (created_at), which record (entity, entity_id), what (action, changes). */
export interface AuditEntry {
  id: number;
  project_id: number | null;
  user_id: number | null;
  user_name: string | null;
  entity: string;
  entity_id: number | null;
  action: AuditAction;
  changes: AuditChanges | null;
  created_at: string;
}

/** `fields`: the changed field names; `values`: before/after of each (see {@link diffFields}); other keys: action details. */
export interface AuditChanges {
  fields: string[];
  values?: Record<string, { from: unknown; to: unknown }>;
  [extra: string]: unknown;
}

/** One entry to write: who (`userId`), which environment (`projectId`, null for a global record), which record, what. */
export interface AuditRecord {
  userId: number | null;
  projectId: number | null;
  entity: string;
  entityId: number | null;
  /** One of AUDIT_ACTIONS (@bandi/domain). */
  action: AuditAction;
  changes?: AuditChanges | null;
}

/**
 * The audit log (docs/api.md#audit-log): any module records who changed what and when, inside
 * the caller's transaction, so a failed change leaves no entry. Its SQL is AuditRepository's.
 */
@Injectable()
export class AuditService {
  private readonly repo: AuditRepository;

  /** `dataSource`: the database of the entries written outside a transaction and of the reads. */
  constructor(dataSource: DataSource) {
    this.repo = new AuditRepository(dataSource);
  }

  /**
   * Writes one entry. `em`: the caller's transaction manager (or none). `project_id`: the
   * environment the change belongs to (null for global records).
   */
  async record(em: EntityManager | null, entry: AuditRecord): Promise<void> {
    await this.repo.insert(em, entry);
  }

  /**
   * Entries of one record, newest first. `projectIds`: the environments whose entries may be
   * shown (null entries, i.e. global changes, are always included); undefined = all.
   */
  list(
    entity: string,
    entityId: number,
    opts: { projectIds?: number[]; skip?: number; take?: number } = {},
  ): Promise<Paginated<AuditEntry>> {
    return this.repo.page(entity, entityId, opts);
  }
}

/**
 * The largest before/after value of an array or object field the audit log keeps, in characters
 * of its JSON (e.g. a list of ATECO codes, a seat): a larger one is only named in `fields`
 * (docs/api.md#audit-log). Text and numbers are always kept.
 */
export const AUDIT_VALUE_MAX_CHARS = 2000;

/**
 * Keys of the rows of a collection that are storage identity, not content: a collection saved by
 * replacing its rows gets new ones on every save, so they are left out of comparisons and values.
 */
const ROW_IDENTITY_KEYS = new Set(['id', 'client_id', 'relation_id', 'announcement_id', 'created_at', 'updated_at']);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);

/**
 * A value as the log keeps and shows it: `''` and undefined are null, a `Date` is 'YYYY-MM-DD'
 * (midnight) or its ISO instant, rows of arrays lose their identity keys, null members of objects go.
 */
export function auditValue(v: unknown, inRow = false): unknown {
  if (v === undefined || v === null || v === '') return null;
  if (v instanceof Date) {
    const midnight = v.getHours() === 0 && v.getMinutes() === 0 && v.getSeconds() === 0 && v.getMilliseconds() === 0;
    return midnight ? toDateString(v) : v.toISOString();
  }
  if (Array.isArray(v)) return v.map((x) => auditValue(x, true));
  if (isPlainObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) {
      if (inRow && ROW_IDENTITY_KEYS.has(k)) continue;
      const x = auditValue(v[k], inRow);
      if (x !== null) out[k] = x;
    }
    return out;
  }
  return v;
}

/** Comparable form of {@link auditValue}: a decimal text ("1000.00", as PostgreSQL `numeric` answers) is its number. */
function comparable(v: unknown): unknown {
  if (typeof v === 'string' && /^-?(0|[1-9]\d*)(\.\d+)?$/.test(v)) return Number(v);
  if (Array.isArray(v)) return v.map(comparable);
  if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, comparable(x)]));
  return v;
}

/** Whether two values are the same for the audit log (see {@link auditValue}). */
export function sameAuditValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(auditValue(a))) === JSON.stringify(comparable(auditValue(b)));
}

/**
 * The changes between two views of a record (docs/api.md#audit-log): among `keys`, those present
 * in `after` whose value differs from `before` (null before: a creation, every non-empty key).
 * Values are compared normalised ({@link auditValue}: '' = null, dates as 'YYYY-MM-DD', "1000.00" =
 * 1000, key order and row ids ignored), so `before` and `after` should have the shape the API
 * answers (read the same way before and after the write). An object on both sides is compared
 * member by member and its changed members logged as `key.member` (e.g.
 * `client_legal_location.city`). `values` holds `{from, to}` of each changed field; an array or
 * object whose JSON exceeds {@link AUDIT_VALUE_MAX_CHARS} is only named in `fields`.
 */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown>, keys: string[]): AuditChanges {
  const fields: string[] = [];
  const values: Record<string, { from: unknown; to: unknown }> = {};
  const visit = (field: string, a: unknown, b: unknown) => {
    if (sameAuditValue(a, b)) return;
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) visit(`${field}.${k}`, a[k], b[k]);
      return;
    }
    fields.push(field);
    const from = auditValue(a);
    const to = auditValue(b);
    const big = (v: unknown) => v !== null && typeof v === 'object' && JSON.stringify(v).length > AUDIT_VALUE_MAX_CHARS;
    if (!big(from) && !big(to)) values[field] = { from, to };
  };
  for (const k of keys) {
    if (!(k in after)) continue;
    visit(k, before ? before[k] : undefined, after[k]);
  }
  return { fields, values };
}
