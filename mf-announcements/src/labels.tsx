import { EMPTY_VALUE, formatDate, Badge, Group } from '@bandi/shared-ui';
import type { AnnouncementScope, AnnouncementState, AnnouncementStatus } from './types';

/** Italian labels and badge colours of `state` (computed from the dates by the API). */
export const STATE_LABELS: Record<AnnouncementState, { label: string; color: string }> = {
  open: { label: 'Aperto', color: 'green' },
  forthcoming: { label: 'In arrivo', color: 'blue' },
  closed: { label: 'Chiuso', color: 'gray' },
};

/** Italian labels of `scope`. */
export const SCOPE_LABELS: Record<AnnouncementScope, string> = { global: 'Globale', local: 'Locale' };

/** Italian labels of `status`. */
export const STATUS_LABELS: Record<AnnouncementStatus, string> = { draft: 'Bozza', published: 'Pubblicato' };

/** The funding forms of an announcement (docs/domain.md#announcements boolean funding types), in display order. */
export const FUNDING_TYPES = [
  { key: 'type_non_repayable_fund', label: 'Fondo perduto', color: 'teal' },
  { key: 'type_concessionary_financing', label: 'Finanziamento agevolato', color: 'indigo' },
  { key: 'type_fiscal_bonus', label: "Credito d'imposta", color: 'grape' },
  { key: 'type_interest_account', label: 'Conto interessi', color: 'orange' },
  { key: 'type_warranty', label: 'Garanzia', color: 'cyan' },
] as const;

export type FundingKey = (typeof FUNDING_TYPES)[number]['key'];

/** The aid schemes of an announcement (docs/domain.md#announcements boolean aid schemes). */
export const AID_SCHEMES = [
  { key: 'aid_scheme_general_taxation', label: 'Regime ordinario' },
  { key: 'aid_scheme_temporary_framework', label: 'Quadro temporaneo' },
  { key: 'aid_scheme_de_minimis', label: 'De minimis' },
  { key: 'aid_scheme_exemption', label: 'Regolamento di esenzione' },
] as const;

export type AidSchemeKey = (typeof AID_SCHEMES)[number]['key'];

/** Deadline of an announcement: Italian date, or "A sportello" when it has no end date. */
export function deadlineLabel(endDate: string | null | undefined): string {
  return endDate ? formatDate(endDate) : 'A sportello';
}

/** Badge of the announcement state (Aperto / In arrivo / Chiuso). */
export function StateBadge({ state }: { state: AnnouncementState | null | undefined }) {
  const entry = state ? STATE_LABELS[state] : undefined;
  if (!entry) return <>{EMPTY_VALUE}</>;
  return (
    <Badge color={entry.color} variant="light">
      {entry.label}
    </Badge>
  );
}

/** Badge of the scope (Globale / Locale). */
export function ScopeBadge({ scope }: { scope: AnnouncementScope | null | undefined }) {
  if (!scope || !SCOPE_LABELS[scope]) return <>{EMPTY_VALUE}</>;
  return (
    <Badge color={scope === 'global' ? 'blue' : 'violet'} variant="outline">
      {SCOPE_LABELS[scope]}
    </Badge>
  );
}

/** One badge per funding form the announcement offers; "—" when none is set. */
export function FundingBadges({ announcement }: { announcement: Partial<Record<FundingKey, boolean | undefined>> }) {
  const set = FUNDING_TYPES.filter((t) => announcement[t.key]);
  if (set.length === 0) return <>{EMPTY_VALUE}</>;
  return (
    <Group gap={4}>
      {set.map((t) => (
        <Badge key={t.key} color={t.color} variant="light" size="sm" tt="none">
          {t.label}
        </Badge>
      ))}
    </Group>
  );
}
