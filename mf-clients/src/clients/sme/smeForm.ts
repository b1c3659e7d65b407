/**
 * The SME part of the client form (docs/domain.md, "SME size"): yearly figures with the art. 4(3)
 * estimate flag, related enterprises with the art. 3(2) investor kind, invested amount and
 * yearly figures. Conversions between the API's shape and the form's text values, the Yup rules
 * (same messages as the API, `SME_MESSAGES` of @bandi/domain) and the input of the live preview.
 */
import * as yup from 'yup';
import { MESSAGES } from '@bandi/shared-ui';
import {
  INVESTOR_KINDS,
  RELATION_KINDS,
  SME_MESSAGES,
  type InvestorKind,
  type RelationKind,
  type SmeInput,
  type SmeRelatedEnterprise,
} from '@bandi/domain';
import type { Client, ClientInput, Relation, YearFigures } from '../../types';

/**
 * An amount in euro as a `FormikMoneyField` holds it: the number typed in Italian
 * ("1.234.567,89" is 1234567.89), '' while empty.
 */
export type Amount = number | string;

/** One year of figures as typed: year and ULA as text, the amounts in euro as numbers. */
export interface YearRow {
  year: string;
  headcount: string;
  turnover: Amount;
  balance_sheet_total: Amount;
}
/** A client year: `estimate` marks a good-faith estimate (art. 4(3)). */
export interface HistoryRow extends YearRow {
  estimate: boolean;
}
/** A related enterprise as typed; `vat_number` and `note` are kept as stored. */
export interface RelatedRow {
  kind: RelationKind;
  name: string;
  vat_number: string;
  note: string;
  share_percent: string;
  headcount: string;
  turnover: Amount;
  balance_sheet_total: Amount;
  investor_kind: '' | InvestorKind;
  invested_amount: Amount;
  history: YearRow[];
}

const LISTS: Record<RelationKind, 'associated_companies' | 'connected_companies' | 'connected_by_person_companies'> = {
  associated: 'associated_companies',
  connected: 'connected_companies',
  connected_by_person: 'connected_by_person_companies',
};

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** A stored amount as the money input holds it: the number, '' when missing. */
export const amount = (v: number | string | null | undefined): Amount => (v === null || v === undefined || v === '' ? '' : Number(v));
const orNull = (v: string) => (v.trim() ? v.trim() : null);
/** A number of the form (an amount, or text typed with the decimal comma) or null when empty. */
export const numOrNull = (v: number | string) => (typeof v === 'number' ? v : v.trim() ? Number(v.replace(',', '.')) : null);

const yearRow = (h: Omit<YearFigures, 'estimate'>): YearRow => ({
  year: s(h.year),
  headcount: s(h.headcount),
  turnover: amount(h.turnover),
  balance_sheet_total: amount(h.balance_sheet_total),
});

/** An empty year row for `year` (default: last year). */
export const emptyYear = (year = new Date().getFullYear() - 1): YearRow => ({
  year: String(year),
  headcount: '',
  turnover: '',
  balance_sheet_total: '',
});

/** An empty related enterprise (a partner). */
export const emptyRelated = (): RelatedRow => ({
  kind: 'associated',
  name: '',
  vat_number: '',
  note: '',
  share_percent: '',
  headcount: '',
  turnover: '',
  balance_sheet_total: '',
  investor_kind: '',
  invested_amount: '',
  history: [],
});

/** Form values of the SME collections of a stored client (or empty). */
export function smeFormValues(c?: Client | null): { clients_history: HistoryRow[]; related: RelatedRow[] } {
  return {
    clients_history: (c?.clients_history ?? []).map((h) => ({ ...yearRow(h), estimate: !!h.estimate })),
    related: RELATION_KINDS.flatMap((kind) =>
      ((c?.[LISTS[kind]] ?? []) as Relation[]).map((r) => ({
        kind,
        name: s(r.name),
        vat_number: s(r.vat_number),
        note: s(r.note),
        share_percent: s(r.share_percent),
        headcount: s(r.headcount),
        turnover: amount(r.turnover),
        balance_sheet_total: amount(r.balance_sheet_total),
        investor_kind: r.investor_kind ?? '',
        invested_amount: amount(r.invested_amount),
        history: (r.history ?? []).map(yearRow),
      })),
    ),
  };
}

const yearBody = (h: YearRow) => ({
  year: Number(h.year),
  headcount: numOrNull(h.headcount),
  turnover: numOrNull(h.turnover),
  balance_sheet_total: numOrNull(h.balance_sheet_total),
});

/** The SME fields of the request body (docs/domain.md#clients names): history, relation flags and the three relation lists. */
export function smeRequestBody(v: {
  clients_history: HistoryRow[];
  related: RelatedRow[];
}): Pick<
  ClientInput,
  | 'clients_history'
  | 'associated'
  | 'connected'
  | 'autonomous'
  | 'associated_companies'
  | 'connected_companies'
  | 'connected_by_person_companies'
> {
  const related = (kind: RelationKind) =>
    v.related
      .filter((r) => r.kind === kind)
      .map((r) => ({
        name: r.name.trim(),
        vat_number: orNull(r.vat_number),
        note: orNull(r.note),
        share_percent: numOrNull(r.share_percent),
        headcount: numOrNull(r.headcount),
        turnover: numOrNull(r.turnover),
        balance_sheet_total: numOrNull(r.balance_sheet_total),
        investor_kind: kind === 'associated' && r.investor_kind ? r.investor_kind : null,
        invested_amount: kind === 'associated' && r.investor_kind ? numOrNull(r.invested_amount) : null,
        history: r.history.map(yearBody),
      }));
  return {
    clients_history: v.clients_history.map((h) => ({ ...yearBody(h), estimate: h.estimate })),
    associated: v.related.some((r) => r.kind === 'associated'),
    connected: v.related.some((r) => r.kind !== 'associated'),
    autonomous: v.related.length === 0,
    associated_companies: related('associated'),
    connected_companies: related('connected'),
    connected_by_person_companies: related('connected_by_person'),
  };
}

const finite = (v: number | string) => {
  const n = numOrNull(v);
  return n !== null && Number.isFinite(n) ? n : null;
};

/** Input of `computeSmeDimension` from the form's values (rows with an invalid year are left out). */
export function smePreviewInput(v: { clients_history: HistoryRow[]; related: RelatedRow[]; public_bodies_share: string }): SmeInput {
  const year = (h: YearRow) => ({
    year: Number(h.year),
    headcount: finite(h.headcount),
    turnover: finite(h.turnover),
    balance_sheet_total: finite(h.balance_sheet_total),
  });
  const validYear = (h: YearRow) => /^\d{4}$/.test(h.year.trim());
  return {
    history: v.clients_history.filter(validYear).map((h) => ({ ...year(h), estimate: h.estimate })),
    related: v.related.map(
      (r): SmeRelatedEnterprise => ({
        kind: r.kind,
        name: r.name.trim() || 'Impresa senza nome',
        share_percent: finite(r.share_percent),
        headcount: finite(r.headcount),
        turnover: finite(r.turnover),
        balance_sheet_total: finite(r.balance_sheet_total),
        investor_kind: r.kind === 'associated' && r.investor_kind ? r.investor_kind : null,
        invested_amount: finite(r.invested_amount),
        history: r.history.filter(validYear).map(year),
      }),
    ),
    public_bodies_share: finite(v.public_bodies_share),
  };
}

const num = () =>
  yup
    .number()
    .transform((value, orig) => (orig === '' || orig === null ? null : value))
    .nullable()
    .typeError(MESSAGES.number);
const yearSchema = () =>
  yup.number().typeError('Anno non valido').required(MESSAGES.required).min(1900, 'Anno non valido').max(2100, 'Anno non valido');
const distinctYears = (rows: { year: string }[] | undefined) => {
  const years = (rows ?? []).map((r) => String(r.year).trim());
  return new Set(years).size === years.length;
};

/** Yup rule of `clients_history` beyond each row: distinct years, an estimate only after the latest approved year (art. 4(3)). */
export function historyRules(schema: yup.ArraySchema<yup.AnyObject[] | undefined, yup.AnyObject>) {
  return schema.test('sme-history', SME_MESSAGES.yearRepeated, function (rows) {
    const list = (rows ?? []) as HistoryRow[];
    if (!distinctYears(list)) return this.createError({ message: SME_MESSAGES.yearRepeated });
    const approved = list.filter((h) => !h.estimate).map((h) => Number(h.year));
    const last = approved.length ? Math.max(...approved) : null;
    const i = list.findIndex((h) => h.estimate && last !== null && Number(h.year) <= last);
    return i < 0 ? true : this.createError({ path: `${this.path}.${i}.estimate`, message: SME_MESSAGES.estimateBeforeApproved });
  });
}

/** Yup schema of the related enterprises (same rules and messages as the API). */
export const relatedSchema = yup.array(
  yup.object({
    name: yup.string().trim().required(MESSAGES.required).max(255),
    share_percent: num().min(0, 'Non può essere negativo').max(100, 'Al massimo 100'),
    headcount: num().min(0, 'Non può essere negativo'),
    turnover: num(),
    balance_sheet_total: num().min(0, 'Non può essere negativo'),
    investor_kind: yup
      .string()
      .nullable()
      .oneOf([null, '', ...INVESTOR_KINDS], SME_MESSAGES.investorKind),
    invested_amount: num()
      .min(0, 'Non può essere negativo')
      .when(['investor_kind', 'kind'], ([kind, relation], schema) =>
        kind === 'business_angel' && relation === 'associated' ? schema.required(SME_MESSAGES.investedAmountRequired) : schema,
      ),
    history: yup
      .array(
        yup.object({
          year: yearSchema(),
          headcount: num().min(0, 'Non può essere negativo'),
          turnover: num(),
          balance_sheet_total: num().min(0, 'Non può essere negativo'),
        }),
      )
      .test('distinct', SME_MESSAGES.yearRepeated, (rows) => distinctYears(rows as YearRow[] | undefined)),
  }),
);
