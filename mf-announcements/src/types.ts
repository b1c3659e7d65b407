/** Shapes of the announcement answers (docs/api-contract.md, SPEC §3.3). */
import type { AnnouncementScope, AnnouncementState, AnnouncementStatus } from '@bandi/domain';

/** Scope, status and state of a call: the reference values of @bandi/domain. */
export type { AnnouncementScope, AnnouncementState, AnnouncementStatus };

/** An item of GET /api/announcements and /api/projects/{projectId}/announcements. */
export interface AnnouncementListItem {
  id: number;
  name: string;
  scope: AnnouncementScope;
  status: AnnouncementStatus;
  state: AnnouncementState;
  start_date: string | null;
  end_date: string | null;
  supplying_authority: string | null;
  type_non_repayable_fund: boolean;
  type_concessionary_financing: boolean;
  type_fiscal_bonus: boolean;
  type_interest_account: boolean;
  type_warranty: boolean;
}

/** An announcement as answered by the detail endpoints; fields beyond the list item may be absent. */
export interface Announcement extends AnnouncementListItem {
  project_id?: number | null;
  evaluation_procedure?: string | null;
  description?: string | null;
  link_regulatory?: string | null;
  fact_sheet?: string | null;
  facilitation_cumulability?: string | null;
  facilitation_intensity_of_help?: string | null;
  facilitation_relief?: string | null;
  aid_scheme_general_taxation?: boolean;
  aid_scheme_temporary_framework?: boolean;
  aid_scheme_de_minimis?: boolean;
  aid_scheme_exemption?: boolean;
  created_at?: string;
  updated_at?: string;
}

/** An announcement template (SPEC §3.4): the fields of an announcement, only `name` required. */
export interface Template {
  id: number;
  name: string;
  scope?: AnnouncementScope;
  supplying_authority?: string | null;
  description?: string | null;
  evaluation_procedure?: string | null;
  link_regulatory?: string | null;
  type_non_repayable_fund?: boolean;
  type_concessionary_financing?: boolean;
  type_fiscal_bonus?: boolean;
  type_interest_account?: boolean;
  type_warranty?: boolean;
  created_at?: string;
  updated_at?: string;
}
