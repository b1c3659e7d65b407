import { Anchor } from '@mantine/core';
import { useParams } from 'react-router-dom';
import {
  DetailFields,
  DetailPage,
  NotFoundState,
  api,
  formatBoolean,
  formatDate,
  isValidId,
  useRecord,
} from '@bandi/shared-ui';
import { clientsBase, projectCollection } from '../paths';
import type { Client } from '../types';
import { placeLabel } from '../format';

/**
 * Detail of a client (read-only placeholder of the client card): GET
 * /api/projects/{projectId}/clients/{clientId}, showing the registry data the answer carries.
 */
export function ClientDetail() {
  const { projectId, clientId } = useParams();
  const valid = isValidId(clientId);
  const base = clientsBase(projectId);
  const record = useRecord<Client>(
    async (signal) => (await api.get<Client>(`${projectCollection(projectId, 'clients')}/${clientId}`, { signal })).data,
    [projectId, clientId],
    valid,
  );
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai clienti" />;
  const c = record.data;
  return (
    <DetailPage
      testId="detail-client"
      title={c?.business_name ?? 'Cliente'}
      breadcrumbs={[{ label: 'Clienti', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
    >
      {c ? (
        <DetailFields
          title="Anagrafica"
          fields={[
            { label: 'Ragione sociale', value: c.business_name },
            { label: 'Riferimento', value: c.reference, hidden: c.reference === undefined },
            { label: 'Partita IVA', value: c.vat_number },
            { label: 'Codice fiscale', value: c.fiscal_code },
            { label: 'Forma giuridica', value: c.legal_form },
            { label: 'Comune / Provincia', value: placeLabel(c.city, c.province) },
            { label: 'Email', value: c.email ? <Anchor href={`mailto:${c.email}`} size="sm">{c.email}</Anchor> : null },
            { label: 'PEC', value: c.pec, hidden: c.pec === undefined },
            { label: 'Telefono', value: c.phone },
            {
              label: 'Sito web',
              value:
                c.website && /^https?:\/\//i.test(c.website) ? (
                  <Anchor href={c.website} target="_blank" rel="noopener noreferrer" size="sm">
                    {c.website}
                  </Anchor>
                ) : (
                  c.website
                ),
              hidden: c.website === undefined,
            },
            { label: 'Codice SDI', value: c.sdi, hidden: c.sdi === undefined },
            {
              label: 'Data di costituzione',
              value: c.constitution_date ? formatDate(c.constitution_date) : null,
              hidden: c.constitution_date === undefined,
            },
            { label: 'Numero REA', value: c.rea_number, hidden: c.rea_number === undefined },
            { label: 'Capitale sociale', value: c.social_capital === null || c.social_capital === undefined ? null : String(c.social_capital), hidden: c.social_capital === undefined },
            { label: 'Impresa femminile', value: formatBoolean(c.female_enterprise), hidden: c.female_enterprise === undefined },
            { label: 'Impresa giovanile', value: formatBoolean(c.youth_enterprise), hidden: c.youth_enterprise === undefined },
            {
              label: 'Ente pubblico',
              value: formatBoolean(c.public_entity_enterprise),
              hidden: c.public_entity_enterprise === undefined,
            },
            {
              label: 'Descrizione attività',
              value: c.activity_description,
              hidden: c.activity_description === undefined,
              wide: true,
            },
            { label: 'Note', value: c.note, hidden: c.note === undefined, wide: true },
          ]}
        />
      ) : null}
    </DetailPage>
  );
}
