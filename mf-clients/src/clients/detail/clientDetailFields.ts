import { formatBoolean, formatDate, type DetailField } from '@bandi/shared-ui';
import type { Client } from '../../types';
import {
  CLIENT_FORM_FIELDS,
  clientFieldLabel,
  clientSectionFields,
  type ClientFieldName,
  type ClientFieldSpec,
  type ClientFormSection,
  type ClientSectionEntry,
  type GenericClientField,
} from '../form/fields';

/** The cards of the client's "Anagrafica" tab holding table fields: one per form section, and "Note". */
export type ClientDetailSection = ClientFormSection | 'note';

/** The lines of ../form/fields.ts a card lists, as declared: its section's, or every section's `detail: 'note'` lines. */
type CardEntry<S extends ClientDetailSection> = S extends ClientFormSection
  ? Exclude<ClientSectionEntry<S>, { detail: 'note' }>
  : Extract<GenericClientField, { detail: 'note' }>;

/** A card line the tab writes itself; `after`: the field it follows on the card when that differs from the form's order. */
export interface SpecialDetailField extends DetailField {
  after?: ClientFieldName;
}

/**
 * The tab's own displays for the card of `S`: one for each 'custom' line (required; `null` = not
 * listed on this card), optionally one replacing parts of a generic line's (e.g. the email as a
 * link: `{ value: <Anchor …/> }`).
 */
export type ClientDetailSpecials<S extends ClientDetailSection> = {
  [K in Extract<CardEntry<S>, { kind: 'custom' }>['name']]: SpecialDetailField | null;
} & {
  [K in Exclude<CardEntry<S>, { kind: 'custom' }>['name']]?: Partial<SpecialDetailField>;
};

/** The value of a generic line on the card: the text as stored, a date as dd/mm/yyyy, a flag as Sì/No. */
function genericValue(c: Client, f: ClientFieldSpec): DetailField['value'] {
  const value = c[f.name as keyof Client] as string | boolean | null | undefined;
  if (f.kind === 'checkbox') return formatBoolean(value as boolean | null | undefined);
  if (f.kind === 'date') return value ? formatDate(value as string) : null;
  return value as string | null | undefined;
}

/**
 * The lines of a card of the client's "Anagrafica" tab from the table (../form/fields.ts), in the
 * form's order with the flags last: a generic line has its FIELD_LABELS label and its value by
 * kind (textareas span the row), merged with the tab's replacement from `specials` if any; a
 * 'custom' line is the tab's own display (or nothing). A special with `after` moves behind that field.
 */
export function clientDetailFields<S extends ClientDetailSection>(c: Client, section: S, specials: ClientDetailSpecials<S>): DetailField[] {
  const own = specials as Partial<Record<string, Partial<SpecialDetailField> | null>>;
  const lines =
    section === 'note'
      ? (Object.keys(CLIENT_FORM_FIELDS) as ClientFormSection[]).flatMap((s) =>
          clientSectionFields(s).filter((f) => 'detail' in f && f.detail === 'note'),
        )
      : clientSectionFields(section as ClientFormSection).filter((f) => !('detail' in f && f.detail));
  const rows: (SpecialDetailField & { name: string; flag: boolean })[] = [];
  for (const f of lines) {
    const special = own[f.name];
    if (f.kind === 'custom') {
      if (special) rows.push({ ...(special as SpecialDetailField), name: f.name, flag: false });
      continue;
    }
    const generic = { label: clientFieldLabel(f.name), value: genericValue(c, f), wide: f.kind === 'textarea' || f.wide || undefined };
    rows.push({ ...generic, ...special, name: f.name, flag: f.kind === 'checkbox' });
  }
  const ordered = [...rows.filter((r) => !r.flag), ...rows.filter((r) => r.flag)];
  for (const row of ordered.filter((r) => r.after)) {
    if (!ordered.some((r) => r.name === row.after)) continue;
    ordered.splice(ordered.indexOf(row), 1);
    ordered.splice(ordered.findIndex((r) => r.name === row.after) + 1, 0, row);
  }
  return ordered.map(({ label, value, wide, hidden }) => ({ label, value, wide, hidden }));
}
