import { Group, Select, SimpleGrid, Stack, TextInput, Title } from '@bandi/shared-ui';
import { useReferenceOptions } from './reference';
import { Area, Flag, Text500, err, type TabProps } from './fields';
import { InformationSheetField, type SheetFile } from './InformationSheetField';
import { AID_SCHEMES, FUNDING_TYPES } from '../labels';

export function GeneralTab({ formik, readOnly, projectId }: TabProps) {
  const ro = readOnly('generale');
  const procedures = useReferenceOptions('evaluation_procedures');
  return (
    <Stack>
      <Text500 name="name" label="Nome del bando" disabled={ro} required />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label="Data di apertura"
          value={String(formik.values.start_date ?? '')}
          disabled={ro}
          onChange={(e) => formik.setFieldValue('start_date', e.currentTarget.value)}
          error={err(formik, 'start_date')}
        />
        <TextInput
          type="date"
          label="Data di chiusura"
          value={String(formik.values.end_date ?? '')}
          disabled={ro}
          onChange={(e) => formik.setFieldValue('end_date', e.currentTarget.value)}
          error={err(formik, 'end_date')}
        />
        <Select
          label="Procedura di valutazione"
          data={procedures}
          value={(formik.values.evaluation_procedure as string) ?? null}
          clearable
          disabled={ro}
          onChange={(v) => formik.setFieldValue('evaluation_procedure', v)}
          error={err(formik, 'evaluation_procedure')}
        />
      </SimpleGrid>
      <Text500 name="supplying_authority" label="Ente concedente" disabled={ro} />
      <Text500 name="link_regulatory" label="Link alla normativa" disabled={ro} required />
      <Area name="description" label="Descrizione" disabled={ro} />
      <Area name="fact_sheet" label="Scheda sintetica" disabled={ro} />
      <InformationSheetField
        value={{
          information_sheet: (formik.values.information_sheet as SheetFile | null) ?? null,
          information_sheet_delete: !!formik.values.information_sheet_delete,
        }}
        onChange={(next) => formik.setValues({ ...formik.values, ...next })}
        disabled={ro}
        projectId={projectId}
      />
      <Title order={4}>Agevolazione</Title>
      <Group>
        {FUNDING_TYPES.map((t) => (
          <Flag key={t.key} name={t.key} label={t.label} disabled={ro} />
        ))}
      </Group>
      <Group>
        {AID_SCHEMES.map((t) => (
          <Flag key={t.key} name={t.key} label={t.label} disabled={ro} />
        ))}
      </Group>
      <Area name="facilitation_cumulability" label="Cumulabilità" disabled={ro} />
      <Area name="facilitation_intensity_of_help" label="Intensità dell'aiuto" disabled={ro} />
      <Area name="facilitation_relief" label="Agevolazione concessa" disabled={ro} />
    </Stack>
  );
}
