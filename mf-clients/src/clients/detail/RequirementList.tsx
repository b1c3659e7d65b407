import { EligibilityRequirements } from '@bandi/shared-ui';
import type { EligibleAnnouncement } from '../../types';

/**
 * Requirement verdicts of one announcement for one client (also used by the per-client announcement view): the
 * shared display of shared-ui (`EligibilityRequirements`, the same as the announcement's "Clienti idonei"),
 * with the Italian names of the client data to collect.
 */
export function RequirementList({ row }: { row: EligibleAnnouncement }) {
  return <EligibilityRequirements requirements={row.requirements} missing={row.missing_data} />;
}
