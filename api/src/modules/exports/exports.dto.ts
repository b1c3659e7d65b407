import type { Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AnnouncementListQueryDto } from '../announcements/announcement.dto';
import { CallListQueryDto } from '../calls/calls.dto';
import { ClientListQueryDto } from '../clients/client.dto';
import { EligibleClientsQueryDto } from '../eligibility/eligibility.controller';
import { NegotiationListQueryDto } from '../negotiations/negotiation.dto';
import { ReferentListQueryDto } from '../referents/referent.dto';
import { EXPORT_FORMATS, type ExportFormat } from './export-writer';

/**
 * The query of an export: the list's own query DTO (the same filters, search and order, validated
 * alike; `skip` and `take` are ignored: every row the filters select is exported) plus `format`
 * (`xlsx`, the default, or `csv`; anything else 422).
 */
function WithFormat<T extends Type<object>>(Base: T) {
  class ExportQuery extends Base {
    @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'xlsx', description: 'xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM)' })
    @IsOptional()
    @IsIn(EXPORT_FORMATS, { message: 'Formato non valido: xlsx o csv' })
    format?: ExportFormat;
  }
  return ExportQuery;
}

/** A list without filters (the aid of one client: all of it). */
class NoFilters {}
/** `GET …/clients/{clientId}/state-aids/export`: format only. */
export class StateAidExportQueryDto extends WithFormat(NoFilters) {}
/** `GET …/clients/export`: ClientListQueryDto + format. */
export class ClientExportQueryDto extends WithFormat(ClientListQueryDto) {}
/** `GET /announcements/export` and `GET …/announcements/export`: AnnouncementListQueryDto + format. */
export class AnnouncementExportQueryDto extends WithFormat(AnnouncementListQueryDto) {}
/** `GET …/calls/export`: CallListQueryDto + format. */
export class CallExportQueryDto extends WithFormat(CallListQueryDto) {}
/** `GET …/referents/export`: ReferentListQueryDto + format. */
export class ReferentExportQueryDto extends WithFormat(ReferentListQueryDto) {}
/** `GET …/negotiations/export`: NegotiationListQueryDto + format. */
export class NegotiationExportQueryDto extends WithFormat(NegotiationListQueryDto) {}
/** `GET …/announcements/{id}/eligible-clients/export`: EligibleClientsQueryDto + format. */
export class EligibleClientsExportQueryDto extends WithFormat(EligibleClientsQueryDto) {}
