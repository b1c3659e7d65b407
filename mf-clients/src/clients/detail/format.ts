import { formatMoney } from '@bandi/shared-ui';

/** An amount in EUR as Italian currency text ("1.234,50 €"); the empty mark for null. */
export const eur = (v: number | null | undefined) => formatMoney(v);
