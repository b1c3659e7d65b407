import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, useField, useFormikContext } from 'formik';
import { FormikSelectField, ActionIcon, Button, Card, Checkbox, Group, Stack, Title } from '@bandi/shared-ui';
import { AtecoPicker } from '../AtecoPicker';
import { useDropdown, withStored } from '../reference';
import { ClientFieldInputs } from './ClientFieldInputs';
import { RowsSection } from './RowsSection';
import type { ClientFormValues } from './values';

/**
 * "Dati camerali" of the client form, as on a visura camerale: CCIAA registration (REA, number,
 * section of the Registro delle imprese, date, default today), ATECO 2025 codes, partners and
 * directors. The plain fields and their order are the table's (./fields.ts); the selects are placed here.
 */
export function CameraliSection() {
  const registers = useDropdown('business_registers');
  const [sectionCciaa] = useField<string>('section_cciaa');
  return (
    <Card withBorder data-testid="section-camerali">
      <Title order={3} mb="sm">
        Dati camerali
      </Title>
      <Stack>
        <ClientFieldInputs
          section="camerali"
          custom={{
            subscribed_to_cciaa: (
              <FormikSelectField
                name="subscribed_to_cciaa"
                label="Iscritta alla CCIAA"
                clearable
                data={[
                  { value: 'yes', label: 'Sì' },
                  { value: 'no', label: 'No' },
                ]}
              />
            ),
            section_cciaa: (
              <FormikSelectField
                name="section_cciaa"
                label="Sezione del registro"
                data={withStored(registers, sectionCciaa.value)}
                clearable
              />
            ),
          }}
        />
        <AtecoCodes />
        <RowsSection section="clients_partners" title="Soci" addLabel="Aggiungi socio" />
        <RowsSection section="clients_administrators" title="Amministratori" addLabel="Aggiungi amministratore" />
      </Stack>
    </Card>
  );
}

function AtecoCodes() {
  const { values, setFieldValue } = useFormikContext<ClientFormValues>();
  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        Codici ATECO 2025
      </Title>
      <FieldArray name="clients_ateco_codes">
        {(arr) => (
          <Stack gap="xs">
            {values.clients_ateco_codes.map((_, i) => (
              <Group key={i} align="flex-end">
                <AtecoPicker name={`clients_ateco_codes.${i}.value`} testId={`ateco-${i}`} />
                <Checkbox
                  label="Primario"
                  checked={values.clients_ateco_codes[i].primary}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    values.clients_ateco_codes.forEach(
                      (__, j) => void setFieldValue(`clients_ateco_codes.${j}.primary`, j === i ? on : false),
                    );
                  }}
                />
                <ActionIcon variant="subtle" color="red" aria-label="Rimuovi codice ATECO" onClick={() => arr.remove(i)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              w="fit-content"
              onClick={() => arr.push({ value: '', primary: values.clients_ateco_codes.length === 0 })}
            >
              Aggiungi codice ATECO
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Card>
  );
}
