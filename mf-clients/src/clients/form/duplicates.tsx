import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { useField } from 'formik';
import { Link } from 'react-router-dom';
import { Anchor, TextInputField, touchedError, type TextInputFieldProps } from '@bandi/shared-ui';
import { isValidCodiceFiscale, isValidPartitaIva } from '@bandi/domain';
import { clientsBase } from '../../paths';
import type { DuplicateClient, DuplicatesFound } from '../../types';
import { clientsDuplicates } from '@bandi/api-client';

/** The client fields the API's duplicate guard checks (docs/api-contract.md "Duplicate guard"). */
export type DuplicateField = 'vat_number' | 'fiscal_code';

/**
 * What the form knows about one field: the value asked about (as typed, trimmed) and the client
 * holding it, whose `message` (e.g. `Esiste già un cliente con questa partita IVA: «Rossi S.r.l.»`)
 * is the API's.
 */
interface Found {
  value: string;
  client: DuplicateClient;
}

/** The duplicate checks of one client form (see {@link useDuplicateChecks}). */
export interface DuplicateChecks {
  /** Per field, the client that holds the value last checked; shown while the field still holds that value. */
  found: Partial<Record<DuplicateField, Found>>;
  /** Asks the API about the field's value (left as it is when the value is empty or not a valid code). */
  check: (field: DuplicateField, value: string) => void;
  /** Takes the `duplicates` of a save's 422 answer (`{field: {id, business_name, message}}`) for the values sent. */
  fromError: (error: unknown, values: Partial<Record<DuplicateField, string>>) => void;
}

const VALID: Record<DuplicateField, (v: string) => boolean> = { vat_number: isValidPartitaIva, fiscal_code: isValidCodiceFiscale };
const FIELDS: DuplicateField[] = ['vat_number', 'fiscal_code'];

/**
 * The duplicate P.IVA / codice fiscale check of the client form, as the field is left rather than
 * only on save: `check` asks `GET /api/projects/{projectId}/clients/duplicates` (scoped to the
 * environment on the server) for a valid value, excluding `excludeId` (the client being edited, not
 * its own duplicate). A failed call shows nothing: the save checks again. An answer that arrives
 * after the field was asked about again is dropped.
 */
export function useDuplicateChecks(projectId: string | undefined, excludeId: string | undefined): DuplicateChecks {
  const [found, setFound] = useState<Partial<Record<DuplicateField, Found>>>({});
  const asked = useRef<Partial<Record<DuplicateField, string>>>({});
  const check = useCallback(
    (field: DuplicateField, raw: string) => {
      const value = raw.trim();
      asked.current[field] = value;
      if (!value || !VALID[field](value) || !projectId) {
        setFound((f) => ({ ...f, [field]: undefined }));
        return;
      }
      const exclude = Number(excludeId);
      clientsDuplicates(Number(projectId), { [field]: value, ...(Number.isInteger(exclude) && exclude > 0 ? { exclude_id: exclude } : {}) })
        .then(({ data }) => {
          if (asked.current[field] !== value) return;
          const client = data[field];
          setFound((f) => ({ ...f, [field]: client ? { value, client } : undefined }));
        })
        .catch(() => undefined);
    },
    [projectId, excludeId],
  );
  const fromError = useCallback((error: unknown, values: Partial<Record<DuplicateField, string>>) => {
    const answer = (error as { response?: { status?: number; data?: { duplicates?: DuplicatesFound } } })?.response;
    if (answer?.status !== 422) return;
    const next: Partial<Record<DuplicateField, Found>> = {};
    for (const field of FIELDS) {
      const client = answer.data?.duplicates?.[field];
      if (client && typeof client.id === 'number') next[field] = { value: (values[field] ?? '').trim(), client };
    }
    setFound(next);
  }, []);
  return { found, check, fromError };
}

type DuplicateCheckedFieldProps = Omit<TextInputFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
  name: DuplicateField;
  checks: DuplicateChecks;
  projectId: string | undefined;
};

/**
 * A Formik text field (P.IVA or codice fiscale) checked for duplicates as it is left: when another
 * client of the environment holds the value, the field's error is the API's message naming that
 * client and a link "Apri il cliente" to its card (`/ambiente/{projectId}/clienti/{id}`, in a new
 * tab so that the form keeps what was typed). Otherwise the field's own (touched) error.
 */
export function DuplicateCheckedField({ name, checks, projectId, ...rest }: DuplicateCheckedFieldProps) {
  const [field, meta] = useField<string | null | undefined>(name);
  const value = field.value ?? '';
  const found = checks.found[name];
  const duplicate = found && found.value === value.trim() ? found.client : null;
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    field.onBlur(event);
    checks.check(name, event.currentTarget.value);
  };
  return (
    <TextInputField
      {...rest}
      name={name}
      value={value}
      onChange={field.onChange}
      onBlur={onBlur}
      error={
        duplicate ? (
          <span data-testid={`duplicate-${name}`}>
            {duplicate.message}{' '}
            <Anchor
              component={Link}
              to={`${clientsBase(projectId)}/${duplicate.id}`}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              data-testid={`duplicate-${name}-link`}
            >
              Apri il cliente
            </Anchor>
          </span>
        ) : (
          touchedError(meta)
        )
      }
    />
  );
}
