import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { guardedUpdate, type VersionedTable } from '../../common/concurrency/concurrency';
import { mapRows } from '../../common/database/row-mapper';
import { raw, sql } from '../../common/tenancy/sql';
import { type Queryable, type Row, TenantQuery } from '../../common/tenancy/tenant-query';

/** The aid table for the optimistic-concurrency guard (scoped on the client). */
export const STATE_AIDS_TABLE: VersionedTable = { table: 'state_aids', notFound: 'state_aids.not_found' };

/** The columns of an aid as the API shows it (StateAidView), with the client's name. */
const AID_COLUMNS = raw(
  `s.id, s.client_id, c.business_name AS client_name, s.grant_date, s.granting_body, s.measure_title, s.car, s.cor, s.cup,
   s.regulation, s.instrument, s.aid_element_cents, s.nominal_amount_cents, s.announcement_id, s.negotiation_id,
   s.created_by, s.updated_by, s.version, s.created_at, s.updated_at`,
);
const AID_TYPES = { numeric: ['aid_element_cents', 'nominal_amount_cents'], date: ['grant_date'] } as const;

/** Most clients followed when gathering a single undertaking (a guard against a runaway graph). */
export const MAX_UNDERTAKING_CLIENTS = 200;

/** The client and related-enterprise rows the single undertaking is built from. */
export interface UndertakingRows {
  clients: Row[];
  relations: Row[];
}

/**
 * The SQL of the aid received by clients (table `state_aids`, entity StateAid, migration 0028;
 * docs/domain.md#de-minimis). Every statement goes through a {@link TenantQuery} of the route's
 * environment and carries `tq.owns('state_aids')` (or the clients' scope): an aid is read or
 * written only when its client belongs to that environment. Whether the user may see the client
 * is the caller's check (ClientsService.assertVisible).
 */
@Injectable()
export class StateAidsRepository {
  /** The environment's query helper on `db` (the DataSource or a transaction). */
  tenant(db: Queryable, projectId: number): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /** The aid of the clients `clientIds`, newest grant first, amounts as numbers and dates `YYYY-MM-DD`. */
  async ofClients(tq: TenantQuery, clientIds: number[]): Promise<Row[]> {
    const rows = await tq.query(
      sql`SELECT ${AID_COLUMNS} FROM state_aids s JOIN clients c ON c.id = s.client_id
          WHERE ${tq.owns('state_aids', 's')} AND s.client_id = ANY(${clientIds}) ORDER BY s.grant_date DESC, s.id DESC`,
    );
    return mapRows(rows, AID_TYPES);
  }

  /** One aid of the client as StateAidView, or undefined. */
  async one(tq: TenantQuery, clientId: number, id: number): Promise<Row | undefined> {
    const rows = await tq.query(
      sql`SELECT ${AID_COLUMNS} FROM state_aids s JOIN clients c ON c.id = s.client_id
          WHERE ${tq.owns('state_aids', 's')} AND s.id = ${id} AND s.client_id = ${clientId}`,
    );
    return mapRows(rows, AID_TYPES)[0];
  }

  /**
   * Adds an aid to the client; answers its id.
   * @throws NotFoundException (404) when the client is not in the environment.
   */
  async insert(tq: TenantQuery, values: Row): Promise<number> {
    const row = await tq.repo('state_aids').insert(values, 'clients.not_found');
    return row.id as number;
  }

  /**
   * The guarded write of an aid (common/concurrency): bumps its version and sets `set`; run it
   * first in the transaction, also before a delete.
   * @throws NotFoundException 404 when the aid is not the client's; StaleRecordException 409 on a stale `expected`.
   */
  async guardedWrite(
    em: EntityManager,
    clientId: number,
    id: number,
    guard: { expected: number | undefined; userId: number },
    set: Row = {},
  ) {
    await guardedUpdate(em, STATE_AIDS_TABLE, { id, scope: { client_id: clientId }, expected: guard.expected, userId: guard.userId, set });
  }

  /** Deletes one aid of the client (in the environment). */
  async delete(tq: TenantQuery, clientId: number, id: number): Promise<void> {
    await tq.repo('state_aids').delete({ id, client_id: clientId });
  }

  /** True when the announcement is one the environment sees (global or its own). */
  async announcementVisible(tq: TenantQuery, id: number): Promise<boolean> {
    return (await tq.repo('announcements').count({ id })) > 0;
  }

  /** True when the negotiation is the client's, in the environment. */
  async negotiationOfClient(tq: TenantQuery, id: number, clientId: number): Promise<boolean> {
    return (await tq.repo('negotiations').count({ id, client_id: clientId })) > 0;
  }

  /**
   * The de minimis data of the announcements `ids` the environment sees (global or its own): whether the
   * call is under the de minimis scheme (`aid_scheme_de_minimis`), its maximum aid (`grant_max`,
   * EUR, numeric text or null), closing date (`YYYY-MM-DD` or null) and de minimis regulation
   * (`de_minimis_regulation`, docs/domain.md#de-minimis-regulations; null: general).
   */
  async announcementsDeMinimis(tq: TenantQuery, ids: number[]): Promise<Row[]> {
    const rows = await tq.query(
      sql`SELECT a.id, a.aid_scheme_de_minimis, a.de_minimis_regulation, a.grant_max, a.end_date FROM announcements a
          WHERE ${tq.sharedScope('a')} AND a.id = ANY(${ids})`,
    );
    return mapRows(rows, { date: ['end_date'] });
  }

  /**
   * The clients among `clientIds` that may have a single undertaking larger than themselves: they
   * declare a control link (`connected`, or a partner stake over 50 %), or another client of the
   * environment declares them (by partita IVA or codice fiscale) in such a link, or they recorded a
   * merger or split (`undertaking_operations`, migration 0042). The others are a single
   * undertaking of one (docs/domain.md#de-minimis), with no graph to walk.
   */
  async withControlLinks(tq: TenantQuery, clientIds: number[]): Promise<number[]> {
    const rows = await tq.query(
      sql`SELECT c.id FROM clients c WHERE ${tq.scope('c')} AND c.id = ANY(${clientIds}) AND (EXISTS (
            SELECT 1 FROM client_company_relations r JOIN clients o ON o.id = r.client_id AND o.project_id = c.project_id
             WHERE (r.kind = 'connected' OR (r.kind = 'associated' AND r.share_percent > 50))
               AND (r.client_id = c.id OR upper(replace(r.vat_number, ' ', '')) IN (upper(c.vat_number), upper(c.fiscal_code))))
            OR EXISTS (SELECT 1 FROM undertaking_operations u WHERE u.client_id = c.id AND u.project_id = c.project_id))`,
    );
    return rows.map((r) => r.id as number);
  }

  /**
   * The clients and related enterprises around `clientId` (docs/domain.md#de-minimis): starting
   * from the client, every related enterprise it declares (`client_company_relations`); a related
   * enterprise whose partita IVA or codice fiscale is another client's of the environment is that
   * client, whose own relations are read in turn, and so is a client that declares one of the
   * gathered clients as its related enterprise. Linked (`connected`) relations and partner stakes
   * over 50 % are followed; the others are read but lead nowhere. Stops at
   * {@link MAX_UNDERTAKING_CLIENTS} clients. `clientId` may be several clients to start from (the
   * client and the merged or former enterprises that are clients: readSingleUndertaking).
   */
  async undertakingRows(tq: TenantQuery, clientId: number | number[]): Promise<UndertakingRows> {
    const clients = new Map<number, Row>();
    const relations = new Map<number, Row>();
    const visited = new Set<number>();
    const norm = (v: unknown) =>
      String(v ?? '')
        .replace(/\s/g, '')
        .toUpperCase();
    let frontier = Array.isArray(clientId) ? [...new Set(clientId)] : [clientId];
    while (frontier.length && visited.size < MAX_UNDERTAKING_CLIENTS) {
      for (const id of frontier) visited.add(id);
      const found = await tq.query(
        sql`SELECT c.id, c.business_name, c.vat_number, c.fiscal_code FROM clients c WHERE ${tq.scope('c')} AND c.id = ANY(${frontier})`,
      );
      for (const c of found) clients.set(c.id as number, c);
      const codes = found.flatMap((c) => [norm(c.vat_number), norm(c.fiscal_code)]).filter(Boolean);
      const rels = await tq.query(
        sql`SELECT r.id, r.client_id, r.kind, r.name, r.vat_number, r.share_percent FROM client_company_relations r
            WHERE ${tq.owns('client_company_relations', 'r')}
              AND (r.client_id = ANY(${frontier}) OR upper(replace(r.vat_number, ' ', '')) = ANY(${codes}))
            ORDER BY r.id`,
      );
      for (const r of rels)
        relations.set(r.id as number, { ...r, share_percent: r.share_percent === null ? null : Number(r.share_percent) });
      // every related enterprise (and every declaring enterprise) that is a client is named as such; only the linked ones are followed
      const named = [...new Set(rels.map((r) => norm(r.vat_number)).filter(Boolean))];
      const owners = [...new Set(rels.map((r) => r.client_id as number))].filter((id) => !clients.has(id));
      const byCode = await tq.query(
        sql`SELECT c.id, c.business_name, c.vat_number, c.fiscal_code FROM clients c
            WHERE ${tq.scope('c')} AND (c.vat_number = ANY(${named}) OR upper(c.fiscal_code) = ANY(${named}) OR c.id = ANY(${owners}))`,
      );
      for (const c of byCode) if (!clients.has(c.id as number)) clients.set(c.id as number, c);
      const follows = rels.filter((r) => r.kind === 'connected' || (r.kind === 'associated' && Number(r.share_percent) > 50));
      const followed = new Set(follows.map((r) => norm(r.vat_number)).filter(Boolean));
      const next = new Set([
        ...byCode.filter((c) => followed.has(norm(c.vat_number)) || followed.has(norm(c.fiscal_code))).map((c) => c.id as number),
        ...follows.map((r) => r.client_id as number),
      ]);
      frontier = [...next].filter((id) => !visited.has(id)).slice(0, MAX_UNDERTAKING_CLIENTS - visited.size);
    }
    return { clients: [...clients.values()], relations: [...relations.values()] };
  }
}
