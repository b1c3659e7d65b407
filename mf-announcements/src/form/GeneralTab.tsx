import { DateField, Group, Select, SimpleGrid, Stack, Title } from '@bandi/shared-ui';
import { useReferenceOptions } from './reference';
import { Area, Flag, Text500, err, type TabProps } from './fields';
import { InformationSheetField, type SheetFile } from './InformationSheetField';
import { AID_SCHEMES, FUNDING_TYPES } from '../labels';
import { DE_MINIMIS_CEILINGS, DE_MINIMIS_REGULATIONS } from '@bandi/domain';

/** The de minimis regulations an announcement may be granted under (docs/domain.md#de-minimis-regulations). */
const REGULATION_OPTIONS = DE_MINIMIS_REGULATIONS.map((r) => ({
  value: r,
  label: `${DE_MINIMIS_CEILINGS[r].label} (Reg. (UE) ${DE_MINIMIS_CEILINGS[r].act})`,
}));

/**
 * Tab "Generale" of the announcement form: name, opening and closing dates (Italian date inputs,
 * `DD/MM/YYYY`, kept as `YYYY-MM-DD`), evaluation procedure, authority, funding and aid scheme,
 * texts and the information sheet; for a de minimis call, its regulation ("Regolamento de minimis",
 * general when left empty: the eligibility's headroom is taken under it).
 */
export function GeneralTab({ formik, readOnly, projectId }: TabProps) {
  const ro = readOnly('generale');
  const procedures = useReferenceOptions('evaluation_procedures');
  return (
    <Stack>
      <Text500 name="name" label="Nome del bando" disabled={ro} required />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField
          label="Data di apertura"
          value={String(formik.values.start_date ?? '')}
          disabled={ro}
          onChange={(v) => formik.setFieldValue('start_date', v)}
          error={err(formik, 'start_date')}
        />
        <DateField
          label="Data di chiusura"
          value={String(formik.values.end_date ?? '')}
          disabled={ro}
          onChange={(v) => formik.setFieldValue('end_date', v)}
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
      {formik.values.aid_scheme_de_minimis ? (
        <Select
          label="Regolamento de minimis"
          description="Il massimale e il cumulo del controllo de minimis dei clienti seguono questo regolamento"
          data={REGULATION_OPTIONS}
          value={(formik.values.de_minimis_regulation as string | null) ?? 'general'}
          disabled={ro}
          onChange={(v) => formik.setFieldValue('de_minimis_regulation', v)}
          error={err(formik, 'de_minimis_regulation')}
        />
      ) : null}
      <Area name="facilitation_cumulability" label="Cumulabilità" disabled={ro} />
      <Area name="facilitation_intensity_of_help" label="Intensità dell'aiuto" disabled={ro} />
      <Area name="facilitation_relief" label="Agevolazione concessa" disabled={ro} />
    </Stack>
  );
}
