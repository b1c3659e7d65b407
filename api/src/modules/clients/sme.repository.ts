/**
 * Storage side of the company dimension (Racc. 2003/361/CE, docs/domain.md "SME size"): reads and
 * writes the yearly figures (`client_history`), the related enterprises
 * (`client_company_relations`, with their yearly figures in `client_company_relation_history`)
 * and stores the result of `computeSmeDimension` (@bandi/domain) on the client. Rows of one client,
 * already found in the caller's environment; every statement goes through `tq`, the TenantQuery of
 * that environment on the caller's transaction (a client of another environment is neither read nor
 * written). ClientsRepository and the clients service call these functions inside their
 * transaction; migration 0011 calls `recomputeDimension` for every client, in its environment.
 */
import { sql } from '../../common/tenancy/sql';
import type { TenantQuery } from '../../common/tenancy/tenant-query';
import { computeSmeDimension, type InvestorKind, type RelationKind, type SmeRelatedEnterprise, type SmeResult } from '@bandi/domain';
import type { ClientInputDto, CompanyRelationDto } from './client.dto';
import { RELATION_LISTS } from './sme';

type Row = Record<string, unknown>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const FIGURES = ['headcount', 'turnover', 'balance_sheet_total'] as const;
const figures = (r: Row) => Object.fromEntries(FIGURES.map((k) => [k, num(r[k])])) as Record<(typeof FIGURES)[number], number | null>;

/**
 * Writes the collections of the dimension that the body sends (each one sent replaces the stored
 * one): `clients_history` (with the `estimate` flag) and the three relation lists with their
 * investor kind, invested amount (EUR) and yearly figures.
 */
export async function writeSmeCollections(tq: TenantQuery, id: number, dto: ClientInputDto): Promise<void> {
  if (dto.clients_history) {
    const history = tq.repo('client_history');
    await history.delete({ client_id: id });
    await history.insertMany(
      dto.clients_history.map((h) => ({
        client_id: id,
        year: h.year,
        headcount: h.headcount ?? null,
        turnover: h.turnover ?? null,
        balance_sheet_total: h.balance_sheet_total ?? null,
        estimate: h.estimate ?? false,
      })),
    );
  }
  const relations = tq.repo('client_company_relations');
  for (const [key, kind] of RELATION_LISTS) {
    const list = dto[key] as CompanyRelationDto[] | undefined;
    if (list === undefined) continue;
    await relations.delete({ client_id: id, kind });
    for (const r of list) {
      const row = await relations.insert({
        client_id: id,
        kind,
        name: r.name,
        vat_number: r.vat_number ?? null,
        share_percent: r.share_percent ?? null,
        headcount: r.headcount ?? null,
        turnover: r.turnover ?? null,
        balance_sheet_total: r.balance_sheet_total ?? null,
        note: r.note ?? null,
        investor_kind: r.investor_kind ?? null,
        invested_amount: r.invested_amount ?? null,
      });
      // the relation's yearly figures: rows of the relation just written in this environment
      for (const h of r.history ?? [])
        await tq.db.query(
          `INSERT INTO client_company_relation_history (relation_id, year, headcount, turnover, balance_sheet_total) VALUES ($1,$2,$3,$4,$5)`,
          [row.id, h.year, h.headcount ?? null, h.turnover ?? null, h.balance_sheet_total ?? null],
        );
    }
  }
}

/** The related enterprises of a client with their yearly figures (newest year first), numbers as numbers. */
async function readRelations(tq: TenantQuery, id: number): Promise<(Row & { kind: RelationKind; history: Row[] })[]> {
  const relations: Row[] = await tq.repo('client_company_relations').find({ client_id: id }, { orderBy: 't.id' });
  const years: Row[] = await tq.query(
    sql`SELECT h.relation_id, h.year, h.headcount, h.turnover, h.balance_sheet_total FROM client_company_relation_history h
          JOIN client_company_relations r ON r.id = h.relation_id
         WHERE r.client_id = ${id} AND ${tq.owns('client_company_relations', 'r')} ORDER BY h.year DESC`,
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
export async function readSmeCollections(tq: TenantQuery, id: number): Promise<Record<string, Row[]>> {
  const history: Row[] = await tq
    .repo('client_history')
    .find(
      { client_id: id },
      { columns: ['id', 'year', 'headcount', 'turnover', 'balance_sheet_total', 'estimate'], orderBy: 't.year DESC' },
    );
  const relations = await readRelations(tq, id);
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
export async function recomputeDimension(tq: TenantQuery, id: number, override: string | null): Promise<SmeResult> {
  const client = await tq.repo('clients').findOne({ id }, { columns: ['public_bodies_share'] });
  const history: Row[] = await tq
    .repo('client_history')
    .find({ client_id: id }, { columns: ['year', 'headcount', 'turnover', 'balance_sheet_total', 'estimate'], orderBy: 't.year' });
  const related: SmeRelatedEnterprise[] = (await readRelations(tq, id)).map((r) => ({
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
    public_bodies_share: num(client?.public_bodies_share),
  });
  const reference = history.find((h) => Number(h.year) === result.reference_year && !!h.estimate === (result.basis === 'estimate'));
  const { dimension, totals, steps, reason, reference_year, basis, years, rules, decided_by } = result;
  await tq.repo('clients').update(
    { id },
    {
      company_dimension_computed: dimension,
      company_dimension: override ?? dimension,
      company_dimension_manual: override !== null,
      company_dimension_basis: JSON.stringify({ totals, steps, reason, reference_year, basis, years, rules, decided_by }),
      latest_headcount: reference?.headcount ?? null,
      latest_turnover: reference?.turnover ?? null,
      latest_balance_sheet_total: reference?.balance_sheet_total ?? null,
    },
  );
  return result;
}
