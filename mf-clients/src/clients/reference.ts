import { useReference } from '@bandi/shared-ui';
import { referenceDropdown, referenceLegalForms } from '@bandi/api-client';

/** A Select option (value = stored code, label = Italian text). */
export interface Option {
  value: string;
  label: string;
}

/** Reference answers are read quietly: a failure leaves the options empty, never leaves the page. */
const QUIET = { skipGlobalErrorHandling: true };

/**
 * The legal forms of GET /api/reference/legal-forms (ISO 20275 ELF codes for Italy, the list the
 * calls use): value = ELF code, label = name with the usual abbreviation ("Società A
 * Responsabilità Limitata (SRL)").
 */
export function useLegalForms(): Option[] {
  return useReference(
    'legal-forms',
    async () => (await referenceLegalForms(QUIET)).data,
    (forms) =>
      forms.map((f) => {
        const abbreviation = f.abbreviations?.split(';')[0];
        return { value: f.elf_code, label: abbreviation ? `${f.name} (${abbreviation})` : f.name };
      }),
  );
}

/** Active values of a dropdown list (GET /api/reference/dropdowns/{list}), e.g. interprofessional_funds, business_registers. */
export function useDropdown(list: string): Option[] {
  return useReference(
    `dropdowns/${list}`,
    async () => (await referenceDropdown(list, { ...QUIET })).data,
    (values) => values.map((x) => ({ value: x.value, label: x.label })),
  );
}

/** Options including the stored value when the list lacks it (a value entered before the list existed stays visible). */
export function withStored(options: Option[], stored: string | null | undefined): Option[] {
  if (!stored || options.some((o) => o.value === stored)) return options;
  return [...options, { value: stored, label: stored }];
}

/** The label of a stored code (the code itself when unknown, null for empty). */
export function labelOf(options: Option[], value: string | null | undefined): string | null {
  if (!value) return null;
  return options.find((o) => o.value === value)?.label ?? value;
}

/** Accounting regimes of an Italian company (stored as the Italian word). */
export const ACCOUNTING_TYPES: Option[] = [
  { value: 'Ordinaria', label: 'Contabilità ordinaria' },
  { value: 'Semplificata', label: 'Contabilità semplificata' },
  { value: 'Forfettaria', label: 'Regime forfettario' },
];
