import { useField, type FieldMetaProps } from 'formik';
import { PasswordField, TextInputField, type PasswordFieldProps, type TextInputFieldProps } from './fields';

/** The error a field shows: only once it has been touched (docs/rules.md "errors appear only after a field has been touched"). */
export function touchedError(meta: Pick<FieldMetaProps<unknown>, 'touched' | 'error'>): string | undefined {
  if (!meta.touched || !meta.error) return undefined;
  return typeof meta.error === 'string' ? meta.error : String(meta.error);
}

/** Props of a Formik-bound field: `name` is the Formik field path; value/onChange come from Formik. */
export type Bound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name'> & { name: string };

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
