/**
 * The one column mapper of hand-written reads: PostgreSQL `numeric`/`bigint` columns come back as
 * strings and `date` columns as `Date` objects; the API answers numbers and `YYYY-MM-DD`.
 */

/** A driver row. */
export type DbRow = Record<string, unknown>;

/** 'YYYY-MM-DD' of a date column (pg returns Date objects for `date`); null stays null. */
export function toDateString(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${v.getFullYear()}-${p(v.getMonth() + 1)}-${p(v.getDate())}`;
  }
  return String(v).slice(0, 10);
}

/** A number, or null for null/undefined. */
export function toNumberOrNull(v: unknown): number | null {
  return v === null || v === undefined ? null : Number(v);
}

/** Which columns to convert: `numeric` to numbers, `date` to 'YYYY-MM-DD'. */
export interface ColumnTypes {
  numeric?: readonly string[];
  date?: readonly string[];
}

/** A copy of `row` with the `numeric` and `date` columns converted (absent columns are left absent). */
export function mapColumns<T extends DbRow>(row: T, types: ColumnTypes): T {
  const out: DbRow = { ...row };
  for (const k of types.numeric ?? []) if (k in out) out[k] = toNumberOrNull(out[k]);
  for (const k of types.date ?? []) if (k in out) out[k] = toDateString(out[k]);
  return out as T;
}

/** {@link mapColumns} over a list. */
export function mapRows<T extends DbRow>(rows: T[], types: ColumnTypes): T[] {
  return rows.map((r) => mapColumns(r, types));
}
