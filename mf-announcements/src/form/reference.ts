import { useDeferredValue, useMemo, useState } from 'react';
import type { RequirementReference } from '@bandi/domain';
import { SELECT_SEARCH_DEBOUNCE_MS, referenceQueryKey, useAppQuery, useDebouncedValue, useReference } from '@bandi/shared-ui';
import {
  referenceAteco,
  referenceComuni,
  referenceDropdown,
  referenceLegalForms,
  referenceOptions,
  referenceProvinces,
  referenceRegions,
} from '@bandi/api-client';

/** A Select option (a UI shape, not an API one). */
export interface Option {
  value: string;
  label: string;
}

/** A typed GET of the generated client (`@bandi/api-client`; its answer's `data` is the list). */
export type ReferenceFetch<T> = () => Promise<{ data: T }>;

/**
 * Options of a reference list (`key`: its cache key, null: none) mapped by `map`; [] while loading
 * or on error. The answer is cached and applied by shared-ui's `useReference`.
 */
export function useOptions<T>(key: string | null, fetch: ReferenceFetch<T>, map: (data: T) => Option[]): Option[] {
  return useReference(key, () => fetch().then((r) => r.data), map);
}

/** Dropdown list values (`/api/reference/dropdowns/{list}`) as options. */
export function useDropdown(list: string): Option[] {
  return useOptions(
    `dropdowns/${list}`,
    () => referenceDropdown(list, { skipGlobalErrorHandling: true }),
    (d) => d.map((x) => ({ value: x.value, label: x.label })),
  );
}

/** A search request of {@link useSearchOptions}: the cache key and the typed GET. */
export interface SearchRequest<T> {
  key: string;
  fetch: ReferenceFetch<{ data: T[] }>;
}

const NO_OPTIONS: Option[] = [];

/**
 * Search-as-you-type options (ATECO codes, comuni): `request(search)` is the typed GET answering
 * `{data}` (null: no search yet, no options); asked once the request has not changed for
 * SELECT_SEARCH_DEBOUNCE_MS, 200 ms (docs/rules.md#constants-and-limits). Each answer is the query
 * `['reference', key]`, cached like the reference lists (`useReference`: never stale, one request
 * per search for the page's life). The options of the last answer stay while the next one waits or
 * loads; a failed search shows none. Rendered as a deferred value, like `useReference`.
 */
export function useSearchOptions<T>(
  search: string,
  request: (search: string) => SearchRequest<T> | null,
  map: (item: T) => Option,
): Option[] {
  const target = request(search.trim());
  const key = target?.key ?? null;
  const [settled] = useDebouncedValue(key, SELECT_SEARCH_DEBOUNCE_MS);
  const result = useAppQuery({
    queryKey: referenceQueryKey(key ?? ''),
    queryFn: async () => (await target!.fetch()).data,
    enabled: key !== null && settled === key,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const [answer, setAnswer] = useState<{ data: T[] } | undefined>(undefined);
  const next = key === null || (result.isError && settled === key) ? undefined : (result.data ?? answer);
  if (next !== answer) setAnswer(next);
  // `map` is the caller's inline function: the options follow the answer only
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const options = useMemo(() => (next ? next.data.map(map) : NO_OPTIONS), [next]);
  return useDeferredValue(options);
}

/**
 * The reference lists the form checks requirement values against (@bandi/domain
 * `requirementValueErrors`): areas of intervention, business registers, interprofessional funds
 * and legal forms (ELF codes), active values from /api/reference plus the values `saved` already
 * holds (the API accepts a value deactivated after it was saved). A list still loading is not
 * checked; ATECO codes come from the ATECO search and are checked by the API.
 */
export function useRequirementReference(saved: Record<string, unknown>): RequirementReference {
  const areas = useDropdown('areas_of_intervention');
  const registers = useDropdown('business_registers');
  const funds = useDropdown('interprofessional_funds');
  const forms = useLegalForms();
  const withSaved = (options: Option[], field: string) => {
    if (!options.length) return undefined;
    const kept = Array.isArray(saved[field]) ? (saved[field] as unknown[]).filter((v): v is string => typeof v === 'string') : [];
    return [...options.map((o) => o.value), ...kept];
  };
  return {
    areas: withSaved(areas, 'announcements_areas_of_intervention'),
    businessRegisters: withSaved(registers, 'business_register'),
    interprofessionalFunds: withSaved(funds, 'interprofessional_fund'),
    legalForms: withSaved(forms, 'legal_form'),
  };
}

/* The reference answers below are typed by the generated client (GET /reference/...). */

/** Legal forms (ELF code, Italian name) as options. */
export function useLegalForms(): Option[] {
  return useOptions(
    'legal-forms',
    () => referenceLegalForms({ skipGlobalErrorHandling: true }),
    (d) => d.map((x) => ({ value: x.elf_code, label: x.name })),
  );
}

/** Regions (ISTAT code, name) as options. */
export function useRegions(): Option[] {
  return useOptions(
    'regions',
    () => referenceRegions({ skipGlobalErrorHandling: true }),
    (d) => d.map((r) => ({ value: r.code, label: r.name })),
  );
}

/** Provinces of a region (sigla, name) as options; [] without a region. */
export function useProvinces(region: string | null): Option[] {
  return useOptions(
    region ? `provinces/${region}` : null,
    () => referenceProvinces({ region: region ?? undefined }, { skipGlobalErrorHandling: true }),
    (d) => d.map((p) => ({ value: p.acronym, label: `${p.name} (${p.acronym})` })),
  );
}

/** One list of GET /reference/options (`nations`, `evaluation_procedures`) as options. */
export function useReferenceOptions(list: 'nations' | 'evaluation_procedures'): Option[] {
  return useOptions(
    'options',
    () => referenceOptions({ skipGlobalErrorHandling: true }),
    (d) => d[list].map((v) => ({ value: v, label: v })),
  );
}

/** The ATECO 2025 search (code prefix or Italian words), from 2 characters. */
export function atecoSearch(search: string): SearchRequest<{ code: string; description: string }> | null {
  if (search.length < 2) return null;
  const query = { version: '2025', take: 20, search } as const;
  return {
    key: `ateco/${search}`,
    fetch: () => referenceAteco(query, { skipGlobalErrorHandling: true }),
  };
}

/** The comuni of a province matching `search`, from 2 characters. */
export function comuniSearch(province: string | null, search: string): SearchRequest<{ istat_code: string; name: string }> | null {
  if (!province || search.length < 2) return null;
  return {
    key: `comuni/${province}/${search}`,
    fetch: () => referenceComuni({ take: 20, province, search }, { skipGlobalErrorHandling: true }),
  };
}
