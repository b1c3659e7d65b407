import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
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
import { ListQueryDto } from '../../common/http/pagination';
import { VersionField } from '../../common/concurrency/concurrency';
import { IsCap, IsCodiceFiscale, IsItalianEmail, IsPartitaIva, IsPec, IsRea, IsSdi } from '../italian/italian.decorators';
import { DIMENSIONS } from './sme';
import { IsCalendarDate, IsEuro } from '../../common/http/input-policy';
import { ATECO_CODE_RE, MESSAGES } from '@bandi/domain';

const REQUIRED = MESSAGES.required;
const DATE_MSG = MESSAGES.date;
const NUM = 'Deve essere un numero';
const max = (n: number) => MaxLength(n, { message: MESSAGES.maxLength(n) });
const BOOL = MESSAGES.bool;

/** The eleven document slots of SPEC §3.5. */
export const DOCUMENT_SLOTS = [
  'identity',
  'ordinary_chamber',
  'antimafia',
  'budget',
  'fiscal_code',
  'bondage_rating',
  'final_act',
  'statute',
  'company_dimension',
  'rental_agreement',
  'other',
] as const;
export const NATIONS = ['Italia', 'Europa', 'Extra UE'] as const;

/** A seat (legal or operating): SPEC §3.5 client_legal_location. `region` is the ISTAT region code. */
export class LocationDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) primary?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(255) address?: string | null;
  @ApiPropertyOptional({ description: 'CAP, 5 digits; must belong to the comune' }) @IsOptional() @IsCap() postal_code?: string | null;
  @ApiPropertyOptional({ description: 'comune name' }) @IsOptional() @IsString() @max(120) city?: string | null;
  @ApiPropertyOptional({ description: 'ISTAT code of the comune (6 digits); province and region follow from it' })
  @IsOptional()
  @Matches(/^\d{6}$/, { message: 'Codice ISTAT del comune non valido' })
  city_istat_code?: string | null;
  @ApiPropertyOptional({ description: 'province acronym' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'Sigla di provincia non valida' })
  province?: string | null;
  @ApiPropertyOptional({ description: 'ISTAT region code (2 digits)' })
  @IsOptional()
  @Matches(/^\d{2}$/, { message: 'Codice regione non valido' })
  region?: string | null;
  @ApiPropertyOptional({ enum: NATIONS, default: 'Italia' })
  @IsOptional()
  @IsIn(NATIONS, { message: 'Nazione non valida' })
  nation?: (typeof NATIONS)[number];
}

/** ATECO 2025 code of the client. */
export class AtecoDto {
  @ApiProperty()
  @IsString({ message: REQUIRED })
  @Matches(ATECO_CODE_RE, { message: MESSAGES.atecoCode })
  value: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) primary?: boolean;
}

export class PartnerDto {
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(255) name: string;
  @ApiPropertyOptional() @IsOptional() @IsCodiceFiscale() fiscal_code?: string | null;
  @ApiPropertyOptional({ description: 'percent' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0)
  @Max(100, { message: 'Al massimo 100' })
  share_percent?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsString() note?: string | null;
}

export class AdministratorDto {
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(100) name: string;
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(100) surname: string;
  @ApiPropertyOptional() @IsOptional() @IsCodiceFiscale() fiscal_code?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(100) role?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsCalendarDate({}, { message: DATE_MSG }) start_date?: string | null;
}

export class BankDto {
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(200) name: string;
  @ApiPropertyOptional() @IsOptional() @Matches(/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/, { message: 'IBAN non valido' }) iban?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(200) branch?: string | null;
}

/** Yearly figures: headcount in ULA, amounts in EUR. */
export class HistoryDto {
  @ApiProperty()
  @IsInt({ message: 'Anno non valido' })
  @Min(1900, { message: 'Anno non valido' })
  @Max(2100, { message: 'Anno non valido' })
  year: number;
  @ApiPropertyOptional({ description: 'ULA' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0, { message: 'Non può essere negativo' })
  headcount?: number | null;
  @ApiPropertyOptional({ description: 'EUR' }) @IsOptional() @IsNumber({}, { message: NUM }) @IsEuro({ negative: true }) turnover?:
    | number
    | null;
  @ApiPropertyOptional({ description: 'EUR' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @IsEuro()
  @Min(0, { message: 'Non può essere negativo' })
  balance_sheet_total?: number | null;
}

/** An associated or connected enterprise (Racc. 2003/361/CE): figures in ULA and EUR. */
export class CompanyRelationDto {
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(255) name: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(16) vat_number?: string | null;
  @ApiPropertyOptional({ description: 'percent of capital or voting rights' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0)
  @Max(100, { message: 'Al massimo 100' })
  share_percent?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsNumber({}, { message: NUM }) @Min(0) headcount?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsNumber({}, { message: NUM }) turnover?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsNumber({}, { message: NUM }) @Min(0) balance_sheet_total?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsString() note?: string | null;
}

export class DocumentDto {
  @ApiProperty({ enum: DOCUMENT_SLOTS })
  @IsIn(DOCUMENT_SLOTS, { message: 'Tipo di documento non valido' })
  slot: (typeof DOCUMENT_SLOTS)[number];
  @ApiPropertyOptional() @IsOptional() @IsString() @max(255) name?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsCalendarDate({}, { message: DATE_MSG }) date?: string | null;
  @ApiPropertyOptional({ description: 'uuid of an uploaded file of this environment' })
  @IsOptional()
  @IsUUID('all', { message: 'File non valido' })
  file_id?: string | null;
}

/**
 * Body of POST (create) and PUT (update) /api/projects/{pid}/clients (SPEC §3.5). On update,
 * every collection sent replaces the stored one; omitted ones stay. `clients_referents` adds
 * links, `clients_referents_to_delete` removes them.
 */
export class ClientInputDto {
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(255) business_name: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(100) reference?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsPartitaIva() vat_number?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsCodiceFiscale() fiscal_code?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(100) legal_form?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(100) section?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(200) interprofessional_fund?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsCalendarDate({}, { message: DATE_MSG }) constitution_date?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() activity_description?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(40) phone?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(255) website?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsItalianEmail() @max(255) email?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsPec() @max(255) pec?: string | null;
  @ApiPropertyOptional({ description: '7 characters; 0000000 = delivery by PEC' }) @IsOptional() @IsSdi() sdi?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(200) ccnl_type?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(40) inps_registration_number?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(200) inps_location?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(40) inail_registration_number?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(200) inail_location?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(60) accounting_type?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() note?: string | null;
  @ApiPropertyOptional({ enum: ['yes', 'no'] })
  @IsOptional()
  @IsIn(['yes', 'no'], { message: 'Valore non valido: yes o no' })
  subscribed_to_cciaa?: 'yes' | 'no' | null;
  @ApiPropertyOptional() @IsOptional() @IsRea() rea_number?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(40) registration_number?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @max(100) section_cciaa?: string | null;
  @ApiPropertyOptional({ description: 'default today' }) @IsOptional() @IsCalendarDate({}, { message: DATE_MSG }) registration_date?:
    | string
    | null;
  @ApiPropertyOptional({ description: 'EUR' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @IsEuro()
  @Min(0, { message: 'Non può essere negativo' })
  social_capital?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) public_entity_enterprise?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) youth_enterprise?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) female_enterprise?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) autonomous?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) associated?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) connected?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) connected_by_person?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsString() company_dimension_notes?: string | null;
  @ApiPropertyOptional({ description: 'percent held by public bodies (>= 25 = not an SME)' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0)
  @Max(100, { message: 'Al massimo 100' })
  public_bodies_share?: number | null;
  @ApiPropertyOptional({ enum: DIMENSIONS, description: 'manual override of the computed dimension; null = computed' })
  @IsOptional()
  @IsIn(DIMENSIONS, { message: 'Dimensione non valida' })
  company_dimension_override?: (typeof DIMENSIONS)[number] | null;

  @ApiPropertyOptional({ type: LocationDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => LocationDto)
  client_legal_location?: LocationDto | null;
  @ApiPropertyOptional({ type: [LocationDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => LocationDto)
  clients_location?: LocationDto[];
  @ApiPropertyOptional({ type: [AtecoDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => AtecoDto)
  clients_ateco_codes?: AtecoDto[];
  @ApiPropertyOptional({ type: [PartnerDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PartnerDto)
  clients_partners?: PartnerDto[];
  @ApiPropertyOptional({ type: [AdministratorDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => AdministratorDto)
  clients_administrators?: AdministratorDto[];
  @ApiPropertyOptional({ type: [BankDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => BankDto)
  clients_banks?: BankDto[];
  @ApiPropertyOptional({ type: [HistoryDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => HistoryDto)
  clients_history?: HistoryDto[];
  @ApiPropertyOptional({ type: [Number], description: 'referent ids to link' })
  @IsOptional()
  @IsArray()
  @IsInt({ each: true, message: 'Referente non valido' })
  clients_referents?: number[];
  @ApiPropertyOptional({ type: [Number], description: 'referent ids to unlink' })
  @IsOptional()
  @IsArray()
  @IsInt({ each: true, message: 'Referente non valido' })
  clients_referents_to_delete?: number[];
  @ApiPropertyOptional({ type: [Number], description: 'managing user ids (client managers of the environment); replaces the list' })
  @IsOptional()
  @IsArray()
  @IsInt({ each: true, message: 'Utente non valido' })
  clients_managed_by_users?: number[];
  @ApiPropertyOptional({ type: [CompanyRelationDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CompanyRelationDto)
  associated_companies?: CompanyRelationDto[];
  @ApiPropertyOptional({ type: [CompanyRelationDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CompanyRelationDto)
  connected_companies?: CompanyRelationDto[];
  @ApiPropertyOptional({ type: [CompanyRelationDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CompanyRelationDto)
  connected_by_person_companies?: CompanyRelationDto[];
  @ApiPropertyOptional({ type: [DocumentDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(11)
  @ValidateNested({ each: true })
  @Type(() => DocumentDto)
  documents?: DocumentDto[];
}

/**
 * Body of PUT/PATCH of a client (partial: fields and collections not sent stay as they are; a
 * collection sent replaces the stored one). `business_name`, when sent, must not be empty (422).
 * `version`: the version read, as an alternative to `If-Match` (409 when stale).
 */
export class ClientUpdateDto extends PartialType(ClientInputDto) {
  @VersionField() version?: number;
}

/** List query: search (business name, P.IVA, CF) and filters. */
export class ClientListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'ISTAT region code of the legal seat' })
  @IsOptional()
  @Matches(/^\d{2}$/, { message: 'Codice regione non valido' })
  region?: string;
  @ApiPropertyOptional({ description: 'ATECO prefix (e.g. 62 or 62.01)' })
  @IsOptional()
  @Matches(ATECO_CODE_RE, { message: MESSAGES.ateco })
  ateco?: string;
  @ApiPropertyOptional({ enum: DIMENSIONS }) @IsOptional() @IsIn(DIMENSIONS, { message: 'Dimensione non valida' }) dimension?: string;
  @ApiPropertyOptional({ description: 'managing user id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Utente non valido' })
  @Min(1, { message: 'Utente non valido' })
  managed_by?: number;
}
