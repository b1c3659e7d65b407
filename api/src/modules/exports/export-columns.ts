import { COMPANY_DIMENSION_LABELS, type CompanyDimension } from '@bandi/domain';
import type { Row } from '../../common/tenancy/tenant-query';
import type { AnnouncementListItemView } from '../announcements/announcement.response';
import type { CallView } from '../calls/call.response';
import type { EligibleClient } from '../eligibility/eligibility.response';
import type { NegotiationView } from '../negotiations/negotiation.response';
import type { ReferentView } from '../referents/referent.response';
import type { StateAidView } from '../state-aids/state-aids.response';
import type { ExportColumn } from './export-writer';

/**
 * The columns of each list's export (issue 33): Italian headers, typed cells (export-writer.ts
 * `CellKind`), the values the list shows with their Italian labels instead of codes.
 */

const dimension = (v: unknown) => (v ? (COMPANY_DIMENSION_LABELS[v as CompanyDimension] ?? String(v)) : null);

/**
 * A client row of ExportsRepository.clientBatch: the list's summary and the export-only columns. The headers are
 * ones the client import recognises (client-import.fields.ts) and the values read back the same,
 * so that an export imported again is all "unchanged" (test/client-roundtrip.test.ts); "Regione",
 * "Dimensione" and "Creato il" are derived and not imported.
 */
export const CLIENT_COLUMNS: ExportColumn<Row>[] = [
  { header: 'Ragione sociale', kind: 'text', value: (r) => r.business_name, width: 36 },
  { header: 'Partita IVA', kind: 'code', value: (r) => r.vat_number, width: 14 },
  { header: 'Codice fiscale', kind: 'code', value: (r) => r.fiscal_code, width: 18 },
  { header: 'Forma giuridica', kind: 'text', value: (r) => r.legal_form_name ?? r.legal_form, width: 24 },
  { header: 'Indirizzo sede legale', kind: 'text', value: (r) => r.address, width: 30 },
  { header: 'CAP', kind: 'code', value: (r) => r.postal_code, width: 8 },
  { header: 'Comune', kind: 'text', value: (r) => r.city },
  { header: 'Provincia', kind: 'code', value: (r) => r.province, width: 10 },
  { header: 'Regione', kind: 'text', value: (r) => r.region },
  { header: 'ATECO principale', kind: 'code', value: (r) => r.primary_ateco },
  { header: 'Dimensione', kind: 'text', value: (r) => dimension(r.company_dimension), width: 16 },
  { header: 'E-mail', kind: 'text', value: (r) => r.email, width: 28 },
  { header: 'PEC', kind: 'text', value: (r) => r.pec, width: 28 },
  { header: 'Telefono', kind: 'code', value: (r) => r.phone, width: 16 },
  { header: 'Numero REA', kind: 'code', value: (r) => r.rea_number },
  { header: 'Data di costituzione', kind: 'date', value: (r) => r.constitution_date },
  { header: 'Data di iscrizione', kind: 'date', value: (r) => r.registration_date },
  { header: 'Capitale sociale (EUR)', kind: 'amount', value: (r) => r.social_capital, width: 18 },
  { header: 'Anno dei dati', kind: 'number', value: (r) => r.reference_year },
  { header: 'Fatturato ultimo anno (EUR)', kind: 'amount', value: (r) => r.latest_turnover, width: 18 },
  { header: 'Totale attivo (EUR)', kind: 'amount', value: (r) => r.latest_balance_sheet_total, width: 18 },
  { header: 'Dipendenti (ULA)', kind: 'number', value: (r) => r.latest_headcount },
  { header: 'Creato il', kind: 'datetime', value: (r) => r.created_at, width: 18 },
];

const SCOPE: Record<string, string> = { global: 'Globale', local: 'Locale' };
const STATUS: Record<string, string> = { draft: 'Bozza', published: 'Pubblicato' };
const STATE: Record<string, string> = { open: 'Aperto', forthcoming: 'In arrivo', closed: 'Chiuso' };
const FUNDING: [keyof AnnouncementListItemView, string][] = [
  ['type_non_repayable_fund', 'Fondo perduto'],
  ['type_concessionary_financing', 'Finanziamento agevolato'],
  ['type_fiscal_bonus', "Credito d'imposta"],
  ['type_interest_account', 'Conto interessi'],
  ['type_warranty', 'Garanzia'],
];

/** An announcement (bando) of the global catalogue or of an environment's list. */
export const ANNOUNCEMENT_COLUMNS: ExportColumn<AnnouncementListItemView>[] = [
  { header: 'Nome', kind: 'text', value: (a) => a.name, width: 48 },
  { header: 'Ambito', kind: 'text', value: (a) => SCOPE[a.scope] ?? a.scope },
  { header: 'Pubblicazione', kind: 'text', value: (a) => STATUS[a.status] ?? a.status },
  { header: 'Stato', kind: 'text', value: (a) => STATE[a.state] ?? a.state },
  { header: 'Data di apertura', kind: 'date', value: (a) => a.start_date },
  { header: 'Data di chiusura', kind: 'date', value: (a) => a.end_date },
  { header: 'Ente erogatore', kind: 'text', value: (a) => a.supplying_authority, width: 30 },
  { header: 'Procedura di valutazione', kind: 'text', value: (a) => a.evaluation_procedure, width: 24 },
  { header: 'Forme di agevolazione', kind: 'text', value: (a) => FUNDING.filter(([k]) => a[k]).map(([, l]) => l), width: 30 },
  { header: 'Dimensioni ammesse', kind: 'text', value: (a) => a.announcements_company_dimensions.map(dimension), width: 30 },
  { header: 'Aree di intervento', kind: 'text', value: (a) => a.announcements_areas_of_intervention, width: 30 },
  { header: 'Fonte', kind: 'text', value: (a) => a.source },
  { header: 'Aggiornato il', kind: 'datetime', value: (a) => a.updated_at, width: 18 },
];

const CALL_TYPE: Record<string, string> = { client: 'Cliente', supplier: 'Fornitore' };
const CALL_STATUS: Record<string, string> = { open: 'Aperta', in_progress: 'In lavorazione', closed: 'Chiusa', archived: 'Archiviata' };

/** A call log (richiesta). */
export const CALL_COLUMNS: ExportColumn<CallView>[] = [
  { header: 'Data', kind: 'date', value: (c) => c.call_date },
  { header: 'Tipo', kind: 'text', value: (c) => CALL_TYPE[c.type] ?? c.type },
  {
    header: 'Cliente / fornitore',
    kind: 'text',
    value: (c) => (c.type === 'supplier' ? c.company_name || c.client_name : c.client_name || c.company_name),
    width: 36,
  },
  { header: 'Referente', kind: 'text', value: (c) => c.referent_name, width: 24 },
  { header: 'Stato', kind: 'text', value: (c) => CALL_STATUS[c.status] ?? c.status },
  { header: 'Aree di intervento', kind: 'text', value: (c) => c.areas_of_intervention, width: 30 },
  { header: 'Nota', kind: 'text', value: (c) => c.note, width: 40 },
  { header: 'Inviata il', kind: 'datetime', value: (c) => c.sent_at, width: 18 },
];

/** A referent. */
export const REFERENT_COLUMNS: ExportColumn<ReferentView>[] = [
  { header: 'Nome', kind: 'text', value: (r) => r.name },
  { header: 'Cognome', kind: 'text', value: (r) => r.surname },
  { header: 'E-mail', kind: 'text', value: (r) => r.email, width: 28 },
  { header: 'Telefono', kind: 'code', value: (r) => r.phone, width: 16 },
  { header: 'Organizzazione', kind: 'text', value: (r) => r.organisation, width: 24 },
  { header: 'Clienti', kind: 'text', value: (r) => r.clients.map((c) => c.business_name), width: 40 },
  { header: 'Numero clienti', kind: 'number', value: (r) => r.clients.length },
  { header: 'Accesso al portale', kind: 'text', value: (r) => (r.access ? (r.access.accepted ? 'Attivo' : 'Invitato') : 'No') },
  { header: 'Note', kind: 'text', value: (r) => r.notes, width: 30 },
  { header: 'Creato il', kind: 'datetime', value: (r) => r.created_at, width: 18 },
];

/** A negotiation (trattativa). */
export const NEGOTIATION_COLUMNS: ExportColumn<NegotiationView>[] = [
  { header: 'Titolo', kind: 'text', value: (n) => n.title, width: 36 },
  { header: 'Cliente', kind: 'text', value: (n) => n.client_name, width: 30 },
  { header: 'Bando', kind: 'text', value: (n) => n.announcement_name, width: 36 },
  { header: 'Fase', kind: 'text', value: (n) => n.stage_label, width: 18 },
  { header: 'Importo richiesto (EUR)', kind: 'amount', value: (n) => n.amount_requested, width: 18 },
  { header: 'Importo concesso (EUR)', kind: 'amount', value: (n) => n.amount_granted, width: 18 },
  { header: 'Success fee (%)', kind: 'number', value: (n) => n.success_fee_percent },
  { header: 'Success fee (EUR)', kind: 'amount', value: (n) => n.success_fee_amount, width: 18 },
  { header: 'Motivo della perdita', kind: 'text', value: (n) => n.lost_reason, width: 24 },
  { header: 'Nota', kind: 'text', value: (n) => n.note, width: 30 },
  { header: 'Creata il', kind: 'datetime', value: (n) => n.created_at, width: 18 },
  { header: 'Aggiornata il', kind: 'datetime', value: (n) => n.updated_at, width: 18 },
];

const OVERALL: Record<string, string> = { eligible: 'Idoneo', not_eligible: 'Non idoneo', unknown: 'Da verificare' };
const VERDICT: Record<string, string> = { met: 'Soddisfatto', not_met: 'Non soddisfatto', unknown: 'Non verificabile' };

/**
 * "Clienti idonei" of one announcement: the client, the overall verdict, then one column per requirement
 * the announcement sets (from the first row: every row of one announcement has the same requirements) with its
 * verdict, and the client data still to collect.
 */
export function eligibleClientColumns(first: EligibleClient | undefined): ExportColumn<EligibleClient>[] {
  const requirements = first?.requirements.map((q) => ({ key: q.requirement, label: q.label })) ?? [];
  return [
    { header: 'Ragione sociale', kind: 'text', value: (e) => e.client.business_name, width: 36 },
    { header: 'Partita IVA', kind: 'code', value: (e) => e.client.vat_number, width: 14 },
    { header: 'Dimensione', kind: 'text', value: (e) => dimension(e.client.company_dimension), width: 16 },
    { header: 'Regione', kind: 'text', value: (e) => e.client.region },
    { header: 'Gestori', kind: 'text', value: (e) => e.client.managers.map((m) => m.name), width: 24 },
    { header: 'Esito', kind: 'text', value: (e) => OVERALL[e.verdict] ?? e.verdict, width: 14 },
    ...requirements.map(
      (q): ExportColumn<EligibleClient> => ({
        header: q.label,
        kind: 'text',
        value: (e) => {
          const v = e.requirements.find((x) => x.requirement === q.key)?.verdict;
          return v ? (VERDICT[v] ?? v) : null;
        },
        width: 18,
      }),
    ),
    { header: 'Dati da raccogliere', kind: 'text', value: (e) => e.missing_data.map((m) => m.label), width: 40 },
  ];
}

const centsToEuro = (c: number | null) => (c === null || c === undefined ? null : Number(c) / 100);

/**
 * An aid received by a client ("Aiuti ricevuti", issue 34): the fields of an RNA visura
 * (docs/domain.md#de-minimis, ledger) with Italian headers, the date of grant as a date cell and
 * the amounts in EUR (the API keeps integer cents), and the beneficiary's codice fiscale (else
 * partita IVA): the file imports back through POST …/state-aid-imports (state-aid-table.ts).
 */
export const STATE_AID_COLUMNS: ExportColumn<StateAidView & { beneficiary_code: string | null }>[] = [
  { header: 'Codice fiscale beneficiario', kind: 'code', value: (a) => a.beneficiary_code, width: 18 },
  { header: 'Data di concessione', kind: 'date', value: (a) => a.grant_date },
  { header: 'Soggetto concedente', kind: 'text', value: (a) => a.granting_body, width: 30 },
  { header: 'Titolo della misura', kind: 'text', value: (a) => a.measure_title, width: 36 },
  { header: 'CAR', kind: 'code', value: (a) => a.car },
  { header: 'COR', kind: 'code', value: (a) => a.cor },
  { header: 'CUP', kind: 'code', value: (a) => a.cup, width: 18 },
  { header: 'Regolamento', kind: 'text', value: (a) => a.regulation, width: 24 },
  { header: 'Strumento', kind: 'text', value: (a) => a.instrument, width: 24 },
  { header: 'Elemento di aiuto (EUR)', kind: 'amount', value: (a) => centsToEuro(a.aid_element_cents), width: 18 },
  { header: 'Importo nominale (EUR)', kind: 'amount', value: (a) => centsToEuro(a.nominal_amount_cents), width: 18 },
];
