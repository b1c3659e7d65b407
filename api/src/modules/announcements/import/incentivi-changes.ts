/**
 * What a re-import of incentivi.gov.it compares and logs for an announcement it already holds
 * (docs/domain.md#call-changes; issue 35): the imported fields in the audit log's names, the
 * mapped row and the stored call in that same shape.
 */
import type { EntityManager } from 'typeorm';
import { readImportedCall } from './incentivi-changes.repository';
import { AuditService, diffFields } from '../../audit/audit.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import { INCENTIVI_SOURCE, amount, type IncentivoRow, type mapRow } from './incentivi';

/**
 * The fields of an announcement an import writes, in the audit log's names (those of the announcement
 * body and detail): what a re-import compares and logs (docs/domain.md#call-changes).
 * `allocated_funds`: the announcement's total allocation in EUR ("Stanziamento_incentivo", kept as the
 * custom field "Stanziamento (EUR)", which the custom-field comparison then leaves out).
 */
export const IMPORTED_FIELDS = [
  'name',
  'description',
  'start_date',
  'end_date',
  'supplying_authority',
  'link_regulatory',
  'eligible_expense_min',
  'eligible_expense_max',
  'grant_min',
  'grant_max',
  'allocated_funds',
  'type_non_repayable_fund',
  'type_concessionary_financing',
  'type_fiscal_bonus',
  'type_interest_account',
  'type_warranty',
  'announcements_company_dimensions',
  'announcements_areas_of_intervention',
  'announcements_ateco_codes',
  'announcements_locations',
  'announcements_expense_items',
  'announcements_custom_fields',
] as const;
const FUNDS_LABEL = 'Stanziamento (EUR)';

/** A place of an announcement as the log shows it: nation / region code / province / ISTAT comune code. */
const placeKey = (p: { nation: string; region: string | null; province: string | null; city: string | null }) =>
  [p.nation, p.region, p.province, p.city].filter(Boolean).join('/');
const sorted = (xs: string[]) => [...xs].sort();

/** The imported fields of a mapped row (IMPORTED_FIELDS), as the log compares them. */
export function importedView(m: ReturnType<typeof mapRow>, row: IncentivoRow): Record<string, unknown> {
  const { company_dimensions, areas_of_intervention, ...scalars } = m.values;
  return {
    ...scalars,
    allocated_funds: amount(row.Stanziamento_incentivo),
    announcements_company_dimensions: sorted(company_dimensions),
    announcements_areas_of_intervention: sorted(areas_of_intervention),
    announcements_ateco_codes: sorted(m.ateco.map((a) => a.value)),
    announcements_locations: sorted(m.locations.map(placeKey)),
    announcements_expense_items: m.expenses,
    announcements_custom_fields: m.custom.filter((c) => c.label !== FUNDS_LABEL).map((c) => `${c.label.slice(0, 200)}: ${c.value}`),
  };
}

/**
 * The stored state of imported announcement `annId` (global: project_id NULL) in the shape of
 * {@link importedView}, plus its `status`; undefined when it is no global announcement. Read in the
 * import's transaction before the row is written.
 */
export async function storedView(em: EntityManager, annId: number, sourceData: unknown): Promise<Record<string, unknown> | undefined> {
  const a = await readImportedCall(em, annId, FUNDS_LABEL);
  if (!a) return undefined;
  const { ateco, places, expenses, custom, company_dimensions, areas_of_intervention, ...scalars } = a;
  return {
    ...scalars,
    allocated_funds: amount((sourceData as IncentivoRow | null)?.Stanziamento_incentivo),
    announcements_company_dimensions: sorted(company_dimensions ?? []),
    announcements_areas_of_intervention: sorted(areas_of_intervention ?? []),
    announcements_ateco_codes: sorted(ateco),
    announcements_locations: sorted(places),
    announcements_expense_items: expenses,
    announcements_custom_fields: custom,
  };
}

/**
 * The audit entry and the notifications of a re-imported announcement whose imported fields changed
 * (docs/domain.md#call-changes), in the import's transaction `em`: ONE entry (entity
 * `announcement`, action `imported`, project_id NULL, user `userId`) naming the
 * {@link IMPORTED_FIELDS} that differ between `before` and `after` with `{from, to}`, nothing when
 * none does; then NotificationsService.announcementChanged for the closing date and the amounts.
 */
export async function logImportedChange(
  em: EntityManager,
  deps: { audit: AuditService; notifications: Pick<NotificationsService, 'announcementChanged'>; userId: number | null; today: string },
  annId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  const changes = diffFields(before, after, [...IMPORTED_FIELDS]);
  if (!changes.fields.length) return;
  await deps.audit.record(em, {
    userId: deps.userId,
    projectId: null,
    entity: 'announcement',
    entityId: annId,
    action: 'imported',
    changes: { ...changes, source: INCENTIVI_SOURCE },
  });
  const status = before.status as string;
  await deps.notifications.announcementChanged(
    em,
    null,
    deps.userId,
    {
      id: annId,
      name: String(after.name),
      status: [status, status],
      end_date: [before.end_date, after.end_date],
      funds: {
        allocated_funds: [before.allocated_funds, after.allocated_funds],
        grant_min: [before.grant_min, after.grant_min],
        grant_max: [before.grant_max, after.grant_max],
        eligible_expense_min: [before.eligible_expense_min, after.eligible_expense_min],
        eligible_expense_max: [before.eligible_expense_max, after.eligible_expense_max],
      },
    },
    deps.today,
  );
}
