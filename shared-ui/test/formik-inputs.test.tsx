import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Formik, type FormikProps } from 'formik';
import { FormikCheckboxField, FormikNumberField, FormikTextareaField } from '../src/components/formikInputs';

/** The Formik-bound inputs of shared-ui (used by the announcement form's tabs): value, change, touched error. */
type Values = { description: string; female: boolean; employees: number | string };
function renderForm(initial: Values, validate: (v: Values) => Record<string, string> = () => ({})) {
  let form: FormikProps<Values> | null = null;
  render(
    <MantineProvider>
      <Formik<Values> initialValues={initial} validate={validate} onSubmit={() => undefined}>
        {(f) => {
          form = f;
          return (
            <>
              <FormikTextareaField name="description" label="Descrizione" />
              <FormikCheckboxField name="female" label="Impresa femminile" />
              <FormikNumberField name="employees" label="Addetti" max={100_000} decimals={2} />
            </>
          );
        }}
      </Formik>
    </MantineProvider>,
  );
  return () => form!;
}

describe('Formik-bound inputs', () => {
  it('write their values into the form', async () => {
    const form = renderForm({ description: '', female: false, employees: '' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: 'Bando per PMI' } });
      fireEvent.click(screen.getByLabelText('Impresa femminile'));
    });
    expect(form().values.description).toBe('Bando per PMI');
    expect(form().values.female).toBe(true);
  });

  it('show the error only once the field is touched', async () => {
    renderForm(
      { description: '', female: false, employees: '' },
      (v): Record<string, string> => (v.description ? {} : { description: 'Campo obbligatorio' }),
    );
    expect(screen.queryByText('Campo obbligatorio')).toBeNull();
    await act(async () => {
      fireEvent.blur(screen.getByLabelText('Descrizione'));
    });
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
  });

  it('shows the number with the Italian separators', () => {
    renderForm({ description: '', female: false, employees: 1234.5 });
    expect((screen.getByLabelText('Addetti') as HTMLInputElement).value).toBe('1.234,5');
  });
});
