import { getMetadataStorage, type MetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type Grouping = MetadataStorage['groupByPropertyName'];
/** A DTO class, as class-validator takes it. */
type Target = Parameters<Lookup>[0];

/** Lookups answered from the memo and lookups that scanned the metadata store, since the start. */
export const validationMetadataLookups = { memoized: 0, scanned: 0 };

let installed = false;

/**
 * Memoizes class-validator's metadata lookups for the whole process (issue 12; docs/architecture.md
 * "Request path").
 *
 * `MetadataStorage.getTargetValidationMetadatas(class, schema, always, strictGroups, groups)` scans
 * every registered DTO class (an `instanceof` test each, to find the inherited rules) and filters
 * their rules again on every `validate()`: every request with a query or a body paid it, twice
 * with the range check of input-policy.ts. The answer depends only on the registered metadata,
 * so it is kept per class and argument tuple (a WeakMap by class), together with its grouping by
 * property (`groupByPropertyName`, keyed by the memoized array). Any later registration
 * (`addValidationMetadata`, `addConstraintMetadata`: a class defined after the start) empties the
 * memo, so a result can never be older than the metadata. The same change in Twenty's server:
 * twentyhq/twenty#24085; upstream: typestack/class-validator#2686.
 *
 * `prepare` sees each list of rules once, before it is used (validation.ts gives the rules left
 * without a message their Italian default there).
 *
 * The memoized arrays and groupings are shared between calls: class-validator only reads them
 * (ValidationExecutor.execute, whitelist). Idempotent: the second call does nothing.
 */
export function memoizeValidationMetadata(prepare?: (found: ValidationMetadata[]) => void): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const lookup = storage.getTargetValidationMetadatas.bind(storage) as Lookup;
  const group = storage.groupByPropertyName.bind(storage) as Grouping;
  let byClass = new WeakMap<Target, Map<string, ValidationMetadata[]>>();
  let grouped = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  const forget = () => {
    byClass = new WeakMap();
    grouped = new WeakMap();
  };

  storage.getTargetValidationMetadatas = function (targetConstructor, targetSchema, always, strictGroups, groups) {
    if (typeof targetConstructor !== 'function') {
      validationMetadataLookups.scanned++;
      const schemaRules = lookup(targetConstructor, targetSchema, always, strictGroups, groups);
      prepare?.(schemaRules);
      return schemaRules;
    }
    const key = `${targetSchema ?? ''}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let tuples = byClass.get(targetConstructor);
    if (!tuples) byClass.set(targetConstructor, (tuples = new Map()));
    let found = tuples.get(key);
    if (found) {
      validationMetadataLookups.memoized++;
      return found;
    }
    validationMetadataLookups.scanned++;
    found = lookup(targetConstructor, targetSchema, always, strictGroups, groups);
    prepare?.(found);
    tuples.set(key, found);
    return found;
  } as Lookup;

  storage.groupByPropertyName = function (metadata) {
    let found = grouped.get(metadata);
    if (!found) grouped.set(metadata, (found = group(metadata)));
    return found;
  } as Grouping;

  for (const name of ['addValidationMetadata', 'addConstraintMetadata'] as const) {
    const add = storage[name].bind(storage) as (m: unknown) => void;
    (storage as unknown as Record<string, (m: unknown) => void>)[name] = (m: unknown) => {
      forget();
      add(m);
    };
  }
}
