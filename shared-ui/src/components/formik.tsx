import { useField, type FieldMetaProps } from 'formik';
import {
  PasswordField,
  RadioGroupField,
  SelectField,
  TextInputField,
  type PasswordFieldProps,
  type RadioGroupFieldProps,
  type SelectFieldProps,
  type TextInputFieldProps,
} from './fields';

/** The error a field shows: only once it has been touched (docs/rules.md "errors appear only after a field has been touched"). */
export function touchedError(meta: Pick<FieldMetaProps<unknown>, 'touched' | 'error'>): string | undefined {
  if (!meta.touched || !meta.error) return undefined;
  return typeof meta.error === 'string' ? meta.error : String(meta.error);
}

/** Props of a Formik-bound field: `name` is the Formik field path; value/onChange come from Formik. */
type Bound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name'> & { name: string };

/** `TextInputField` bound to the surrounding Formik form by `name`. */
export function FormikTextInputField({ name, ...rest }: Bound<TextInputFieldProps>) {
  const [field, meta] = useField<string | null | undefined>(name);
  return (
    <TextInputField
      {...rest}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={touchedError(meta)}
    />
  );
}

/** `PasswordField` bound to the surrounding Formik form by `name`. */
export function FormikPasswordField({ name, ...rest }: Bound<PasswordFieldProps>) {
  const [field, meta] = useField<string | null | undefined>(name);
  return (
    <PasswordField
      {...rest}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={touchedError(meta)}
    />
  );
}

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
