import { DetailFields, formatBoolean, formatDate, Alert, Anchor, Stack } from '@bandi/shared-ui';
import type { Client } from '../../types';
import { ACCOUNTING_TYPES, labelOf, useDropdown } from '../reference';
import { eur } from './format';

const yesNo = (v: 'yes' | 'no' | null | undefined) => (v === 'yes' ? 'Sì' : v === 'no' ? 'No' : null);

/**
 * Tab "Anagrafica" of the client card, in the sections of the form: Anagrafica (identity, tax
 * data, contacts, flags), Dati camerali, Lavoro e previdenza, Note (also the dimension notes). The legal form shows its
 * name and ELF code; a text migration 0010 could not code is flagged.
 */
export function AnagraficaTab({ c }: { c: Client }) {
  const funds = useDropdown('interprofessional_funds');
  const registers = useDropdown('business_registers');
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
          { label: 'Ragione sociale', value: c.business_name },
          { label: 'Riferimento interno', value: c.reference },
          { label: 'Partita IVA', value: c.vat_number },
          { label: 'Codice fiscale', value: c.fiscal_code },
          { label: 'Forma giuridica', value: c.legal_form ? `${c.legal_form_name ?? c.legal_form} (${c.legal_form})` : null },
          { label: 'Regime contabile', value: labelOf(ACCOUNTING_TYPES, c.accounting_type) },
          { label: 'Data di costituzione', value: c.constitution_date ? formatDate(c.constitution_date) : null },
          { label: 'Sezione', value: c.section },
          {
            label: 'Capitale sociale',
            value: c.social_capital === null || c.social_capital === undefined ? null : eur(Number(c.social_capital)),
          },
          { label: 'Descrizione dell’attività', value: c.activity_description, wide: true },
          {
            label: 'Email',
            value: c.email ? (
              <Anchor href={`mailto:${c.email}`} size="sm">
                {c.email}
              </Anchor>
            ) : null,
          },
          { label: 'PEC', value: c.pec },
          { label: 'Codice SDI', value: c.sdi ? (c.sdi === '0000000' ? '0000000 (recapito tramite PEC)' : c.sdi) : null },
          { label: 'Telefono', value: c.phone },
          { label: 'Sito web', value: c.website },
          { label: 'Impresa femminile', value: formatBoolean(c.female_enterprise) },
          { label: 'Impresa giovanile', value: formatBoolean(c.youth_enterprise) },
          { label: 'Ente pubblico', value: formatBoolean(c.public_entity_enterprise) },
          { label: 'Gestori', value: c.clients_managed_by_users?.map((u) => `${u.name} ${u.surname}`).join(', ') || null },
        ]}
      />
      <DetailFields
        title="Dati camerali"
        fields={[
          { label: 'Iscritta alla CCIAA', value: yesNo(c.subscribed_to_cciaa) },
          { label: 'Numero REA', value: c.rea_number },
          { label: 'Numero di iscrizione', value: c.registration_number },
          { label: 'Sezione del registro', value: labelOf(registers, c.section_cciaa) },
          { label: 'Data di iscrizione', value: c.registration_date ? formatDate(c.registration_date) : null },
        ]}
      />
      <DetailFields
        title="Lavoro e previdenza"
        fields={[
          { label: 'CCNL applicato', value: c.ccnl_type },
          { label: 'Fondo interprofessionale', value: labelOf(funds, c.interprofessional_fund) },
          { label: 'Matricola INPS', value: c.inps_registration_number },
          { label: 'Sede INPS', value: c.inps_location },
          { label: 'Codice ditta INAIL', value: c.inail_registration_number },
          { label: 'Sede INAIL', value: c.inail_location },
        ]}
      />
      <DetailFields
        title="Note"
        cols={1}
        fields={[
          { label: 'Note sul cliente', value: c.note, wide: true },
          { label: 'Note sulla dimensione d’impresa', value: c.company_dimension_notes, wide: true },
        ]}
      />
    </Stack>
  );
}
