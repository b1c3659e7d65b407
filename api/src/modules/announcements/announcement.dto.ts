import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { registerDecorator } from 'class-validator';
import { ListQueryDto } from '../../common/http/pagination';
import { IsCalendarDate, IsEuro } from '../../common/http/input-policy';
import { VersionField } from '../../common/concurrency/concurrency';
import {
  ANNOUNCEMENT_SCOPES,
  ANNOUNCEMENT_STATES,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TABS,
  ATECO_CODE_RE,
  ATECO_REQUIREMENT_RE,
  MESSAGES as MSG,
  NUMBER_LIMITS,
  UNRESTRICTED_FIELDS,
  URL_RE,
  type AnnouncementScope,
  type AnnouncementState,
  type AnnouncementStatus,
  type AnnouncementTab,
  DE_MINIMIS_REGULATIONS,
  type DeMinimisRegulation,
} from '@bandi/domain';

/** Messages (docs/rules.md) and patterns come from @bandi/domain, shared with the announcement form. */
export { MSG, URL_RE };

/** `''` -> null, numeric strings (also with a decimal comma) -> number; anything else is left for the validator. */
const toNumber = ({ value }: { value: unknown }) => {
  if (value === '' || value === null) return null;
  if (typeof value === 'string' && /^-?\d+([.,]\d+)?$/.test(value.trim())) return Number(value.trim().replace(',', '.'));
  return value;
};
/** A string of blanks -> null (an empty ATECO row of the form is no entry, not a malformed code). */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** `''` -> null for optional texts and dates. */
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/** ATECO requirement entry (docs/domain.md#announcements: value, primary). */
export class AtecoEntryDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '62.01',
    description: 'an ATECO 2025 or 2007 code or section; blank = no entry (not stored)',
  })
  @IsOptional()
  @Transform(blankToNull)
  @IsString({ message: MSG.text })
  @Matches(ATECO_REQUIREMENT_RE, { message: MSG.ateco })
  value?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: MSG.bool })
  primary?: boolean;
}

/** Territory requirement (docs/domain.md#announcements): nation (Italia/Europa/Extra UE), region code, province acronym, comune ISTAT code. */
export class LocationDto {
  @ApiPropertyOptional({ type: String, nullable: true, enum: ['Italia', 'Europa', 'Extra UE'] })
  @IsOptional()
  @IsIn(['Italia', 'Europa', 'Extra UE'], { message: MSG.invalidValue })
  nation?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '03', description: 'ISTAT region code' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(/^\d{2}$/, { message: 'Regione non valida' })
  region?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'MI', description: 'province acronym (sigla)' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(/^[A-Z]{2}$/, { message: 'Provincia non valida' })
  province?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '015146', description: 'comune ISTAT code' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(/^\d{6}$/, { message: 'Comune non valido' })
  city?: string | null;
}

/** Expense item (Voce di spesa, docs/domain.md#announcements). Values in EUR, percentages 0-100. */
export class ExpenseItemDto {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: MSG.text })
  @MaxLength(2000, { message: MSG.maxLength(2000) })
  description?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString({ message: MSG.text }) max_import_note?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({}, { message: MSG.number })
  @Min(0, { message: MSG.number })
  max_import_value?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({}, { message: MSG.number })
  @Min(0, { message: MSG.number })
  @Max(100, { message: 'Al massimo 100' })
  max_import_percentage?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString({ message: MSG.text }) min_import_note?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({}, { message: MSG.number })
  @Min(0, { message: MSG.number })
  min_import_value?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({}, { message: MSG.number })
  @Min(0, { message: MSG.number })
  @Max(100, { message: 'Al massimo 100' })
  min_import_percentage?: number | null;
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: MSG.list })
  @IsString({ each: true, message: MSG.text })
  required_attachment?: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString({ message: MSG.text }) note?: string | null;
}

/** Additional document / other attachment: a name and an uploaded file (POST .../files). */
export class DocumentDto {
  @ApiPropertyOptional({ description: 'id of an existing row to keep' }) @IsOptional() @IsInt({ message: MSG.number }) id?: number;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: MSG.text })
  @MaxLength(255, { message: MSG.maxLength(255) })
  name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid' }) @IsOptional() @IsUUID('all', { message: MSG.file }) file_id?:
    | string
    | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: MSG.bool }) delete_existing_file?: boolean;
}

/** Custom field (Altro): label and value. */
export class CustomFieldDto {
  @ApiPropertyOptional({ description: 'id of an existing row (rows of another owner are left alone)' })
  @IsOptional()
  @IsInt({ message: MSG.number })
  id?: number;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: MSG.text })
  @MaxLength(200, { message: MSG.maxLength(200) })
  label?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString({ message: MSG.text }) value?: string | null;
}

/** One rule, one message: not a number -> "Inserisci solo numeri"; below 0 or above `max` -> the range message. */
function NumberInRange(max: number): PropertyDecorator {
  return (target: object, key: string | symbol) =>
    registerDecorator({
      name: 'numberInRange',
      target: target.constructor,
      propertyName: String(key),
      validator: {
        validate: (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max,
        defaultMessage: (args) =>
          typeof args?.value === 'number' && Number.isFinite(args.value)
            ? args.value < 0
              ? 'Deve essere maggiore o uguale a 0'
              : `Al massimo ${max}`
            : MSG.number,
      },
    });
}
const numberField = (max: number) => (target: object, key: string) => {
  ApiPropertyOptional({ type: Number, nullable: true })(target, key);
  IsOptional()(target, key);
  Transform(toNumber)(target, key);
  NumberInRange(max)(target, key);
};
const textField = (max?: number) => (target: object, key: string) => {
  ApiPropertyOptional({ type: String, nullable: true })(target, key);
  IsOptional()(target, key);
  IsString({ message: MSG.text })(target, key);
  if (max) MaxLength(max, { message: MSG.maxLength(max) })(target, key);
};
const boolField = () => (target: object, key: string) => {
  ApiPropertyOptional({ type: Boolean })(target, key);
  IsOptional()(target, key);
  IsBoolean({ message: MSG.bool })(target, key);
};
const stringList = () => (target: object, key: string) => {
  ApiPropertyOptional({ type: [String] })(target, key);
  IsOptional()(target, key);
  IsArray({ message: MSG.list })(target, key);
  ArrayMaxSize(500)(target, key);
  IsString({ each: true, message: MSG.text })(target, key);
};
const nested = (cls: new () => object) => (target: object, key: string) => {
  ApiPropertyOptional({ type: [cls] })(target, key);
  IsOptional()(target, key);
  IsArray({ message: MSG.list })(target, key);
  ArrayMaxSize(2000)(target, key);
  ValidateNested({ each: true })(target, key);
  Type(() => cls)(target, key);
};

/**
 * The announcement form (docs/domain.md#announcements, docs/screens.md#announcement-form), used for create (POST), update (PUT: only the
 * fields present are changed; a list present replaces the list) and templates. Types and formats
 * are checked here for every save; the "published" requirements of docs/rules.md#form-rules are checked by
 * `publishErrors` on the merged record.
 */
export class AnnouncementBodyDto {
  @ApiPropertyOptional({ enum: ANNOUNCEMENT_STATUSES })
  @IsOptional()
  @IsIn(ANNOUNCEMENT_STATUSES, { message: MSG.invalidValue })
  status?: AnnouncementStatus;

  // --- Generale
  @textField(500) @Matches(/\S/, { message: MSG.required }) name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-01-31' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsCalendarDate({}, { message: MSG.date })
  start_date?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-06-30' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsCalendarDate({}, { message: MSG.date })
  end_date?: string | null;
  @textField(60) evaluation_procedure?: string | null;
  @textField(500) supplying_authority?: string | null;
  @textField(50000) description?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString({ message: MSG.url })
  @MaxLength(1000, { message: MSG.maxLength(1000) })
  @Matches(URL_RE, { message: MSG.url })
  link_regulatory?: string | null;
  @textField(50000) fact_sheet?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid', description: 'uploaded file id of the information sheet' })
  @IsOptional()
  @IsUUID('all', { message: MSG.file })
  information_sheet?: string | null;
  @boolField() information_sheet_delete?: boolean;
  @textField(5000) facilitation_cumulability?: string | null;
  @textField(5000) facilitation_intensity_of_help?: string | null;
  @textField(5000) facilitation_relief?: string | null;
  @boolField() type_non_repayable_fund?: boolean;
  @boolField() type_concessionary_financing?: boolean;
  @boolField() type_fiscal_bonus?: boolean;
  @boolField() type_interest_account?: boolean;
  @boolField() type_warranty?: boolean;
  @boolField() aid_scheme_general_taxation?: boolean;
  @boolField() aid_scheme_temporary_framework?: boolean;
  @boolField() aid_scheme_de_minimis?: boolean;
  @boolField() aid_scheme_exemption?: boolean;
  /**
   * The de minimis regulation of the announcement (docs/domain.md#de-minimis-regulations): `general` (Reg.
   * (UE) 2023/2831), `sgei` (2023/2832), `agriculture` (1408/2013), `fishery` (717/2014); the
   * headroom of the eligibility check is taken under it. Null when the announcement is not de minimis (a
   * value sent with `aid_scheme_de_minimis` false is dropped); a de minimis call saved without it is
   * `general`. Another value: 422 "Regolamento de minimis non valido".
   */
  @ApiPropertyOptional({ enum: DE_MINIMIS_REGULATIONS, nullable: true, description: 'Regolamento de minimis del bando' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(DE_MINIMIS_REGULATIONS, { message: 'Regolamento de minimis non valido' })
  de_minimis_regulation?: DeMinimisRegulation | null;

  // --- Requisiti
  @numberField(NUMBER_LIMITS.number_of_employees_min.max) number_of_employees_min?: number | null;
  @numberField(NUMBER_LIMITS.number_of_employees_max.max) number_of_employees_max?: number | null;
  @numberField(NUMBER_LIMITS.year_of_establishment_min.max) year_of_establishment_min?: number | null;
  @numberField(NUMBER_LIMITS.year_of_establishment_max.max) year_of_establishment_max?: number | null;
  @numberField(NUMBER_LIMITS.annual_volume_min.max) @IsEuro() annual_volume_min?: number | null;
  @numberField(NUMBER_LIMITS.annual_volume_max.max) @IsEuro() annual_volume_max?: number | null;
  /**
   * The requirements the announcement sets no restriction for (`UNRESTRICTED_FIELDS`: the six limits above,
   * `announcements_company_dimensions`, `announcements_ateco_codes`): publishing accepts those empty
   * (docs/rules.md#form-rules). A value given to a listed requirement in a PATCH that does not send
   * this list takes it off the list.
   */
  @ApiPropertyOptional({
    type: [String],
    enum: UNRESTRICTED_FIELDS,
    description: 'Requisiti per cui il bando non pone alcun vincolo (nessun limite, tutte le dimensioni, tutti i settori)',
  })
  @IsOptional()
  @IsArray({ message: MSG.list })
  @ArrayMaxSize(UNRESTRICTED_FIELDS.length)
  @IsIn(UNRESTRICTED_FIELDS, { each: true, message: MSG.invalidValue })
  requirements_without_limit?: string[];
  @stringList() announcements_company_dimensions?: string[];
  @stringList() announcements_areas_of_intervention?: string[];
  @nested(AtecoEntryDto) announcements_ateco_codes?: AtecoEntryDto[];
  @boolField() include_ateco_codes?: boolean;
  @nested(LocationDto) announcements_locations?: LocationDto[];
  @stringList() legal_form?: string[];
  @stringList() business_register?: string[];
  @stringList() interprofessional_fund?: string[];
  @ApiPropertyOptional({ enum: ['yes', 'no'], nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(['yes', 'no'], { message: MSG.invalidValue })
  subscribed_to_cciaa?: 'yes' | 'no' | null;
  @boolField() female_enterprise?: boolean;
  @boolField() youth_enterprise?: boolean;
  @boolField() public_entity_enterprise?: boolean;

  // --- Voci di spesa
  @nested(ExpenseItemDto) announcements_expense_items?: ExpenseItemDto[];
  @numberField(NUMBER_LIMITS.eligible_expense_min.max) @IsEuro() eligible_expense_min?: number | null;
  @numberField(NUMBER_LIMITS.eligible_expense_max.max) @IsEuro() eligible_expense_max?: number | null;
  @numberField(NUMBER_LIMITS.grant_min.max) @IsEuro() grant_min?: number | null;
  @numberField(NUMBER_LIMITS.grant_max.max) @IsEuro() grant_max?: number | null;

  // --- Documentazione
  @ApiPropertyOptional({ type: [Number], description: 'ids of standard documents' })
  @IsOptional()
  @IsArray({ message: MSG.list })
  @IsInt({ each: true, message: MSG.invalidValue })
  standard_documents?: number[];
  @nested(DocumentDto) announcements_additional_documents?: DocumentDto[];
  @ApiPropertyOptional({ type: [Number], description: 'ids of additional documents to remove' })
  @IsOptional()
  @IsArray({ message: MSG.list })
  @IsInt({ each: true, message: MSG.invalidValue })
  announcements_additional_documents_to_delete?: number[];

  // --- Altro
  @nested(DocumentDto) announcements_other_attachments?: DocumentDto[];
  @nested(CustomFieldDto) announcements_custom_fields?: CustomFieldDto[];
}

/**
 * The tabs of the announcement form (docs/screens.md#announcement-form) and the body fields each one owns: the table is
 * @bandi/domain's `ANNOUNCEMENT_TABS`, shared with the form; the annotation below makes the type
 * check fail if it names a field this DTO does not have.
 */
export const TABS: Record<AnnouncementTab, readonly (keyof AnnouncementBodyDto)[]> = ANNOUNCEMENT_TABS;

/** Funding types and aid schemes accepted by the list filters. */
export const FUNDING_TYPES = [
  'type_non_repayable_fund',
  'type_concessionary_financing',
  'type_fiscal_bonus',
  'type_interest_account',
  'type_warranty',
] as const;
export const AID_SCHEMES = [
  'aid_scheme_general_taxation',
  'aid_scheme_temporary_framework',
  'aid_scheme_de_minimis',
  'aid_scheme_exemption',
] as const;

const csv = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.flatMap((v) => String(v).split(',')).filter(Boolean)
    : typeof value === 'string'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : value;

/** Orders of the announcement lists; `current` (open first, by closing date) is the default without a search. */
export const ANNOUNCEMENT_SORTS = ['current', 'deadline', 'deadline_desc', 'relevance', 'name', 'updated'] as const;

/**
 * Filters of both announcement lists (`?skip&take&search` plus): status, state (from the dates),
 * funding_type and aid_scheme (one or more, comma separated: any matches), region (ISTAT code),
 * ateco (a client's code: matched by prefix both ways), company_dimension, deadline_from /
 * deadline_to (end_date range; an announcement without end date counts as open-ended), scope (environment
 * list), sort (current | deadline | deadline_desc | relevance | name | updated; default relevance
 * with a search, else current: open announcements first by closing date, then forthcoming, then closed).
 */
export class AnnouncementListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ANNOUNCEMENT_STATUSES })
  @IsOptional()
  @IsIn(ANNOUNCEMENT_STATUSES, { message: MSG.invalidValue })
  status?: AnnouncementStatus;
  @ApiPropertyOptional({ enum: ANNOUNCEMENT_STATES })
  @IsOptional()
  @IsIn(ANNOUNCEMENT_STATES, { message: MSG.invalidValue })
  state?: AnnouncementState;
  @ApiPropertyOptional({ enum: ANNOUNCEMENT_SCOPES })
  @IsOptional()
  @IsIn(ANNOUNCEMENT_SCOPES, { message: MSG.invalidValue })
  scope?: AnnouncementScope;
  @ApiPropertyOptional({ type: String, description: 'comma separated, e.g. type_non_repayable_fund,type_warranty' })
  @IsOptional()
  @Transform(csv)
  @IsArray()
  @IsIn(FUNDING_TYPES, { each: true, message: MSG.invalidValue })
  funding_type?: string[];
  @ApiPropertyOptional({ type: String, description: 'comma separated, e.g. aid_scheme_de_minimis' })
  @IsOptional()
  @Transform(csv)
  @IsArray()
  @IsIn(AID_SCHEMES, { each: true, message: MSG.invalidValue })
  aid_scheme?: string[];
  @ApiPropertyOptional({ example: '03' }) @IsOptional() @Matches(/^\d{2}$/, { message: 'Regione non valida' }) region?: string;
  @ApiPropertyOptional({ example: '62.01.00' })
  @IsOptional()
  @Matches(ATECO_CODE_RE, { message: MSG.ateco })
  ateco?: string;
  @ApiPropertyOptional({ example: 'micro' }) @IsOptional() @IsString() @MaxLength(40) company_dimension?: string;
  @ApiPropertyOptional({ example: '2026-01-01' }) @IsOptional() @IsCalendarDate({}, { message: MSG.date }) deadline_from?: string;
  @ApiPropertyOptional({ example: '2026-12-31' }) @IsOptional() @IsCalendarDate({}, { message: MSG.date }) deadline_to?: string;
  @ApiPropertyOptional({ enum: ANNOUNCEMENT_SORTS })
  @IsOptional()
  @IsIn(ANNOUNCEMENT_SORTS, { message: MSG.invalidValue })
  sort?: string;
}

/**
 * Body of PUT/PATCH of an announcement or a template: the fields of {@link AnnouncementBodyDto} plus
 * `version`, the version read (alternative to If-Match; 409 when stale).
 */
export class AnnouncementUpdateDto extends AnnouncementBodyDto {
  @VersionField() version?: number;
}
