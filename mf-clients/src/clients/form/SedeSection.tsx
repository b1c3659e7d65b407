import { FormikTextInputField, Card, SimpleGrid, Stack, Title } from '@bandi/shared-ui';
import { RowsSection } from './RowsSection';

/** "Sede" of the client form: the legal seat (comune and CAP checked by the API) and the operating seats. */
export function SedeSection() {
  return (
    <Card withBorder data-testid="section-sede">
      <Title order={3} mb="sm">
        Sede
      </Title>
      <Stack>
        <Title order={4}>Sede legale</Title>
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <FormikTextInputField name="client_legal_location.address" label="Indirizzo" maxLength={255} />
          <FormikTextInputField name="client_legal_location.postal_code" label="CAP" maxLength={5} />
          <FormikTextInputField name="client_legal_location.city" label="Comune" maxLength={120} />
          <FormikTextInputField name="client_legal_location.province" label="Provincia (sigla)" maxLength={2} />
        </SimpleGrid>
        <RowsSection section="clients_location" title="Sedi operative" addLabel="Aggiungi sede" />
      </Stack>
    </Card>
  );
}
