import { EMPTY_VALUE } from '@bandi/shared-ui';

/** "Comune (PR)" from city and province; whichever is present, or "—". */
export function placeLabel(city: string | null | undefined, province: string | null | undefined): string {
  const c = city?.trim();
  const p = province?.trim();
  if (c && p) return `${c} (${p})`;
  return c || p || EMPTY_VALUE;
}
