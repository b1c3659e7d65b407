import { ApiProperty, IntersectionType, OmitType } from '@nestjs/swagger';
import { ANNOUNCEMENT_SCOPES, type AnnouncementScope } from '@bandi/domain';
import { PageOf } from '../../common/http/api-responses';
import { AnnouncementBodyDto } from '../announcements/announcement.dto';
import { FundingTypesView } from '../announcements/announcement.response';

/** A template in the lists (docs/domain.md#templates); `editable`: it belongs to the area of the request. */
export class TemplateListItemView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ enum: ANNOUNCEMENT_SCOPES }) scope!: AnnouncementScope;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Ambiente di un template locale; null: globale' }) project_id!:
    | number
    | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
  @ApiProperty({ description: 'Modificabile qui (un template globale in un ambiente è in sola lettura)' }) editable!: boolean;
}

/** A template in the list: the list fields plus the authority and funding types of its form. */
export class TemplateListEntryView extends IntersectionType(TemplateListItemView, FundingTypesView) {
  @ApiProperty({ type: String, nullable: true, description: 'Ente concedente del modulo salvato' }) supplying_authority!: string | null;
}

/** `{data, total}` of templates. */
export class TemplatePage extends PageOf(TemplateListEntryView) {}

/** The form fields a template stores: the announcement form without status, information sheet and deletions. */
class TemplateFields extends OmitType(AnnouncementBodyDto, [
  'name',
  'status',
  'information_sheet',
  'information_sheet_delete',
  'announcements_additional_documents_to_delete',
] as const) {}

/**
 * One template (GET/POST/PUT/PATCH of a template, "salva come template"): the list fields, the
 * stored form fields (only those saved are present) and authors and version.
 */
export class TemplateView extends IntersectionType(TemplateListItemView, TemplateFields) {
  @ApiProperty({ type: 'integer', nullable: true }) created_by!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) updated_by!: number | null;
  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' }) version!: number;
}
