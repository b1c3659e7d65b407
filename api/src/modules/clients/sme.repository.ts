/**
 * Storage side of the company dimension (Racc. 2003/361/CE, docs/domain.md "SME size"): reads and
 * writes the yearly figures (`client_history`), the related enterprises
 * (`client_company_relations`, with their yearly figures in `client_company_relation_history`)
 * and stores the result of `computeSmeDimension` (@bandi/domain) on the client. Rows of one client,
 * already found in the caller's environment: ClientsRepository and the clients service call these
 * functions inside their transaction; migration 0011 calls `recomputeDimension` for every client.
 */
import type { EntityManager } from 'typeorm';
import { computeSmeDimension, type InvestorKind, type RelationKind, type SmeRelatedEnterprise, type SmeResult } from '@bandi/domain';
import type { ClientInputDto, CompanyRelationDto } from './client.dto';
import { RELATION_LISTS } from './sme';

type Db = Pick<EntityManager, 'query'>;
type Row = Record<string, unknown>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const FIGURES = ['headcount', 'turnover', 'balance_sheet_total'] as const;
const figures = (r: Row) => Object.fromEntries(FIGURES.map((k) => [k, num(r[k])])) as Record<(typeof FIGURES)[number], number | null>;

/**
 * Writes the collections of the dimension that the body sends (each one sent replaces the stored
 * one): `clients_history` (with the `estimate` flag) and the three relation lists with their
 * investor kind, invested amount (EUR) and yearly figures.
 */
export async function writeSmeCollections(em: Db, id: number, dto: ClientInputDto): Promise<void> {
  if (dto.clients_history) {
    await em.query(`DELETE FROM client_history WHERE client_id = $1`, [id]);
    for (const h of dto.clients_history)
      await em.query(
        `INSERT INTO client_history (client_id, year, headcount, turnover, balance_sheet_total, estimate) VALUES ($1,$2,$3,$4,$5,$6)`,
        [id, h.year, h.headcount ?? null, h.turnover ?? null, h.balance_sheet_total ?? null, h.estimate ?? false],
      );
  }
  for (const [key, kind] of RELATION_LISTS) {
    const list = dto[key] as CompanyRelationDto[] | undefined;
    if (list === undefined) continue;
    await em.query(`DELETE FROM client_company_relations WHERE client_id = $1 AND kind = $2`, [id, kind]);
    for (const r of list) {
      const [row] = await em.query(
        `INSERT INTO client_company_relations (client_id, kind, name, vat_number, share_percent, headcount, turnover, balance_sheet_total, note, investor_kind, invested_amount)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) RETURNING id`,
        [
          id,
          kind,
          r.name,
          r.vat_number ?? null,
          r.share_percent ?? null,
          r.headcount ?? null,
          r.turnover ?? null,
          r.balance_sheet_total ?? null,
          r.note ?? null,
          r.investor_kind ?? null,
          r.invested_amount ?? null,
        ],
      );
      for (const h of r.history ?? [])
        await em.query(
          `INSERT INTO client_company_relation_history (relation_id, year, headcount, turnover, balance_sheet_total) VALUES ($1,$2,$3,$4,$5)`,
          [row.id, h.year, h.headcount ?? null, h.turnover ?? null, h.balance_sheet_total ?? null],
        );
    }
  }
}

/** The related enterprises of a client with their yearly figures (newest year first), numbers as numbers. */
async function readRelations(db: Db, id: number): Promise<(Row & { kind: RelationKind; history: Row[] })[]> {
  const relations: Row[] = await db.query(`SELECT * FROM client_company_relations WHERE client_id = $1 ORDER BY id`, [id]);
  const years: Row[] = await db.query(
    `SELECT h.relation_id, h.year, h.headcount, h.turnover, h.balance_sheet_total FROM client_company_relation_history h
       JOIN client_company_relations r ON r.id = h.relation_id WHERE r.client_id = $1 ORDER BY h.year DESC`,
    [id],
  );
  return relations.map(({ client_id: _c, ...r }) => ({
    ...r,
    kind: r.kind as RelationKind,
    share_percent: num(r.share_percent),
    invested_amount: num(r.invested_amount),
    ...figures(r),
    history: years.filter((y) => y.relation_id === r.id).map((y) => ({ year: y.year, ...figures(y) })),
  }));
}

/** Client history (newest year first) and the three relation lists, in the shape of GET /clients/{id}. */
export async function readSmeCollections(db: Db, id: number): Promise<Record<string, Row[]>> {
  const history: Row[] = await db.query(
    `SELECT id, year, headcount, turnover, balance_sheet_total, estimate FROM client_history WHERE client_id = $1 ORDER BY year DESC`,
    [id],
  );
  const relations = await readRelations(db, id);
  return {
    clients_history: history.map((h) => ({ ...h, ...figures(h) })),
    ...Object.fromEntries(
      RELATION_LISTS.map(([key, kind]) => [key, relations.filter((r) => r.kind === kind).map(({ kind: _k, ...r }) => r)]),
    ),
  };
}

/**
 * Recomputes the derived columns of client `id`: the SME dimension from every stored year and
 * relation (art. 4(2) needs the whole history), the figures of the reference year
 * (`latest_*`, used by eligibility), the basis shown on the "Dimensione" tab, and the effective
 * dimension (`override` when given, marked `company_dimension_manual`).
 */
export async function recomputeDimension(em: Db, id: number, override: string | null): Promise<SmeResult> {
  const [client] = await em.query(`SELECT public_bodies_share FROM clients WHERE id = $1`, [id]);
  const history: Row[] = await em.query(
    `SELECT year, headcount, turnover, balance_sheet_total, estimate FROM client_history WHERE client_id = $1 ORDER BY year`,
    [id],
  );
  const related: SmeRelatedEnterprise[] = (await readRelations(em, id)).map((r) => ({
    kind: r.kind,
    name: String(r.name),
    share_percent: num(r.share_percent),
    ...figures(r),
    investor_kind: (r.investor_kind as InvestorKind | null) ?? null,
    invested_amount: num(r.invested_amount),
    history: r.history as SmeRelatedEnterprise['history'],
  }));
  const result = computeSmeDimension({
    history: history.map((h) => ({ year: Number(h.year), ...figures(h), estimate: !!h.estimate })),
    related,
    public_bodies_share: num(client.public_bodies_share),
  });
  const reference = history.find((h) => Number(h.year) === result.reference_year && !!h.estimate === (result.basis === 'estimate'));
  const { dimension, totals, steps, reason, reference_year, basis, years, rules, decided_by } = result;
  await em.query(
    `UPDATE clients SET company_dimension_computed = $2, company_dimension = $3, company_dimension_manual = $4, company_dimension_basis = $5,
            latest_headcount = $6, latest_turnover = $7, latest_balance_sheet_total = $8 WHERE id = $1`,
    [
      id,
      dimension,
      override ?? dimension,
      override !== null,
      JSON.stringify({ totals, steps, reason, reference_year, basis, years, rules, decided_by }),
      reference?.headcount ?? null,
      reference?.turnover ?? null,
      reference?.balance_sheet_total ?? null,
    ],
  );
  return result;
}
