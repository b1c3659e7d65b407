/** Formik-bound select and radio group: not part of the login's core entry (issue 12). */
import { useField } from 'formik';
import { RadioGroupField, SelectField, type RadioGroupFieldProps, type SelectFieldProps } from './choiceFields';
import { touchedError, type Bound } from './formik';

/** `SelectField` bound to the surrounding Formik form by `name` (value is the option's string value or null). */
export function FormikSelectField({ name, ...rest }: Bound<SelectFieldProps>) {
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  return (
    <SelectField
      {...rest}
      name={name}
      value={field.value ?? null}
      onChange={(value) => {
        void helpers.setValue(value);
      }}
      onBlur={() => {
        void helpers.setTouched(true);
      }}
      error={touchedError(meta)}
    />
  );
}

/** `RadioGroupField` bound to the surrounding Formik form by `name`; choosing a value touches the field. */
export function FormikRadioGroupField({ name, ...rest }: Bound<RadioGroupFieldProps>) {
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  return (
    <RadioGroupField
      {...rest}
      name={name}
      value={field.value ?? ''}
      onChange={(value) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(value);
      }}
      error={touchedError(meta)}
    />
  );
}
