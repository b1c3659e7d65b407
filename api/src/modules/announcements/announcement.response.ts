import { ApiProperty } from '@nestjs/swagger';
import {
  ANNOUNCEMENT_SCOPES,
  ANNOUNCEMENT_STATES,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TAB_NAMES,
  type AnnouncementScope,
  type AnnouncementState,
  type AnnouncementStatus,
  type AnnouncementTab,
  DE_MINIMIS_REGULATIONS,
  type DeMinimisRegulation,
} from '@bandi/domain';
import { PageOf } from '../../common/http/api-responses';
import { FileInfoView } from '../files/file.response';
import { ExpenseItemDto } from './announcement.dto';

/** A nullable text field of an answer. */
const text = (description?: string) => ApiProperty({ type: String, nullable: true, description });
/** A nullable number field (amounts in EUR, counts, years). */
const num = (type: 'integer' | 'number', description?: string) => ApiProperty({ type, nullable: true, description });
/** A list of texts. */
const texts = (description?: string) => ApiProperty({ type: [String], description });
/** A nullable calendar date `YYYY-MM-DD`. */
const date = () => ApiProperty({ type: String, format: 'date', nullable: true });
/** A timestamp. */
const time = () => ApiProperty({ type: String, format: 'date-time' });

/** The funding types of an announcement or template form (FUNDING_TYPES of announcement.dto.ts), one flag each. */
export class FundingTypesView {
  @ApiProperty() type_non_repayable_fund!: boolean;
  @ApiProperty() type_concessionary_financing!: boolean;
  @ApiProperty() type_fiscal_bonus!: boolean;
  @ApiProperty() type_interest_account!: boolean;
  @ApiProperty() type_warranty!: boolean;
}

/**
 * The fields every answer about an announcement carries (list item, detail, public page): identity, status,
 * state from the dates (Europe/Rome), the Generale data shown in the lists, the funding-type and
 * aid-scheme flags.
 */
export class AnnouncementCoreView extends FundingTypesView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ enum: ANNOUNCEMENT_SCOPES }) scope!: AnnouncementScope;
  @ApiProperty({ enum: ANNOUNCEMENT_STATUSES }) status!: AnnouncementStatus;
  @ApiProperty({ enum: ANNOUNCEMENT_STATES, description: 'Aperto, in arrivo o chiuso secondo le date (oggi in Italia)' })
  state!: AnnouncementState;
  @ApiProperty() name!: string;
  @date() start_date!: string | null;
  @date() end_date!: string | null;
  @text('Ente erogatore') supplying_authority!: string | null;
  @text('Procedura di valutazione') evaluation_procedure!: string | null;
  @texts('Dimensioni d’impresa ammesse (vuoto: tutte)') announcements_company_dimensions!: string[];
  @texts('Aree di intervento') announcements_areas_of_intervention!: string[];
  @text('Origine di un bando importato, es. `incentivi.gov.it`') source!: string | null;
  @text('Id del bando nella fonte') source_id!: string | null;
  @time() created_at!: string;
  @time() updated_at!: string;
  // aid schemes (AID_SCHEMES of announcement.dto.ts)
  @ApiProperty() aid_scheme_general_taxation!: boolean;
  @ApiProperty() aid_scheme_temporary_framework!: boolean;
  @ApiProperty() aid_scheme_de_minimis!: boolean;
  @ApiProperty() aid_scheme_exemption!: boolean;
  @ApiProperty({
    enum: DE_MINIMIS_REGULATIONS,
    nullable: true,
    description: 'Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis',
  })
  de_minimis_regulation!: DeMinimisRegulation | null;
}

/** An item of GET /announcements and /projects/{projectId}/announcements. */
export class AnnouncementListItemView extends AnnouncementCoreView {
  @num('integer', 'Ambiente di un bando locale; null: globale') project_id!: number | null;
}

/** `{data, total}` of announcements. */
export class AnnouncementPage extends PageOf(AnnouncementListItemView) {}

/** An ATECO requirement of an announcement with the 2025 description of the code. */
export class AtecoRequirementView {
  @ApiProperty({ example: '62.01' }) value!: string;
  @ApiProperty() primary!: boolean;
  @text('Codice ATECO 2007 di origine (bandi importati)') original_code_2007!: string | null;
  @text('Descrizione ATECO 2025') description!: string | null;
}

/** A territory requirement: nation, region (ISTAT code), province (sigla), comune (ISTAT code), with their names. */
export class LocationView {
  @ApiProperty({ type: String, nullable: true, enum: ['Italia', 'Europa', 'Extra UE'] }) nation!: string | null;
  @text('Codice ISTAT della regione') region!: string | null;
  @text('Sigla della provincia') province!: string | null;
  @text('Codice ISTAT del comune') city!: string | null;
  @text() region_name!: string | null;
  @text() province_name!: string | null;
  @text() city_name!: string | null;
}

/** A standard document (settings → documentazione bandi): what GET /standard-documents lists. */
export class StandardDocumentRefView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @text() description!: string | null;
}

/** `{data, total}` of the active standard documents. */
export class StandardDocumentRefPage extends PageOf(StandardDocumentRefView) {}

/** A standard document required by an announcement; `project_id`: the environment that added it (null: the announcement's own). */
export class AnnouncementStandardDocumentView extends StandardDocumentRefView {
  @num('integer') project_id!: number | null;
}

/** An additional document or other attachment: a name and the uploaded file. */
export class AnnouncementDocumentView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @text() name!: string | null;
  @num('integer', 'Ambiente che l’ha aggiunto; null: documento del bando') project_id!: number | null;
  @ApiProperty({ type: FileInfoView, nullable: true }) file!: FileInfoView | null;
}

/** A custom field (Altro) of an announcement; `project_id`: the environment that added it. */
export class CustomFieldView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @text() label!: string | null;
  @text() value!: string | null;
  @num('integer') project_id!: number | null;
}

/**
 * The content of an announcement shown to anyone who may see it (detail and public page): every tab of the
 * form (docs/screens.md#announcement-form) but Altro's custom fields. Amounts in EUR.
 */
export class AnnouncementContentView extends AnnouncementCoreView {
  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' }) version!: number;
  @text() description!: string | null;
  @text() link_regulatory!: string | null;
  @text('Scheda sintetica') fact_sheet!: string | null;
  @ApiProperty({ type: FileInfoView, nullable: true, description: 'Scheda informativa caricata' }) information_sheet!: FileInfoView | null;
  @text() facilitation_cumulability!: string | null;
  @text() facilitation_intensity_of_help!: string | null;
  @text() facilitation_relief!: string | null;
  @num('integer') number_of_employees_min!: number | null;
  @num('integer') number_of_employees_max!: number | null;
  @num('integer') year_of_establishment_min!: number | null;
  @num('integer') year_of_establishment_max!: number | null;
  @num('number', 'EUR') annual_volume_min!: number | null;
  @num('number', 'EUR') annual_volume_max!: number | null;
  @num('number', 'EUR') eligible_expense_min!: number | null;
  @num('number', 'EUR') eligible_expense_max!: number | null;
  @num('number', 'EUR') grant_min!: number | null;
  @num('number', 'EUR') grant_max!: number | null;
  @ApiProperty({ type: [AtecoRequirementView] }) announcements_ateco_codes!: AtecoRequirementView[];
  @ApiProperty({ description: 'true: solo i codici elencati; false: tutti tranne quelli elencati' }) include_ateco_codes!: boolean;
  @ApiProperty({ type: [LocationView] }) announcements_locations!: LocationView[];
  @texts(
    'Requisiti per cui il bando non pone alcun vincolo: i sei limiti di dipendenti, anno di costituzione e fatturato, `announcements_company_dimensions` (tutte le dimensioni), `announcements_ateco_codes` (tutti i settori)',
  )
  requirements_without_limit!: string[];
  @texts('Forme giuridiche ammesse (codici ELF)') legal_form!: string[];
  @texts() business_register!: string[];
  @texts() interprofessional_fund!: string[];
  @ApiProperty({ type: String, nullable: true, enum: ['yes', 'no'] }) subscribed_to_cciaa!: 'yes' | 'no' | null;
  @ApiProperty() female_enterprise!: boolean;
  @ApiProperty() youth_enterprise!: boolean;
  @ApiProperty() public_entity_enterprise!: boolean;
  @ApiProperty({ type: [ExpenseItemDto] }) announcements_expense_items!: ExpenseItemDto[];
  @ApiProperty({ type: [AnnouncementStandardDocumentView] }) standard_documents!: AnnouncementStandardDocumentView[];
  @ApiProperty({ type: [AnnouncementDocumentView] }) announcements_additional_documents!: AnnouncementDocumentView[];
  @ApiProperty({ type: [AnnouncementDocumentView] }) announcements_other_attachments!: AnnouncementDocumentView[];
}

/**
 * One announcement as GET /announcements/{id} (and the environment's) answers it, also after create,
 * update, duplicate and "crea bando da template": the content, Altro's custom fields (this
 * environment's only), the authors and what the caller may do (docs/roles.md).
 */
export class AnnouncementDetailView extends AnnouncementContentView {
  @num('integer', 'Ambiente di un bando locale; null: globale') project_id!: number | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'Riga originale di un bando importato' })
  source_data!: Record<string, unknown> | null;
  @num('integer') created_by!: number | null;
  @num('integer') updated_by!: number | null;
  @ApiProperty({ type: [CustomFieldView] }) announcements_custom_fields!: CustomFieldView[];
  @ApiProperty({ enum: ANNOUNCEMENT_TAB_NAMES, isArray: true, description: 'Schede che l’utente può modificare' })
  editable_tabs!: AnnouncementTab[];
  @ApiProperty() can_delete!: boolean;
  @ApiProperty() can_duplicate!: boolean;
}

/** The link a public page was opened with. */
export class ShareExpiryView {
  @ApiProperty({ type: String, format: 'date-time' }) expires_at!: string;
}

/** GET /public/announcements/{id}: the content of a shared announcement (no internal data) and when the link expires. */
export class PublicAnnouncementView extends AnnouncementContentView {
  @ApiProperty({ type: ShareExpiryView }) share!: ShareExpiryView;
}

/** One row of the import report. */
export class ImportRejectedView {
  @ApiProperty({ description: 'ID_Incentivo della riga' }) id!: string;
  @ApiProperty({ description: 'Motivo dello scarto, in italiano' }) reason!: string;
}

/** Territory names of an imported row that match no single region or comune. */
export class ImportUnmatchedView {
  @ApiProperty({ description: 'ID_Incentivo della riga' }) id!: string;
  @ApiProperty({ type: [String] }) names!: string[];
}

/** The report of POST /announcements/import (incentivi.gov.it export): counts per outcome. */
export class ImportReportView {
  @ApiProperty({ type: 'integer', description: 'Righe lette dal file' }) rows!: number;
  @ApiProperty({ type: 'integer' }) created!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: 'integer' }) unchanged!: number;
  @ApiProperty({ type: [ImportRejectedView] }) rejected!: ImportRejectedView[];
  @ApiProperty({ type: [ImportUnmatchedView] }) unmatched!: ImportUnmatchedView[];
}
