import { useField } from 'formik';
import { FormikSelectField, FormikTextInputField, Card, SimpleGrid, Title } from '@bandi/shared-ui';
import { useDropdown, withStored } from '../reference';

/**
 * "Lavoro e previdenza" of the client form: collective agreement (CCNL), interprofessional fund
 * (list of settings → fondi interprofessionali), INPS registration number (matricola) and office,
 * INAIL company code (codice ditta / PAT) and office.
 */
export function LavoroSection() {
  const funds = useDropdown('interprofessional_funds');
  const [fund] = useField<string>('interprofessional_fund');
  return (
    <Card withBorder data-testid="section-lavoro">
      <Title order={3} mb="sm">
        Lavoro e previdenza
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormikTextInputField name="ccnl_type" label="CCNL applicato" maxLength={200} placeholder="es. Commercio – Terziario" />
        <FormikSelectField name="interprofessional_fund" label="Fondo interprofessionale" data={withStored(funds, fund.value)} clearable />
        <FormikTextInputField name="inps_registration_number" label="Matricola INPS" maxLength={40} />
        <FormikTextInputField name="inps_location" label="Sede INPS" maxLength={200} />
        <FormikTextInputField name="inail_registration_number" label="Codice ditta INAIL" maxLength={40} />
        <FormikTextInputField name="inail_location" label="Sede INAIL" maxLength={200} />
      </SimpleGrid>
    </Card>
  );
}
