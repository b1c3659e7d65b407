import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType, PartialType, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
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
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ListQueryDto } from '../../common/http/pagination';
import { VersionField } from '../../common/concurrency/concurrency';
import { IsCap, IsCodiceFiscale, IsIban, IsPartitaIva } from '../italian/italian.decorators';
import { DIMENSIONS } from './sme';
import { ClientFields, RECORD_COLUMNS } from './client.fields';
import { CLIENT_SORTS, CLIENT_STATUSES } from './client-columns';
import { IsCalendarDate, IsEuro } from '../../common/http/input-policy';
import { ATECO_CODE_RE, INVESTOR_KINDS, MESSAGES, SME_MESSAGES, type InvestorKind } from '@bandi/domain';

const REQUIRED = MESSAGES.required;
const DATE_MSG = MESSAGES.date;
const NUM = 'Deve essere un numero';
const max = (n: number) => MaxLength(n, { message: MESSAGES.maxLength(n) });
const BOOL = MESSAGES.bool;

/** The eleven document slots of docs/domain.md#clients. */
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

/** A seat (legal or operating): docs/domain.md#clients client_legal_location. `region` is the ISTAT region code. */
export class ClientLocationDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: BOOL }) primary?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @max(255) address?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'CAP, 5 digits; must belong to the comune' })
  @IsOptional()
  @IsCap()
  postal_code?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'comune name' }) @IsOptional() @IsString() @max(120) city?:
    | string
    | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'ISTAT code of the comune (6 digits); province and region follow from it',
  })
  @IsOptional()
  @Matches(/^\d{6}$/, { message: 'Codice ISTAT del comune non valido' })
  city_istat_code?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'province acronym' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'Sigla di provincia non valida' })
  province?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISTAT region code (2 digits)' })
  @IsOptional()
  @Matches(/^\d{2}$/, { message: 'Codice regione non valido' })
  region?: string | null;
  @ApiPropertyOptional({ enum: NATIONS, description: 'Italia when not sent' })
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
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsCodiceFiscale() fiscal_code?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'percent' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0, { message: 'Non può essere negativo' })
  @Max(100, { message: 'Al massimo 100' })
  share_percent?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() note?: string | null;
}

export class AdministratorDto {
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(100) name: string;
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(100) surname: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsCodiceFiscale() fiscal_code?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @max(100) role?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsCalendarDate({}, { message: DATE_MSG }) start_date?:
    | string
    | null;
}

export class BankDto {
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(200) name: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'ISO 13616 IBAN (Italian: 27 characters with CIN); blanks allowed, stored in electronic form',
  })
  @IsOptional()
  @IsIban()
  iban?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @max(200) branch?: string | null;
}

/** Yearly figures: headcount in ULA, amounts in EUR. */
export class HistoryDto {
  @ApiProperty()
  @IsInt({ message: 'Anno non valido' })
  @Min(1900, { message: 'Anno non valido' })
  @Max(2100, { message: 'Anno non valido' })
  year: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'ULA' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0, { message: 'Non può essere negativo' })
  headcount?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'EUR' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @IsEuro({ negative: true })
  turnover?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'EUR' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @IsEuro()
  @Min(0, { message: 'Non può essere negativo' })
  balance_sheet_total?: number | null;
  @ApiPropertyOptional({
    description:
      'good-faith estimate of a newly established enterprise without approved accounts (Racc. 2003/361/CE, Annex art. 4(3)); false = approved accounts',
  })
  @IsOptional()
  @IsBoolean({ message: BOOL })
  estimate?: boolean;
}

/**
 * Yearly figures of a related enterprise: the client's own yearly figures and rules (ULA, EUR,
 * Italian messages) without `estimate`, which only the client declares.
 */
export class RelationHistoryDto extends OmitType(HistoryDto, ['estimate'] as const) {}

/**
 * An associated or connected enterprise (Racc. 2003/361/CE): figures in ULA and EUR. The flat
 * figures are its latest known ones; `history` gives them per year (used for the same year of the
 * client's history, the flat ones otherwise). `investor_kind` (partners only) marks an art. 3(2)
 * investor whose 25-50 % stake does not make a partner; business angels need `invested_amount`.
 */
export class CompanyRelationDto {
  @ApiProperty() @IsString({ message: REQUIRED }) @IsNotEmpty({ message: REQUIRED }) @max(255) name: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @max(16) vat_number?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'percent of capital or voting rights' })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0, { message: 'Non può essere negativo' })
  @Max(100, { message: 'Al massimo 100' })
  share_percent?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0, { message: 'Non può essere negativo' })
  headcount?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @IsNumber({}, { message: NUM }) turnover?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0, { message: 'Non può essere negativo' })
  balance_sheet_total?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() note?: string | null;
  @ApiPropertyOptional({ enum: INVESTOR_KINDS, nullable: true, description: 'art. 3(2) investor kind (associated_companies only)' })
  @IsOptional()
  @IsIn(INVESTOR_KINDS, { message: SME_MESSAGES.investorKind })
  investor_kind?: InvestorKind | null;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'EUR invested in the client (business angels: at most 1,250,000 in total for the exemption)',
  })
  @IsOptional()
  @IsNumber({}, { message: NUM })
  @Min(0, { message: 'Non può essere negativo' })
  invested_amount?: number | null;
  @ApiPropertyOptional({ type: [RelationHistoryDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => RelationHistoryDto)
  history?: RelationHistoryDto[];
}

export class ClientDocumentDto {
  @ApiProperty({ enum: DOCUMENT_SLOTS })
  @IsIn(DOCUMENT_SLOTS, { message: 'Tipo di documento non valido' })
  slot: (typeof DOCUMENT_SLOTS)[number];
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @max(255) name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsCalendarDate({}, { message: DATE_MSG }) date?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'uuid of an uploaded file of this environment' })
  @IsOptional()
  @IsUUID('all', { message: 'File non valido' })
  file_id?: string | null;
}

/**
 * Body of POST (create) and PUT (update) /api/projects/{pid}/clients (docs/domain.md#clients). On update,
 * every collection sent replaces the stored one; omitted ones stay. `clients_referents` adds
 * links, `clients_referents_to_delete` removes them. The scalar fields are those of ClientFields
 * (client.fields.ts: `business_name` required, the others optional and nullable).
 */
export class ClientInputDto extends IntersectionType(
  PickType(ClientFields, ['business_name'] as const),
  PartialType(OmitType(ClientFields, [...RECORD_COLUMNS, 'business_name'] as const)),
) {
  @ApiPropertyOptional({ enum: DIMENSIONS, nullable: true, description: 'manual override of the computed dimension; null = computed' })
  @IsOptional()
  @IsIn(DIMENSIONS, { message: 'Dimensione non valida' })
  company_dimension_override?: (typeof DIMENSIONS)[number] | null;

  @ApiPropertyOptional({ nullable: true, type: ClientLocationDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ClientLocationDto)
  client_legal_location?: ClientLocationDto | null;
  @ApiPropertyOptional({ type: [ClientLocationDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ClientLocationDto)
  clients_location?: ClientLocationDto[];
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
  @ApiPropertyOptional({ type: [ClientDocumentDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(11)
  @ValidateNested({ each: true })
  @Type(() => ClientDocumentDto)
  documents?: ClientDocumentDto[];
}

/**
 * Body of PUT/PATCH of a client (partial: fields and collections not sent stay as they are; a
 * collection sent replaces the stored one). `business_name`, when sent, must not be empty (422).
 * `version`: the version read, as an alternative to `If-Match` (409 when stale).
 */
export class ClientUpdateDto extends PartialType(ClientInputDto) {
  @VersionField() version?: number;
}

/** List query: search (business name, P.IVA, CF, comune of the seat; trigram index, migration 0016) and filters. */
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
  @ApiPropertyOptional({
    type: String,
    pattern: '^([1-9][0-9]*|none)$',
    example: 'none',
    description: 'managing user id, or `none`: the clients without any manager ("Senza gestore", issue 37)',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'none' ? 'none' : Number(value)))
  @ValidateIf((_o, v) => v !== 'none')
  @IsInt({ message: 'Gestore non valido: l’id di un utente o «none»' })
  @Min(1, { message: 'Gestore non valido: l’id di un utente o «none»' })
  managed_by?: number | 'none';
  @ApiPropertyOptional({ enum: CLIENT_STATUSES, description: 'Stato del cliente (active, inactive, archived)' })
  @IsOptional()
  @IsIn(CLIENT_STATUSES, { message: 'Stato non valido: active, inactive o archived' })
  status?: (typeof CLIENT_STATUSES)[number];
  @ApiPropertyOptional({
    enum: CLIENT_SORTS,
    description: 'Ordine: name (default), created_at, city, province, region, company_dimension, manager; `-` davanti: decrescente',
  })
  @IsOptional()
  @IsIn(CLIENT_SORTS, {
    message: 'Ordinamento non valido: name, created_at, city, province, region, company_dimension o manager (con - davanti: decrescente)',
  })
  sort?: string;
}

/**
 * Query of `GET …/clients/duplicates`: the P.IVA and/or CF to look for (written forms accepted, as
 * in the client body) and the client being edited, which is not its own duplicate.
 */
export class ClientDuplicatesQueryDto {
  @ApiPropertyOptional({ description: 'Partita IVA da cercare (anche nella forma IT 01234567890)' })
  @IsOptional()
  @IsPartitaIva()
  vat_number?: string;

  @ApiPropertyOptional({ description: 'Codice fiscale da cercare' })
  @IsOptional()
  @IsCodiceFiscale()
  fiscal_code?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Id del cliente in modifica, escluso dalla ricerca' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Cliente non valido' })
  @Min(1, { message: 'Cliente non valido' })
  exclude_id?: number;
}
