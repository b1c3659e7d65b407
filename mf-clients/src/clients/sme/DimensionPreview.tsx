import { Text } from '@bandi/shared-ui';
import { useFormikContext } from 'formik';
import { computeSmeDimension } from '@bandi/domain';
import { DIMENSION_LABELS } from '../../types';
import { smePreviewInput, type HistoryRow, type RelatedRow } from './smeForm';

/**
 * Live preview of the computed dimension from the values being edited, with the same domain
 * function the API runs on save (@bandi/domain `computeSmeDimension`).
 */
export function DimensionPreview() {
  const { values } = useFormikContext<{ clients_history: HistoryRow[]; related: RelatedRow[]; public_bodies_share: string }>();
  const r = computeSmeDimension(smePreviewInput(values));
  return (
    <Text size="sm" data-testid="dimension-preview">
      <b>Calcolata con i dati inseriti: {r.dimension ? DIMENSION_LABELS[r.dimension] : 'non calcolabile'}.</b> {r.reason}
    </Text>
  );
}
