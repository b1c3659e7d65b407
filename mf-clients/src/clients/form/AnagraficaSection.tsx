import { useField } from 'formik';
import { FormikMoneyField, FormikSelectField, Alert, Card, Stack, Title } from '@bandi/shared-ui';
import { ACCOUNTING_TYPES, useLegalForms, withStored } from '../reference';
import { ClientFieldInputs } from './ClientFieldInputs';
import { DuplicateCheckedField, type DuplicateChecks } from './duplicates';

/**
 * "Anagrafica" of the client form: identity and tax data, legal form from the coded list the
 * calls use (ISO 20275 ELF), contacts and invoicing, flags, note. Input sizes follow the usual
 * written forms: a partita IVA may be typed as "IT 0 0 1 1 8 4 3 9 9 9 1" or "IT - 01404480202"
 * (the API keeps the 11 digits). P.IVA and codice fiscale are checked for duplicates in the
 * environment as they are left (`duplicates`, see ./duplicates.tsx). The plain fields and their
 * order are the table's (./fields.ts); the selects, the amount and the notice are placed here.
 * `legacyLegalForm`: the free text kept by migration 0010 when it matched no coded form.
 */
export function AnagraficaSection({
  legacyLegalForm,
  duplicates,
  projectId,
}: {
  legacyLegalForm?: string | null;
  duplicates: DuplicateChecks;
  projectId: string | undefined;
}) {
  const legalForms = useLegalForms();
  const [legalForm] = useField<string>('legal_form');
  return (
    <Card withBorder data-testid="section-anagrafica">
      <Title order={3} mb="sm">
        Anagrafica
      </Title>
      <Stack>
        <ClientFieldInputs
          section="anagrafica"
          custom={{
            legal_form: (
              <FormikSelectField
                name="legal_form"
                label="Forma giuridica"
                data={withStored(legalForms, legalForm.value)}
                clearable
                placeholder="Cerca, es. SRL"
                data-testid="legal-form"
              />
            ),
            accounting_type: <FormikSelectField name="accounting_type" label="Regime contabile" data={ACCOUNTING_TYPES} clearable />,
            vat_number: (props) => <DuplicateCheckedField {...props} name="vat_number" checks={duplicates} projectId={projectId} />,
            fiscal_code: (props) => <DuplicateCheckedField {...props} name="fiscal_code" checks={duplicates} projectId={projectId} />,
            social_capital: <FormikMoneyField name="social_capital" label="Capitale sociale (EUR)" data-testid="social-capital" />,
            legal_form_text:
              legacyLegalForm && !legalForm.value ? (
                <Alert color="yellow" data-testid="legacy-legal-form">
                  Forma giuridica registrata come testo libero: «{legacyLegalForm}». Scegli la voce corrispondente dall’elenco.
                </Alert>
              ) : null,
          }}
        />
      </Stack>
    </Card>
  );
}
