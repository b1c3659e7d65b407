import { FormikSelectField, FormikTextInputField, Card, SimpleGrid, Text, Title } from '@bandi/shared-ui';
import { DIMENSION_LABELS } from '../../types';
import { DimensionPreview } from '../sme/DimensionPreview';
import { HistoryCard } from '../sme/HistoryCard';
import { RelatedCard } from '../sme/RelatedCard';

/**
 * Company size (Racc. 2003/361/CE) of the client form: yearly figures, associated and connected
 * enterprises, manual class and public bodies' share (the SME inputs live in ../sme/).
 */
export function DimensionSection() {
  return (
    <>
      <HistoryCard />
      <RelatedCard />
      <Card withBorder>
        <Title order={4} mb="sm">
          Dimensione d'impresa
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Calcolata dallo storico e dalle imprese associate o collegate (Racc. 2003/361/CE); puoi indicarla a mano, resterà segnata come
          manuale.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormikSelectField
            name="company_dimension_override"
            label="Dimensione manuale"
            clearable
            data={Object.entries(DIMENSION_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <FormikTextInputField name="public_bodies_share" label="Quota detenuta da enti pubblici (%)" inputMode="decimal" />
        </SimpleGrid>
        <DimensionPreview />
      </Card>
    </>
  );
}
