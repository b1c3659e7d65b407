import { DetailFields, Alert, Anchor, Stack } from '@bandi/shared-ui';
import type { Client } from '../../types';
import { ACCOUNTING_TYPES, labelOf, useDropdown } from '../reference';
import { clientDetailFields } from './clientDetailFields';
import { eur } from './format';

const yesNo = (v: 'yes' | 'no' | null | undefined) => (v === 'yes' ? 'Sì' : v === 'no' ? 'No' : null);

/**
 * Tab "Anagrafica" of the client card, in the sections of the form: Anagrafica (identity, tax
 * data, contacts, flags), Dati camerali, Lavoro e previdenza, Dimensione (only when the form's
 * Dimensione section has plain fields to list), Note (also the dimension notes). The plain fields
 * come from the form's table (../form/fields.ts, `clientDetailFields`); the displays written here:
 * the legal form with its name and ELF code (a text migration 0010 could not code is flagged), the
 * accounting regime's and the lists' labels, the capital in euro, the email as a link, the SDI text.
 */
export function AnagraficaTab({ c }: { c: Client }) {
  const funds = useDropdown('interprofessional_funds');
  const registers = useDropdown('business_registers');
  // not listed here: the manual class is the "Dimensione" tab's, the public bodies' share only feeds its computation
  const dimension = clientDetailFields(c, 'dimensione', { company_dimension_override: null, public_bodies_share: null });
  return (
    <Stack data-testid="client-anagrafica">
      {c.legal_form_text && !c.legal_form ? (
        <Alert color="yellow" data-testid="legacy-legal-form">
          Forma giuridica registrata come testo libero: «{c.legal_form_text}». Modifica il cliente e scegli la voce dall’elenco.
        </Alert>
      ) : null}
      <DetailFields
        title="Anagrafica"
        fields={[
          ...clientDetailFields(c, 'anagrafica', {
            legal_form: {
              label: 'Forma giuridica',
              value: c.legal_form ? `${c.legal_form_name ?? c.legal_form} (${c.legal_form})` : null,
              after: 'fiscal_code',
            },
            accounting_type: { label: 'Regime contabile', value: labelOf(ACCOUNTING_TYPES, c.accounting_type), after: 'legal_form' },
            social_capital: {
              label: 'Capitale sociale',
              value: c.social_capital === null || c.social_capital === undefined ? null : eur(Number(c.social_capital)),
            },
            // shown as the notice above
            legal_form_text: null,
            email: {
              value: c.email ? (
                <Anchor href={`mailto:${c.email}`} size="sm">
                  {c.email}
                </Anchor>
              ) : null,
            },
            sdi: { value: c.sdi ? (c.sdi === '0000000' ? '0000000 (recapito tramite PEC)' : c.sdi) : null },
          }),
          { label: 'Gestori', value: c.clients_managed_by_users?.map((u) => `${u.name} ${u.surname}`).join(', ') || null },
        ]}
      />
      <DetailFields
        title="Dati camerali"
        fields={clientDetailFields(c, 'camerali', {
          subscribed_to_cciaa: { label: 'Iscritta alla CCIAA', value: yesNo(c.subscribed_to_cciaa) },
          section_cciaa: { label: 'Sezione del registro', value: labelOf(registers, c.section_cciaa) },
        })}
      />
      <DetailFields
        title="Lavoro e previdenza"
        fields={clientDetailFields(c, 'lavoro', {
          interprofessional_fund: { label: 'Fondo interprofessionale', value: labelOf(funds, c.interprofessional_fund) },
        })}
      />
      {dimension.length ? <DetailFields title="Dimensione" fields={dimension} /> : null}
      <DetailFields title="Note" cols={1} fields={clientDetailFields(c, 'note', {})} />
    </Stack>
  );
}
