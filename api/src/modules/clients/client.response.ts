import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { COMPANY_DIMENSIONS, INVESTOR_KINDS, type CompanyDimension, type InvestorKind } from '@bandi/domain';
import { PageOf, PersonRef, ValidationErrorBodyDto } from '../../common/http/api-responses';
import { DOCUMENT_SLOTS } from './client.dto';
import { DocumentAlertsView } from './client-documents.dto';
import { ClientFields, RECORD_COLUMNS } from './client.fields';

/** A nullable text field of a client answer. */
const NullableText = (description?: string) => ApiProperty({ type: String, nullable: true, description });
/** A nullable amount (EUR) or figure of a client answer. */
const NullableNumber = (description?: string) => ApiProperty({ type: Number, nullable: true, description });

/** The fields of a client that the list and the full record share (docs/domain.md#clients). */
export class ClientBase {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Ragione sociale' })
  business_name!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Partita IVA' })
  vat_number!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Codice fiscale' })
  fiscal_code!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Forma giuridica: codice ELF ISO 20275' })
  legal_form!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Nome della forma giuridica (tabella legal_forms)' })
  legal_form_name!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Comune della sede legale' })
  city!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Sigla della provincia della sede legale' })
  province!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Nome della regione della sede legale' })
  region!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Codice ISTAT della regione' })
  region_code!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: COMPANY_DIMENSIONS,
    description: 'Dimensione effettiva (calcolata o impostata a mano)',
  })
  company_dimension!: CompanyDimension | null;

  @ApiProperty({ description: 'Dimensione impostata a mano (non calcolata)' })
  company_dimension_manual!: boolean;
}

/** A client in the registry list (GET /projects/{projectId}/clients). */
export class ClientSummary extends ClientBase {
  @ApiProperty({ type: String, nullable: true, description: 'Codice ATECO primario' })
  primary_ateco!: string | null;

  @ApiProperty({ enum: ['active', 'inactive', 'archived'], description: 'Stato: attivo, non attivo, archiviato' })
  status!: 'active' | 'inactive' | 'archived';

  @ApiProperty({ description: 'Senza gestore: nessun utente gestisce il cliente (avviso della lista, issue 37)' })
  unassigned!: boolean;
}

/** `{data, total}` of clients. */
export class ClientPage extends PageOf(ClientSummary) {}

/** A seat of a client (legal or operating); names and codes filled from the comuni table. */
export class ClientLocationView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Sede principale' })
  primary!: boolean;

  @NullableText() address!: string | null;
  @NullableText('CAP') postal_code!: string | null;
  @NullableText('Comune') city!: string | null;
  @NullableText('Codice ISTAT del comune') city_istat_code!: string | null;
  @NullableText('Sigla della provincia') province!: string | null;
  @NullableText('Codice ISTAT della regione') region!: string | null;
  @NullableText('Nome della regione') region_name!: string | null;

  @ApiProperty({ example: 'Italia' })
  nation!: string;
}

/** An ATECO 2025 code of a client, with its ISTAT description. */
export class ClientAtecoView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: '62.10.00' })
  value!: string;

  @ApiProperty({ description: 'Codice primario' })
  primary!: boolean;

  @NullableText('Descrizione ISTAT (null: codice non più in ATECO 2025)') description!: string | null;
}

/** A partner (socio) of a client. */
export class ClientPartnerView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @NullableText('Codice fiscale') fiscal_code!: string | null;
  @NullableNumber('Quota in percentuale') share_percent!: number | null;
  @NullableText() note!: string | null;
}

/** An administrator of a client. */
export class ClientAdministratorView extends PersonRef {
  @NullableText('Codice fiscale') fiscal_code!: string | null;
  @NullableText('Carica') role!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'In carica dal' })
  start_date!: string | null;
}

/** A referent following a client. */
export class ClientReferentRef extends PersonRef {
  @NullableText() email!: string | null;
  @NullableText() phone!: string | null;
  @NullableText('Organizzazione') organisation!: string | null;
}

/** A user managing a client (client manager). */
export class ClientManagerRef extends PersonRef {
  @ApiProperty()
  email!: string;
}

/** A bank account of a client. */
export class ClientBankView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Banca' })
  name!: string;

  @NullableText('IBAN compatto') iban!: string | null;
  @NullableText('Filiale') branch!: string | null;
}

/** Turnover and balance-sheet total of a period, EUR (turnover without VAT). */
export abstract class AmountsView {
  @NullableNumber('Fatturato, EUR') turnover!: number | null;
  @NullableNumber('Totale di bilancio, EUR') balance_sheet_total!: number | null;
}

/** Figures as entered: staff in ULA (null when unknown) and the amounts. */
export abstract class FiguresView extends AmountsView {
  @NullableNumber('Effettivi in ULA') headcount!: number | null;
}

/** The figures of one year (the related enterprises' history). */
export class YearFiguresView extends FiguresView {
  @ApiProperty({ type: 'integer' })
  year!: number;
}

/** A year of the client's own figures; `estimate` = art. 4(3) good-faith estimate. */
export class ClientHistoryView extends YearFiguresView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Stima in buona fede (art. 4, par. 3)' })
  estimate!: boolean;
}

/** A related enterprise (associated, connected, connected by person) with its yearly figures. */
export class CompanyRelationView extends FiguresView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Ragione sociale' })
  name!: string;

  @NullableText('Partita IVA') vat_number!: string | null;
  @NullableNumber('Quota di capitale o di diritti di voto, percento') share_percent!: number | null;
  @NullableText() note!: string | null;

  @ApiProperty({ type: String, nullable: true, enum: INVESTOR_KINDS, description: 'Investitore dell’art. 3, par. 2 (solo partner)' })
  investor_kind!: InvestorKind | null;

  @NullableNumber('Importo investito nel cliente, EUR') invested_amount!: number | null;

  @ApiProperty({ type: [YearFiguresView], description: 'Dati per anno, il più recente prima' })
  history!: YearFiguresView[];
}

/** One of the eleven document slots of a client: its current document (the newest), all null when empty; `date` is the issue date. */
export class ClientDocumentView {
  @ApiProperty({ enum: DOCUMENT_SLOTS })
  slot!: (typeof DOCUMENT_SLOTS)[number];

  @NullableText() name!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  date!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  file_id!: string | null;

  @NullableText('Nome originale del file') file_name!: string | null;
}

/** Aggregated figures of the reference year (staff in ULA). */
export class SmeTotalsView extends AmountsView {
  @ApiProperty({ type: Number, description: 'Effettivi in ULA' })
  headcount!: number;
}

/** One line of the aggregation of the reference year ("how it was computed"). */
export class SmeStepView extends SmeTotalsView {
  @ApiProperty({ description: 'L’impresa o l’impresa collegata/associata' })
  label!: string;

  @ApiProperty({ type: Number, description: 'Quota dei dati sommata: 1 per l’impresa e le collegate, la partecipazione per le associate' })
  factor!: number;

  @ApiProperty({ example: 'art. 6, par. 2' })
  article!: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Anno dei dati dell’impresa collegata; null: gli ultimi noti' })
  year!: number | null;
}

/** A rule of Racc. 2003/361/CE that was applied. */
export class SmeRuleView {
  @ApiProperty({ example: 'art. 2' })
  article!: string;

  @ApiProperty()
  text!: string;
}

/** The outcome of one accounting period: its own class and the class held after art. 4(2). */
export class SmeYearOutcomeView {
  @ApiProperty({ type: 'integer' })
  year!: number;

  @ApiProperty()
  estimate!: boolean;

  @ApiProperty({ type: SmeTotalsView, nullable: true })
  totals!: SmeTotalsView | null;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: COMPANY_DIMENSIONS,
    description: 'Classe dei soli dati dell’anno (null: dati incompleti)',
  })
  class!: CompanyDimension | null;

  @ApiProperty({ type: String, nullable: true, enum: COMPANY_DIMENSIONS, description: 'Classe mantenuta dopo l’anno (art. 4, par. 2)' })
  status!: CompanyDimension | null;

  @NullableText() note!: string | null;
}

/**
 * How the company dimension was decided (docs/domain.md "SME size"): the effective and computed
 * class and, once computed, the basis of the computation (absent for a client never recomputed).
 */
export class DimensionDetailsView {
  @ApiProperty({ type: String, nullable: true, enum: COMPANY_DIMENSIONS })
  effective!: CompanyDimension | null;

  @ApiProperty({ type: String, nullable: true, enum: COMPANY_DIMENSIONS })
  computed!: CompanyDimension | null;

  @ApiProperty({ description: 'Impostata a mano' })
  manual!: boolean;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Ultimo esercizio approvato o anno della stima' })
  reference_year?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: ['approved', 'estimate'] })
  basis?: 'approved' | 'estimate' | null;

  @ApiPropertyOptional({ type: SmeTotalsView, nullable: true })
  totals?: SmeTotalsView | null;

  @ApiPropertyOptional({ type: [SmeStepView] })
  steps?: SmeStepView[];

  @ApiPropertyOptional({ type: [SmeYearOutcomeView] })
  years?: SmeYearOutcomeView[];

  @ApiPropertyOptional({ type: [SmeRuleView], description: 'Le regole applicate, in ordine' })
  rules?: SmeRuleView[];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Articolo della regola che ha deciso la classe' })
  decided_by?: string | null;

  @ApiPropertyOptional({ description: 'Sintesi in italiano: classe, dati e regola decisiva' })
  reason?: string;
}

/** The fields of ClientFields that ClientBase already describes for the list. */
const BASE_FIELDS = ['business_name', 'vat_number', 'fiscal_code', 'legal_form', 'email', 'phone'] as const;

/**
 * The full client (GET/POST/PUT/PATCH .../clients/{clientId}): the scalars (every field of
 * ClientFields, client.fields.ts), every collection, the eleven document slots and how the
 * dimension was computed (docs/domain.md#clients).
 */
export class ClientDetail extends IntersectionType(ClientBase, OmitType(ClientFields, [...RECORD_COLUMNS, ...BASE_FIELDS] as const)) {
  @ApiProperty({ type: 'integer', description: 'Ambiente' })
  project_id!: number;

  @NullableText('Forma giuridica in testo libero non riconosciuta (da scegliere di nuovo dall’elenco)') legal_form_text!: string | null;

  @ApiProperty({ type: String, nullable: true, enum: COMPANY_DIMENSIONS, description: 'Dimensione calcolata (Racc. 2003/361/CE)' })
  company_dimension_computed!: CompanyDimension | null;

  @ApiProperty({ type: 'integer', nullable: true })
  established_year!: number | null;

  @NullableNumber('ULA dell’esercizio di riferimento') latest_headcount!: number | null;
  @NullableNumber('Fatturato dell’esercizio di riferimento, EUR') latest_turnover!: number | null;
  @NullableNumber('Totale di bilancio dell’esercizio di riferimento, EUR') latest_balance_sheet_total!: number | null;

  @ApiProperty({ type: ClientLocationView, nullable: true, description: 'Sede legale' })
  client_legal_location!: ClientLocationView | null;

  @ApiProperty({ type: [ClientLocationView], description: 'Sedi operative' })
  clients_location!: ClientLocationView[];

  @ApiProperty({ type: [ClientAtecoView], description: 'Il primario prima' })
  clients_ateco_codes!: ClientAtecoView[];

  @ApiProperty({ type: [ClientPartnerView] })
  clients_partners!: ClientPartnerView[];

  @ApiProperty({ type: [ClientAdministratorView] })
  clients_administrators!: ClientAdministratorView[];

  @ApiProperty({ type: [ClientBankView] })
  clients_banks!: ClientBankView[];

  @ApiProperty({ type: [ClientHistoryView], description: 'Dati per anno, il più recente prima' })
  clients_history!: ClientHistoryView[];

  @ApiProperty({ type: [CompanyRelationView] })
  associated_companies!: CompanyRelationView[];

  @ApiProperty({ type: [CompanyRelationView] })
  connected_companies!: CompanyRelationView[];

  @ApiProperty({ type: [CompanyRelationView] })
  connected_by_person_companies!: CompanyRelationView[];

  @ApiProperty({ type: [ClientReferentRef] })
  clients_referents!: ClientReferentRef[];

  @ApiProperty({ type: [ClientManagerRef] })
  clients_managed_by_users!: ClientManagerRef[];

  @ApiProperty({ type: [ClientDocumentView], description: 'Gli undici tipi di documento, in ordine' })
  documents!: ClientDocumentView[];

  @ApiProperty({
    type: DocumentAlertsView,
    description: 'Documenti attuali scaduti e in scadenza entro 30 giorni (docs/domain.md#client-documents)',
  })
  document_alerts!: DocumentAlertsView;

  @ApiProperty({ type: DimensionDetailsView })
  company_dimension_details!: DimensionDetailsView;

  @ApiProperty({ type: 'integer', nullable: true })
  created_by!: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  updated_by!: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;
}

/** An existing client of the environment that already holds a P.IVA or CF (the duplicate guard, docs/api-contract.md). */
export class ClientDuplicateView {
  @ApiProperty({ type: 'integer', description: 'Id del cliente esistente (per aprirne la scheda)' })
  id!: number;

  @ApiProperty({ description: 'Ragione sociale del cliente esistente' })
  business_name!: string;

  @ApiProperty({
    description: 'Messaggio in italiano da mostrare sul campo',
    example: 'Esiste già un cliente con questa partita IVA: «Rossi S.r.l.»',
  })
  message!: string;
}

/** `GET /api/projects/{projectId}/clients/duplicates`: per field, the client that already holds the value, or null. */
export class ClientDuplicates {
  @ApiProperty({ type: ClientDuplicateView, nullable: true, description: 'Cliente con la stessa partita IVA (come P.IVA o CF)' })
  vat_number!: ClientDuplicateView | null;

  @ApiProperty({ type: ClientDuplicateView, nullable: true, description: 'Cliente con lo stesso codice fiscale (come P.IVA o CF)' })
  fiscal_code!: ClientDuplicateView | null;
}

/** The duplicates a refused client write names: only the fields whose value another client holds. */
export class ClientDuplicatesFound {
  @ApiPropertyOptional({ type: ClientDuplicateView })
  vat_number?: ClientDuplicateView;

  @ApiPropertyOptional({ type: ClientDuplicateView })
  fiscal_code?: ClientDuplicateView;
}

/** 422 of a client create/update: `{message, errors}` and, for a duplicate P.IVA/CF, `duplicates` naming the existing client. */
export class ClientValidationErrorBody extends ValidationErrorBodyDto {
  @ApiPropertyOptional({
    type: ClientDuplicatesFound,
    description: 'Il cliente dell’ambiente che ha già la partita IVA o il codice fiscale inviati (per campo)',
  })
  duplicates?: ClientDuplicatesFound;
}
