/**
 * Text and password fields of the design system. Part of the login's core entry (`@bandi/shared-ui/core`,
 * issue 12): this file imports no heavier Mantine component (the selects and radio groups live in
 * choiceFields.tsx), so the login page does not download them.
 */
import { useState, type ChangeEvent } from 'react';
import { Group, PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';

/** Text of the character counter of docs/screens.md#shared-widgets, e.g. "12/100". */
export function counterText(length: number, max: number): string {
  return `${length}/${max}`;
}

export interface TextInputFieldProps extends TextInputProps {
  /** Shows the "n/max" character counter under the input; needs `maxLength`. */
  counter?: boolean;
}

/**
 * Text input of the design system (Mantine `TextInput`) with an optional character counter
 * "n/max" (docs/screens.md#shared-widgets, docs/rules.md#form-rules "text inputs may carry a maximum length with a counter").
 */
export function TextInputField({ counter = false, maxLength, value, defaultValue, onChange, description, ...rest }: TextInputFieldProps) {
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : ownLength;
  const showCounter = counter && typeof maxLength === 'number';
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setOwnLength(event.currentTarget.value.length);
    onChange?.(event);
  };
  return (
    <TextInput
      {...rest}
      value={value}
      defaultValue={defaultValue}
      maxLength={maxLength}
      onChange={handleChange}
      inputWrapperOrder={showCounter ? ['label', 'input', 'description', 'error'] : rest.inputWrapperOrder}
      description={
        showCounter ? (
          <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
            <span>{description}</span>
            <span data-testid="input-counter">{counterText(length, maxLength)}</span>
          </Group>
        ) : (
          description
        )
      }
    />
  );
}

export type PasswordFieldProps = PasswordInputProps;

/**
 * Password input with a visibility toggle (docs/screens.md#shared-widgets, docs/domain.md#states-and-transitions), Italian labels on the toggle.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Nascondi password' : 'Mostra password' }}
      {...props}
    />
  );
}
