import { useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import * as yup from 'yup';
import {
  AlertBox,
  FormikDateField,
  FormikMoneyField,
  MESSAGES,
  errorMessage,
  fieldErrors,
  ifMatch,
  requiredString,
  touchedError,
  useVersionConflict,
  Button,
  Group,
  Modal,
  Stack,
  TextInput,
} from '@bandi/shared-ui';
import type { StateAid } from '../../types';
import { stateAidsCreate, stateAidsUpdate } from '@bandi/api-client';

interface Values {
  grant_date: string;
  granting_body: string;
  measure_title: string;
  regulation: string;
  instrument: string;
  aid_element: number | '';
  nominal_amount: number | '';
  car: string;
  cor: string;
  cup: string;
}

const digits = (label: string) =>
  yup
    .string()
    .trim()
    .matches(/^\d{0,20}$/, `Il ${label} è composto da sole cifre (al massimo 20)`);

/** Client-side rules of the aid form (the API checks the same: docs/api.md "State aid"). */
export const stateAidSchema = yup.object({
  grant_date: yup.string().required(MESSAGES.required),
  granting_body: requiredString().max(255, MESSAGES.maxLength(255)),
  measure_title: yup.string().max(500, MESSAGES.maxLength(500)),
  regulation: requiredString().max(100, MESSAGES.maxLength(100)),
  instrument: yup.string().max(255, MESSAGES.maxLength(255)),
  aid_element: yup.number().typeError(MESSAGES.required).required(MESSAGES.required).min(0),
  nominal_amount: yup.mixed(),
  car: digits('CAR'),
  cor: digits('COR'),
  cup: yup
    .string()
    .trim()
    .matches(/^([A-Za-z0-9]{15})?$/, 'Il CUP ha 15 caratteri, lettere o cifre'),
});

const cents = (eur: number | '') => (eur === '' ? null : Math.round(eur * 100));
const euros = (c: number | null | undefined) => (c === null || c === undefined ? '' : c / 100);
/** The API's field names (cents) on the form's (euro). */
const FIELD_OF: Record<string, string> = { aid_element_cents: 'aid_element', nominal_amount_cents: 'nominal_amount' };

export interface StateAidFormModalProps {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  clientId: number;
  /** Edit this aid; create when absent. */
  aid?: StateAid | null;
  onSaved: () => void;
}

/**
 * Create/edit form of an aid received by the client (issue 34) in a modal: grant date
 * (DateField), granting body, measure, regulation as written ("2023/2831", "UE1407/2013"),
 * instrument, aid element (ESL) and nominal amount in euro (MoneyInput; sent as cents), CAR, COR,
 * CUP. Formik + Yup with Italian messages; the API's 422 go on their fields, a 409 opens the
 * conflict dialog.
 */
export function StateAidFormModal({ opened, onClose, projectId, clientId, aid, onSaved }: StateAidFormModalProps) {
  const [error, setError] = useState<unknown>(null);
  const conflicts = useVersionConflict<StateAid>(() => onSaved());
  const initial: Values = {
    grant_date: aid?.grant_date ?? '',
    granting_body: aid?.granting_body ?? '',
    measure_title: aid?.measure_title ?? '',
    regulation: aid?.regulation ?? '2023/2831',
    instrument: aid?.instrument ?? '',
    aid_element: euros(aid?.aid_element_cents),
    nominal_amount: euros(aid?.nominal_amount_cents),
    car: aid?.car ?? '',
    cor: aid?.cor ?? '',
    cup: aid?.cup ?? '',
  };
  return (
    <Modal opened={opened} onClose={onClose} title={aid ? 'Modifica aiuto' : 'Nuovo aiuto ricevuto'} size="lg">
      {conflicts.dialog}
      <Formik<Values>
        initialValues={initial}
        enableReinitialize
        validationSchema={stateAidSchema}
        onSubmit={async (v, helpers) => {
          setError(null);
          const body = {
            grant_date: v.grant_date,
            granting_body: v.granting_body.trim(),
            measure_title: v.measure_title.trim() || null,
            regulation: v.regulation.trim(),
            instrument: v.instrument.trim() || null,
            aid_element_cents: cents(v.aid_element) ?? 0,
            nominal_amount_cents: cents(v.nominal_amount),
            car: v.car.trim() || null,
            cor: v.cor.trim() || null,
            cup: v.cup.trim() || null,
          };
          const path = { projectId, clientId };
          try {
            if (aid) {
              await conflicts.save(
                async (version) => {
                  await stateAidsUpdate(Number(path.projectId), path.clientId, aid.id, body, { ...ifMatch(version) });
                  onSaved();
                },
                aid.version,
                setError,
              );
            } else {
              await stateAidsCreate(Number(path.projectId), path.clientId, body);
              onSaved();
            }
          } catch (e) {
            const fields = Object.fromEntries(Object.entries(fieldErrors(e)).map(([k, m]) => [FIELD_OF[k] ?? k, m]));
            if (Object.keys(fields).length) helpers.setErrors(fields as FormikErrors<Values>);
            setError(e);
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => {
          const text = (name: keyof Values, label: string, required = false) => (
            <TextInput
              label={label}
              required={required}
              name={name}
              value={String(values[name])}
              onChange={handleChange}
              onBlur={handleBlur}
              error={touchedError({ touched: Boolean(touched[name]), error: errors[name] as string | undefined })}
              data-testid={`aid-${name}`}
            />
          );
          return (
            <Form noValidate data-testid="state-aid-form">
              <Stack gap="sm">
                {error ? <AlertBox onClose={() => setError(null)}>{errorMessage(error)}</AlertBox> : null}
                <Group grow align="flex-start">
                  <FormikDateField name="grant_date" label="Data di concessione" required data-testid="aid-grant_date" />
                  {text('regulation', 'Regolamento (es. 2023/2831)', true)}
                </Group>
                {text('granting_body', 'Soggetto concedente', true)}
                {text('measure_title', 'Misura')}
                <Group grow align="flex-start">
                  <FormikMoneyField name="aid_element" label="Elemento di aiuto (ESL, EUR)" required data-testid="aid-aid_element" />
                  <FormikMoneyField name="nominal_amount" label="Importo nominale (EUR)" data-testid="aid-nominal_amount" />
                </Group>
                {text('instrument', 'Strumento (sovvenzione, garanzia, prestito …)')}
                <Group grow align="flex-start">
                  {text('car', 'CAR')}
                  {text('cor', 'COR')}
                  {text('cup', 'CUP')}
                </Group>
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose}>
                    Annulla
                  </Button>
                  <Button type="submit" loading={isSubmitting} data-testid="aid-save">
                    Salva
                  </Button>
                </Group>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
