/**
 * The SME rules of a client body beyond each field's format (docs/domain.md, "SME size"): the API
 * answers them as a 422, the client form checks the same with the same messages.
 */
import type { FieldErrors } from './announcements';
import { INVESTOR_KINDS } from './sme';

/** The SME part of a client body (POST/PUT /api/projects/{pid}/clients), as sent or as typed. */
export interface SmeRecord {
  clients_history?: { year?: number | string | null; estimate?: boolean | null }[] | null;
  associated_companies?: SmeRelationRecord[] | null;
  connected_companies?: SmeRelationRecord[] | null;
  connected_by_person_companies?: SmeRelationRecord[] | null;
}
/** A related enterprise as sent. */
export interface SmeRelationRecord {
  investor_kind?: string | null;
  invested_amount?: number | string | null;
  history?: { year?: number | string | null }[] | null;
}

/** Italian messages of the SME rules (API 422 and form). */
export const SME_MESSAGES = {
  yearRepeated: 'Anno ripetuto nello storico',
  estimateBeforeApproved: "Una stima (art. 4, par. 3) vale solo per un esercizio successivo all'ultimo approvato",
  investorKind: 'Tipo di investitore non valido',
  investorKindNotPartner: 'Il tipo di investitore si indica solo per le imprese associate (art. 3, par. 2)',
  investedAmountRequired: 'Importo investito obbligatorio per un business angel (art. 3, par. 2, lett. a)',
} as const;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/**
 * Rules of the SME data beyond each field's format: distinct years (client and each related
 * enterprise), an estimate only after the latest approved year (art. 4(3)), investor kinds from
 * `INVESTOR_KINDS` and only on partner enterprises, the invested amount of a business angel.
 * Answers `{field: [messages]}` with list paths (`associated_companies.0.invested_amount`).
 */
export function smeErrors(body: SmeRecord): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  const history = body.clients_history ?? [];
  const years = history.map((h) => Number(h.year));
  if (new Set(years).size !== years.length) add('clients_history', SME_MESSAGES.yearRepeated);
  const approved = history.filter((h) => !h.estimate).map((h) => Number(h.year));
  const lastApproved = approved.length ? Math.max(...approved) : null;
  history.forEach((h, i) => {
    if (h.estimate && lastApproved !== null && Number(h.year) <= lastApproved)
      add(`clients_history.${i}.estimate`, SME_MESSAGES.estimateBeforeApproved);
  });
  for (const list of ['associated_companies', 'connected_companies', 'connected_by_person_companies'] as const) {
    (body[list] ?? []).forEach((r, i) => {
      const path = `${list}.${i}`;
      if (!blank(r.investor_kind)) {
        if (!(INVESTOR_KINDS as readonly string[]).includes(String(r.investor_kind)))
          add(`${path}.investor_kind`, SME_MESSAGES.investorKind);
        else if (list !== 'associated_companies') add(`${path}.investor_kind`, SME_MESSAGES.investorKindNotPartner);
        else if (r.investor_kind === 'business_angel' && blank(r.invested_amount))
          add(`${path}.invested_amount`, SME_MESSAGES.investedAmountRequired);
      }
      const ry = (r.history ?? []).map((h) => Number(h.year));
      if (new Set(ry).size !== ry.length) add(`${path}.history`, SME_MESSAGES.yearRepeated);
    });
  }
  return errors;
}
