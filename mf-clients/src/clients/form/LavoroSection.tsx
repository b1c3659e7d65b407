import { useField } from 'formik';
import { FormikSelectField, Card, Title } from '@bandi/shared-ui';
import { useDropdown, withStored } from '../reference';
import { ClientFieldInputs } from './ClientFieldInputs';

/**
 * "Lavoro e previdenza" of the client form: collective agreement (CCNL), interprofessional fund
 * (list of settings → fondi interprofessionali), INPS registration number (matricola) and office,
 * INAIL company code (codice ditta / PAT) and office. The plain fields and their order are the
 * table's (./fields.ts); the fund's select is placed here.
 */
export function LavoroSection() {
  const funds = useDropdown('interprofessional_funds');
  const [fund] = useField<string>('interprofessional_fund');
  return (
    <Card withBorder data-testid="section-lavoro">
      <Title order={3} mb="sm">
        Lavoro e previdenza
      </Title>
      <ClientFieldInputs
        section="lavoro"
        custom={{
          interprofessional_fund: (
            <FormikSelectField
              name="interprofessional_fund"
              label="Fondo interprofessionale"
              data={withStored(funds, fund.value)}
              clearable
            />
          ),
        }}
      />
    </Card>
  );
}
