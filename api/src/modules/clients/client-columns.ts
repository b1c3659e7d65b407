import type { VersionedTable } from '../../common/concurrency/concurrency';

/** Scalar columns written from the body: the fields of ClientFields (client.fields.ts). */
export { CLIENT_SCALARS } from './client.fields';

/**
 * The orders of the client list (`?sort=`): a column key, `-key` for the descending order; `name`
 * (business name) is the default. Ties and empty values: empty last, then by id.
 */
export const CLIENT_SORT_KEYS = ['name', 'created_at', 'city', 'province', 'region', 'company_dimension', 'manager'] as const;
/** Every accepted value of `?sort=`: each key and `-key`. */
export const CLIENT_SORTS = CLIENT_SORT_KEYS.flatMap((k) => [k, `-${k}`]);

/** Statuses of a client (migration 0030): attivo, non attivo, archiviato. */
export const CLIENT_STATUSES = ['active', 'inactive', 'archived'] as const;

/** The clients table for the optimistic-concurrency guard. */
export const CLIENTS_TABLE: VersionedTable = { table: 'clients', notFound: 'clients.not_found' };
/** 422 message of an invalid body. */
export const INVALID = 'I dati inviati non sono validi';

/** A resolved seat: names and codes filled from the comuni table. */
export interface ResolvedLocation {
  primary: boolean;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  city_istat_code: string | null;
  province: string | null;
  region_code: string | null;
  nation: string;
}

/** A client in the registry list: the response DTO of client.response.ts (the OpenAPI contract). */
export type { ClientSummary } from './client.response';

/** What {@link ClientInputValidator.prepare} answers: normalised scalar columns and resolved seats. */
export interface PreparedClient {
  scalars: Record<string, unknown>;
  locations: { legal?: ResolvedLocation | null; others?: ResolvedLocation[] };
}

/** Numeric columns of the client row (PostgreSQL numeric: strings from the driver). */
export const CLIENT_NUMERIC = [
  'social_capital',
  'public_bodies_share',
  'latest_headcount',
  'latest_turnover',
  'latest_balance_sheet_total',
];
/** Date columns of the client row. */
export const CLIENT_DATES = ['constitution_date', 'registration_date'];
