import { Injectable } from '@nestjs/common';
import { joinSql, raw, type Sql, sql } from '../../common/tenancy/sql';
import { type Queryable, TenantQuery } from '../../common/tenancy/tenant-query';
import { AnnouncementsRepository } from '../announcements/announcements.repository';
import { callVisibility } from '../calls/call-visibility';
import { ClientsRepository } from '../clients/clients.repository';
import type { User } from '../users/user.entity';
import type { SearchType } from './search.response';

/**
 * The term of one search, prepared by SearchService: lower-case text and LIKE patterns (with `%`,
 * `_` and `\` escaped), and the identifier form of the term (P.IVA compacted, codice fiscale in
 * upper case) when it looks like one.
 */
export interface SearchTerm {
  /** The term in lower case, trimmed. */
  lower: string;
  /** `lower`, escaped for LIKE: equality without wildcards. */
  exact: string;
  /** `exact%`: starts with the term. */
  prefix: string;
  /** `% exact%`: a word of the text starts with the term. */
  word: string;
  /** `%exact%`: contains the term. */
  contains: string;
  /** The client text pattern (`%…%`): a P.IVA written as "IT 001…" compacted, otherwise `contains`. */
  clientContains: string;
  /** The identifier form (11 digits or 16 characters), or null when the term is not one. */
  code: string | null;
}

/** One row of a search answer before formatting (SearchService builds subtitle and address). */
export interface SearchRow {
  type: SearchType;
  id: number;
  title: string;
  /** Per type: client P.IVA; referent e-mail; announcement scope; call type; negotiation client name. */
  a: string | null;
  /** Per type: client comune; referent organisation; announcement closing date; call date; negotiation stage. */
  b: string | null;
  /** Per type: client codice fiscale; call status; negotiation client id (text). */
  c: string | null;
  /** 0 exact identifier or name, 1 prefix, 2 a word starts with the term, 3 contains it. */
  rank: number;
}

/** Candidates read per group and tier before ranking: bounds the work of a common term. */
export const SEARCH_CANDIDATES = 100;

/**
 * The SQL of the global search (issue 37; docs/api.md, "Global search"): ONE statement per
 * request, a UNION ALL of the groups the user may see, each ranked and cut at `limit`. Every group
 * reads through the visibility conditions of its own module: ClientsRepository.visible (clients,
 * and the clients of negotiations), AnnouncementsRepository.visibility, callVisibility, the
 * environment scope for referents. Candidates come from indexes in tiers (exact identifier by
 * btree, prefix by the (project_id, search_text text_pattern_ops) index, substring by the trigram
 * indexes; migrations 0016, 0022, 0026), each tier cut at {@link SEARCH_CANDIDATES}, then ranked.
 */
@Injectable()
export class SearchRepository {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly announcements: AnnouncementsRepository,
  ) {}

  /**
   * The hits of `term` in environment `projectId` for the `groups` asked, at most `limit` per
   * group: `{type, id, title, a, b, c, rank}` in no particular order (SearchService ranks them).
   */
  async search(
    db: Queryable,
    projectId: number,
    user: User,
    term: SearchTerm,
    groups: ReadonlySet<SearchType>,
    limit: number,
  ): Promise<SearchRow[]> {
    if (!groups.size) return [];
    const tq = new TenantQuery(db, projectId);
    const ctes: Sql[] = [];
    const hits: Sql[] = [];
    // the clients matching the term: the client group, and the client names of call logs and negotiations
    if (groups.has('client') || groups.has('call') || groups.has('negotiation'))
      ctes.push(sql`client_cand AS (${this.clientCandidates(tq, user, term)})`);
    if (groups.has('client')) hits.push(this.clientHits(tq, user, term, limit));
    if (groups.has('referent')) hits.push(this.referentHits(tq, term, limit));
    if (groups.has('announcement')) hits.push(this.announcementHits(tq, user, term, limit));
    if (groups.has('call')) hits.push(this.callHits(tq, user, term, limit));
    if (groups.has('negotiation')) hits.push(this.negotiationHits(tq, user, term, limit));
    const statement = sql`${ctes.length ? sql`WITH ${joinSql(ctes, ', ')} ` : raw('')}${joinSql(
      hits.map((h) => sql`(${h})`),
      ' UNION ALL ',
    )}`;
    return tq.query<SearchRow>(statement);
  }

  /** Candidate clients `{id, r}` (r: 0 identifier, 1 prefix, 2 word, 3 substring), visible to the user. */
  private clientCandidates(tq: TenantQuery, user: User, t: SearchTerm): Sql {
    // a referent user sees only its linked clients: the narrow table is checked against them
    const narrow = (alias: string) =>
      user.type === 'referent'
        ? sql` AND EXISTS (SELECT 1 FROM clients cv WHERE cv.id = ${raw(alias)}.client_id AND ${this.clients.visible(tq, user, 'cv')})`
        : raw('');
    const tiers: Sql[] = [];
    if (t.code) {
      tiers.push(
        sql`(SELECT c0.id, 0 AS r FROM clients c0 WHERE ${this.clients.visible(tq, user, 'c0')} AND (c0.vat_number = ${t.code} OR c0.fiscal_code = ${t.code}) LIMIT ${SEARCH_CANDIDATES})`,
      );
    }
    tiers.push(
      sql`(SELECT s0.client_id AS id, 1 AS r FROM client_search s0 WHERE ${tq.scope('s0')}${narrow('s0')} AND s0.search_text LIKE ${t.prefix} LIMIT ${SEARCH_CANDIDATES})`,
      sql`(SELECT s1.client_id AS id, CASE WHEN s1.search_text LIKE ${t.word} THEN 2 ELSE 3 END AS r FROM client_search s1
            WHERE ${tq.scope('s1')}${narrow('s1')} AND s1.search_text LIKE ${t.clientContains} LIMIT ${SEARCH_CANDIDATES})`,
    );
    return joinSql(tiers, ' UNION ALL ');
  }

  private clientHits(tq: TenantQuery, user: User, t: SearchTerm, limit: number): Sql {
    return sql`SELECT 'client' AS type, c.id, c.business_name AS title, c.vat_number AS a, c.city AS b, c.fiscal_code AS c,
        CASE WHEN lower(c.business_name) = ${t.lower} THEN 0 ELSE m.r END AS rank
      FROM (SELECT id, min(r) AS r FROM client_cand GROUP BY id) m JOIN clients c ON c.id = m.id
     WHERE ${this.clients.visible(tq, user, 'c')}
     ORDER BY rank, length(c.business_name), c.business_name, c.id LIMIT ${limit}`;
  }

  private referentHits(tq: TenantQuery, t: SearchTerm, limit: number): Sql {
    const name = raw(`lower(r.name || ' ' || r.surname)`);
    const reversed = raw(`lower(r.surname || ' ' || r.name)`);
    const email = raw(`lower(coalesce(r.email, ''))`);
    // the expression of the trigram index referents_search_trgm_idx (migration 0045): change both together
    const text = raw(
      `lower(r.name || ' ' || r.surname || ' ' || r.surname || ' ' || r.name || ' ' || coalesce(r.email, '') || ' ' || coalesce(r.organisation, ''))`,
    );
    return sql`SELECT 'referent' AS type, r.id, r.name || ' ' || r.surname AS title, r.email AS a, r.organisation AS b, NULL AS c,
        CASE WHEN ${name} = ${t.lower} OR ${reversed} = ${t.lower} OR ${email} = ${t.lower} THEN 0
             WHEN ${name} LIKE ${t.prefix} OR ${reversed} LIKE ${t.prefix} OR ${email} LIKE ${t.prefix} THEN 1
             WHEN ${text} LIKE ${t.word} THEN 2 ELSE 3 END AS rank
      FROM referents r WHERE ${tq.scope('r')} AND ${text} LIKE ${t.contains}
     ORDER BY rank, length(r.name || r.surname), r.surname, r.name, r.id LIMIT ${limit}`;
  }

  private announcementHits(tq: TenantQuery, user: User, t: SearchTerm, limit: number): Sql {
    const ctx = { user, projectId: tq.projectId };
    const tier = (rank: Sql, pattern: string) =>
      sql`(SELECT a.id, ${rank} AS r FROM announcements a WHERE ${this.announcements.visibility(tq, ctx)} AND a.name ILIKE ${pattern} LIMIT ${SEARCH_CANDIDATES})`;
    const cand = joinSql(
      [tier(raw('0'), t.exact), tier(raw('1'), t.prefix), tier(sql`CASE WHEN a.name ILIKE ${t.word} THEN 2 ELSE 3 END`, t.contains)],
      ' UNION ALL ',
    );
    return sql`SELECT 'announcement' AS type, a.id, a.name AS title, a.scope AS a, to_char(a.end_date, 'YYYY-MM-DD') AS b, NULL AS c, m.r AS rank
      FROM (SELECT id, min(r) AS r FROM (${cand}) x GROUP BY id) m JOIN announcements a ON a.id = m.id
     ORDER BY rank, length(a.name), a.id DESC LIMIT ${limit}`;
  }

  private callHits(tq: TenantQuery, user: User, t: SearchTerm, limit: number): Sql {
    const text = raw(`lower(coalesce(k.company_name, '') || ' ' || coalesce(k.note, ''))`);
    const who = raw(`lower(coalesce(c.business_name, k.company_name, ''))`);
    const cand = sql`(SELECT k.id FROM calls k WHERE ${callVisibility(tq, user, 'k')} AND ${text} LIKE ${t.contains} LIMIT ${SEARCH_CANDIDATES})
      UNION
      (SELECT k.id FROM calls k JOIN clients c ON c.id = k.client_id
        WHERE ${callVisibility(tq, user, 'k')} AND k.client_id IN (SELECT id FROM client_cand) AND lower(c.business_name) LIKE ${t.contains}
        LIMIT ${SEARCH_CANDIDATES})`;
    return sql`SELECT 'call' AS type, k.id, coalesce(c.business_name, k.company_name, '') AS title, k.type AS a,
        to_char(k.call_date, 'YYYY-MM-DD') AS b, k.status AS c,
        CASE WHEN ${who} = ${t.lower} THEN 0 WHEN ${who} LIKE ${t.prefix} THEN 1
             WHEN ' ' || ${who} || ' ' || ${text} LIKE ${t.word} THEN 2 ELSE 3 END AS rank
      FROM (${cand}) m JOIN calls k ON k.id = m.id LEFT JOIN clients c ON c.id = k.client_id
     ORDER BY rank, k.call_date DESC, k.id DESC LIMIT ${limit}`;
  }

  private negotiationHits(tq: TenantQuery, user: User, t: SearchTerm, limit: number): Sql {
    const cand = sql`(SELECT n.id FROM negotiations n JOIN clients c ON c.id = n.client_id
        WHERE ${tq.scope('n')} AND ${this.clients.visible(tq, user, 'c')} AND lower(n.title) LIKE ${t.contains} LIMIT ${SEARCH_CANDIDATES})
      UNION
      (SELECT n.id FROM negotiations n JOIN clients c ON c.id = n.client_id
        WHERE ${tq.scope('n')} AND ${this.clients.visible(tq, user, 'c')} AND n.client_id IN (SELECT id FROM client_cand)
          AND lower(c.business_name) LIKE ${t.contains} LIMIT ${SEARCH_CANDIDATES})`;
    return sql`SELECT 'negotiation' AS type, n.id, n.title, c.business_name AS a, n.stage AS b, n.client_id::text AS c,
        CASE WHEN lower(n.title) = ${t.lower} THEN 0 WHEN lower(n.title) LIKE ${t.prefix} THEN 1
             WHEN ' ' || lower(n.title) || ' ' || lower(c.business_name) LIKE ${t.word} THEN 2 ELSE 3 END AS rank
      FROM (${cand}) m JOIN negotiations n ON n.id = m.id JOIN clients c ON c.id = n.client_id
     ORDER BY rank, length(n.title), n.title, n.id LIMIT ${limit}`;
  }
}
