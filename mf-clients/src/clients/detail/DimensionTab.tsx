import type { Client } from '../../types';
import { DimensionPanel } from '../sme/DimensionPanel';

/** Tab "Dimensione": the company size class (Racc. 2003/361/CE), the rules applied and each year's outcome (../sme/DimensionPanel). */
export function DimensionTab({ c }: { c: Client }) {
  return <DimensionPanel client={c} />;
}
