import { TextInput, type TextInputProps } from '@mantine/core';
import { useField } from 'formik';
import { touchedError } from '@bandi/shared-ui';

/**
 * A Mantine text input bound to the surrounding Formik form by `name`. Local to the remote on
 * purpose: `formik` is not a federation singleton, so the form context must come from this
 * bundle's own copy (shared-ui's Formik fields would read the shell's copy).
 * Errors show once the field is touched (SPEC §5).
 */
export function FTextInput({ name, ...rest }: Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { name: string }) {
  const [field, meta] = useField<string | null | undefined>(name);
  return (
    <TextInput {...rest} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={touchedError(meta)} />
  );
}
