import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUDIT_ACTIONS, type AuditAction } from '@bandi/domain';
import { PageOf } from '../../common/http/api-responses';

/**
 * What an audit entry changed (docs/roles.md#capabilities, logs; docs/api.md#audit-log): `fields`,
 * the changed field names only (`field.member` for a member of an object); `values`, before/after
 * of each, in the API's shape (a list or object over AUDIT_VALUE_MAX_CHARS, 2,000 characters of
 * JSON, is only named); other keys are action details (e.g. `name` of a deleted record, the
 * counts of an import).
 */
export class AuditChangesView {
  @ApiProperty({ type: [String] })
  fields!: string[];

  @ApiPropertyOptional({
    type: 'object',
    description: 'Campo -> `{from, to}` di ogni campo cambiato (liste e oggetti oltre 2.000 caratteri JSON: solo nominati in `fields`)',
    additionalProperties: { type: 'object', properties: { from: {}, to: {} } },
  })
  values?: Record<string, { from: unknown; to: unknown }>;
  [extra: string]: unknown;
}

/** One entry of a record's audit log: who (`user_id`, `user_name`), when (`created_at`), `action`, `changes`. */
export class AuditEntryView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Ambiente della modifica; null: area globale' }) project_id!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) user_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nome e cognome di chi ha modificato' }) user_name!: string | null;
  @ApiProperty({ example: 'announcement' }) entity!: string;
  @ApiProperty({ type: 'integer', nullable: true }) entity_id!: number | null;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: AuditAction;
  @ApiProperty({ type: AuditChangesView, nullable: true }) changes!: AuditChangesView | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

/** `{data, total}` of audit entries, newest first. */
export class AuditPage extends PageOf(AuditEntryView) {}
