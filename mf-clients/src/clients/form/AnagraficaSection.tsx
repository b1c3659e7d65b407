import { useField } from 'formik';
import {
  FormikCheckboxField,
  FormikDateField,
  FormikMoneyField,
  FormikSelectField,
  FormikTextInputField,
  FormikTextareaField,
  Alert,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Title,
} from '@bandi/shared-ui';
import { ACCOUNTING_TYPES, useLegalForms, withStored } from '../reference';
import { DuplicateCheckedField, type DuplicateChecks } from './duplicates';

/**
 * "Anagrafica" of the client form: identity and tax data, legal form from the coded list the
 * calls use (ISO 20275 ELF), contacts and invoicing, flags, note. Input sizes follow the usual
 * written forms: a partita IVA may be typed as "IT 0 0 1 1 8 4 3 9 9 9 1" or "IT - 01404480202"
 * (the API keeps the 11 digits). P.IVA and codice fiscale are checked for duplicates in the
 * environment as they are left (`duplicates`, see ./duplicates.tsx).
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormikTextInputField name="business_name" label="Ragione sociale" withAsterisk maxLength={255} />
          <FormikTextInputField
            name="reference"
            label="Riferimento interno"
            maxLength={100}
            description="Codice o nome con cui lo studio identifica il cliente"
          />
          <FormikSelectField
            name="legal_form"
            label="Forma giuridica"
            data={withStored(legalForms, legalForm.value)}
            clearable
            placeholder="Cerca, es. SRL"
            data-testid="legal-form"
          />
          <FormikSelectField name="accounting_type" label="Regime contabile" data={ACCOUNTING_TYPES} clearable />
          <DuplicateCheckedField
            name="vat_number"
            label="Partita IVA"
            maxLength={30}
            description="Anche nella forma IT 01234567890"
            checks={duplicates}
            projectId={projectId}
          />
          <DuplicateCheckedField name="fiscal_code" label="Codice fiscale" maxLength={24} checks={duplicates} projectId={projectId} />
          <FormikDateField name="constitution_date" label="Data di costituzione" />
          <FormikTextInputField name="section" label="Sezione" maxLength={100} />
          <FormikMoneyField name="social_capital" label="Capitale sociale (EUR)" data-testid="social-capital" />
        </SimpleGrid>
        {legacyLegalForm && !legalForm.value ? (
          <Alert color="yellow" data-testid="legacy-legal-form">
            Forma giuridica registrata come testo libero: «{legacyLegalForm}». Scegli la voce corrispondente dall’elenco.
          </Alert>
        ) : null}
        <FormikTextareaField name="activity_description" label="Descrizione dell’attività" />
        <Group>
          <FormikCheckboxField name="female_enterprise" label="Impresa femminile" />
          <FormikCheckboxField name="youth_enterprise" label="Impresa giovanile" />
          <FormikCheckboxField name="public_entity_enterprise" label="Ente pubblico" />
        </Group>
        <Title order={4}>Contatti e fatturazione</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormikTextInputField name="email" label="Email" type="email" maxLength={255} />
          <FormikTextInputField name="pec" label="PEC" type="email" maxLength={255} />
          <FormikTextInputField name="sdi" label="Codice SDI" description="7 caratteri; 0000000 per recapito tramite PEC" maxLength={7} />
          <FormikTextInputField name="phone" label="Telefono" maxLength={40} />
          <FormikTextInputField name="website" label="Sito web" maxLength={255} />
        </SimpleGrid>
        <FormikTextareaField name="note" label="Note sul cliente" />
      </Stack>
    </Card>
  );
}
