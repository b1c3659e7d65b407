import { Text } from '@bandi/shared-ui';
import type { EligibleAnnouncement } from '../../types';

const COLOR = { fits: 'teal', does_not_fit: 'red', unknown: 'orange' } as const;

/**
 * The de minimis annotation of an eligibility row (issue 34; docs/domain.md#de-minimis-in-eligibility):
 * for an announcement under the de minimis scheme, "Massimale de minimis: " and the API's Italian message
 * (fits, does not fit with the largest amount that fits, or no aid recorded); nothing otherwise.
 */
export function DeMinimisNote({ check, testId }: { check: EligibleAnnouncement['de_minimis']; testId?: string }) {
  if (!check) return null;
  return (
    <Text size="xs" c={COLOR[check.status]} data-testid={testId}>
      Massimale de minimis: {check.message}
    </Text>
  );
}
