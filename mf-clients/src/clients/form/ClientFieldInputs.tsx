import { Fragment, type ReactNode } from 'react';
import {
  FormikCheckboxField,
  FormikDateField,
  FormikTextInputField,
  FormikTextareaField,
  Group,
  SimpleGrid,
  Title,
} from '@bandi/shared-ui';
import {
  clientFieldLabel,
  clientSectionFields,
  type ClientFormSection,
  type ClientSectionEntry,
  type ClientFieldSpec,
  type GenericFieldSpec,
} from './fields';

/** The props of a generic line's input, as the table gives them (label from FIELD_LABELS). */
export interface ClientFieldInputProps {
  name: string;
  label: string;
  maxLength?: number;
  placeholder?: string;
  description?: string;
  type?: 'email';
  withAsterisk?: boolean;
}

/** A section's own widget for a line: an element, or a function of the line's input props (e.g. another text input). */
export type ClientFieldRenderer = ReactNode | ((props: ClientFieldInputProps) => ReactNode);

/**
 * The widgets a section places by hand: one for each 'custom' line of section `S` (required;
 * `null` when another widget shows it), optionally one replacing a generic line's input
 * (e.g. P.IVA with its duplicate check).
 */
export type ClientFieldRenderers<S extends ClientFormSection> = {
  [K in Extract<ClientSectionEntry<S>, { kind: 'custom' }>['name']]: ClientFieldRenderer;
} & {
  [K in Exclude<ClientSectionEntry<S>, { kind: 'custom' }>['name']]?: ClientFieldRenderer;
};

const inputProps = (f: ClientFieldSpec): ClientFieldInputProps =>
  f.kind === 'custom'
    ? { name: f.name, label: clientFieldLabel(f.name) }
    : {
        name: f.name,
        label: clientFieldLabel(f.name),
        maxLength: f.maxLength,
        placeholder: f.placeholder,
        description: f.description,
        type: f.type,
        withAsterisk: f.required,
      };

function GenericInput({ field }: { field: GenericFieldSpec }) {
  const props = inputProps(field);
  const { name, label, maxLength, placeholder, description } = props;
  switch (field.kind) {
    case 'textarea':
      return <FormikTextareaField name={name} label={label} maxLength={maxLength} placeholder={placeholder} description={description} />;
    case 'date':
      return <FormikDateField name={name} label={label} description={description} />;
    case 'checkbox':
      return <FormikCheckboxField name={name} label={label} description={description} />;
    default:
      return <FormikTextInputField {...props} />;
  }
}

/** Where a line goes: the two-column grid, the row of flags, or a whole row of the section. */
type Place = 'grid' | 'flags' | 'row';
const placeOf = (f: ClientFieldSpec): Place => (f.kind === 'checkbox' ? 'flags' : f.kind === 'textarea' || f.wide ? 'row' : 'grid');

/** Consecutive lines shown together: a grid, a row of flags, or one whole-row line; with the first line's sub-title. */
interface Block {
  place: Place;
  key: string;
  heading?: string;
  items: ReactNode[];
}

/**
 * The inputs of a form section from the table (./fields.ts), in its order: consecutive text, date and
 * custom lines in a two-column grid, consecutive checkboxes in a row, textareas and `wide` lines on
 * a row of their own, a line's `heading` as a sub-title before it. Generic lines get the
 * `@bandi/shared-ui` Formik input of their kind with the label of FIELD_LABELS (or the section's
 * replacement from `custom`); 'custom' lines get the section's widget from `custom`. Rendered as
 * siblings: the section's Stack or Card holds them.
 */
export function ClientFieldInputs<S extends ClientFormSection>({ section, custom }: { section: S; custom: ClientFieldRenderers<S> }) {
  const renderers = custom as Partial<Record<string, ClientFieldRenderer>>;
  const blocks: Block[] = [];
  for (const f of clientSectionFields(section)) {
    const own = renderers[f.name];
    const node =
      typeof own === 'function' ? own(inputProps(f)) : own !== undefined ? own : f.kind === 'custom' ? null : <GenericInput field={f} />;
    if (node === null || node === undefined) continue;
    const place = placeOf(f);
    const item = <Fragment key={f.name}>{node}</Fragment>;
    const last = blocks.at(-1);
    if (last && last.place === place && place !== 'row' && !f.heading) last.items.push(item);
    else blocks.push({ place, key: f.name, heading: f.heading, items: [item] });
  }
  return (
    <>
      {blocks.map((b) => (
        <Fragment key={b.key}>
          {b.heading ? <Title order={4}>{b.heading}</Title> : null}
          {b.place === 'grid' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>{b.items}</SimpleGrid>
          ) : b.place === 'flags' ? (
            <Group>{b.items}</Group>
          ) : (
            b.items
          )}
        </Fragment>
      ))}
    </>
  );
}
