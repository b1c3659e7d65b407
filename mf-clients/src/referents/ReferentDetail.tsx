import { Anchor } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { DetailFields, DetailPage, NotFoundState, api, isValidId, joinParts, useRecord } from '@bandi/shared-ui';
import { projectCollection, referentsBase } from '../paths';
import type { Referent } from '../types';

/** Detail of a referent (read-only): GET /api/projects/{projectId}/referents/{referentId}. */
export function ReferentDetail() {
  const { projectId, referentId } = useParams();
  const valid = isValidId(referentId);
  const base = referentsBase(projectId);
  const record = useRecord<Referent>(
    async (signal) => (await api.get<Referent>(`${projectCollection(projectId, 'referents')}/${referentId}`, { signal })).data,
    [projectId, referentId],
    valid,
  );
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai referenti" />;
  const r = record.data;
  return (
    <DetailPage
      testId="detail-referent"
      title={r ? joinParts([r.name, r.surname], ' ', 'Referente') : 'Referente'}
      breadcrumbs={[{ label: 'Referenti', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
    >
      {r ? (
        <DetailFields
          title="Dati del referente"
          fields={[
            { label: 'Nome', value: r.name },
            { label: 'Cognome', value: r.surname },
            { label: 'Email', value: r.email ? <Anchor href={`mailto:${r.email}`} size="sm">{r.email}</Anchor> : null },
            { label: 'Telefono', value: r.phone },
            { label: 'Organizzazione', value: r.organisation },
          ]}
        />
      ) : null}
    </DetailPage>
  );
}
