import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  DetailPage,
  NotFoundState,
  RecordTasks,
  can,
  isSectionVisible,
  isValidId,
  useProjectStore,
  useRecord,
  useSession,
  Button,
  Group,
  Stack,
  Tabs,
} from '@bandi/shared-ui';
import { clientsBase } from '../paths';
import type { Client } from '../types';
import { NegotiationsBoard, NewNegotiationButton } from '../negotiations/NegotiationsBoard';
import { ClientNotes } from './ClientNotes';
import { AnagraficaTab } from './detail/AnagraficaTab';
import { AtecoTab } from './detail/AtecoTab';
import { BancaTab } from './detail/BancaTab';
import { ClientCalls } from './detail/ClientCalls';
import { DimensionTab } from './detail/DimensionTab';
import { DocumentAlertsBadges, DocumentsTab } from './detail/DocumentsTab';
import { LogTab } from './detail/LogTab';
import { PotentialCalls } from './detail/PotentialCalls';
import { ReferentsTab } from './detail/ReferentsTab';
import { SediTab } from './detail/SediTab';
import { SharesTab } from './detail/SharesTab';
import { SociTab } from './detail/SociTab';
import { StateAidsTab } from './detail/StateAidsTab';
import { clientsGet } from '@bandi/api-client';

export { RequirementList } from './detail/RequirementList';

/**
 * The client card: GET /api/projects/{projectId}/clients/{clientId} with tabs Anagrafica (with
 * dati camerali, lavoro e previdenza, note), Sedi, ATECO, Soci e amministratori, Banca,
 * Dimensione, Documenti (issue 35: dates, expiry, history; the header shows the expired/expiring count), Referenti, Bandi potenziali, Aiuti ricevuti (issue 34: de minimis ledger and
 * headroom), Trattative, Note, Link condivisi (issue 35, with announcements.share), Log (Bandi potenziali, Aiuti ricevuti, Note and Log with clients.eligibility, clients.notes and clients.log: not for referents,
 * docs/roles.md), and Richieste (the client's calls) when the user sees the richieste module; "Nuova richiesta" leads to `clienti/{clientId}/richieste/crea`
 * (mf-calls' form, mounted by the shell) for the roles that may create calls. One file per tab
 * in ./detail.
 */
export function ClientDetail() {
  const { projectId, clientId } = useParams();
  const valid = isValidId(clientId);
  const base = clientsBase(projectId);
  const user = useSession((s) => s.user);
  // what the session's permissions allow (docs/roles.md "Permissions"), never the role name: a
  // referent user holds clients.read and negotiations.create but none of these
  const canWrite = can(user, 'clients.write');
  const canSeeEligibility = can(user, 'clients.eligibility');
  const canSeeNotes = can(user, 'clients.notes');
  const canSeeLog = can(user, 'clients.log');
  // "Link condivisi" (issue 35): the permission of GET …/clients/{clientId}/shares
  const canSeeShares = can(user, 'announcements.share');
  const modules = useProjectStore((st) => st.project?.modules);
  // Logging a call (richiesta) for this client: roles that may create calls (docs/roles.md), with
  // the richieste module on in this environment.
  const seesCalls = Boolean(user && modules && isSectionVisible('richieste', user.capabilities, modules));
  const canCreateCall = seesCalls && can(user, 'calls.create');
  const [boardKey, setBoardKey] = useState(0);
  const [tab, setTab] = useState('anagrafica');
  const record = useRecord<Client>(
    async (signal) => (await clientsGet(Number(projectId ?? ''), Number(clientId ?? ''), { signal })).data,
    [projectId, clientId],
    valid,
  );
  if (!valid || !projectId || !clientId) return <NotFoundState backTo={base} backLabel="Torna ai clienti" />;
  const c = record.data;
  const id = Number(clientId);
  return (
    <DetailPage
      testId="detail-client"
      title={c?.business_name ?? 'Cliente'}
      breadcrumbs={[{ label: 'Clienti', to: base }, { label: 'Dettaglio' }]}
      loading={record.loading}
      error={record.error}
      onRetry={record.reload}
      actions={
        canWrite || canCreateCall || c?.document_alerts?.expired || c?.document_alerts?.expiring ? (
          <Group gap="xs">
            <DocumentAlertsBadges alerts={c?.document_alerts} />
            {canCreateCall ? (
              <Button component={Link} to={`${base}/${clientId}/richieste/crea`} variant="light" data-testid="new-client-call">
                Nuova richiesta
              </Button>
            ) : null}
            {canWrite ? (
              <Button component={Link} to={`${base}/${clientId}/modifica`} data-testid="edit-client">
                Modifica
              </Button>
            ) : null}
          </Group>
        ) : undefined
      }
    >
      {c ? (
        <Tabs value={tab} onChange={(v) => setTab(v ?? 'anagrafica')} keepMounted={false}>
          {/* up to 14 tabs: one row that scrolls sideways, not two rows (issue 39, defect 9: they wrapped at 1440 px) */}
          <Tabs.List data-testid="client-tabs" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', whiteSpace: 'nowrap' }}>
            <Tabs.Tab value="anagrafica">Anagrafica</Tabs.Tab>
            <Tabs.Tab value="sedi">Sedi</Tabs.Tab>
            <Tabs.Tab value="ateco">ATECO</Tabs.Tab>
            <Tabs.Tab value="soci">Soci e amministratori</Tabs.Tab>
            <Tabs.Tab value="banca">Banca</Tabs.Tab>
            <Tabs.Tab value="dimensione">Dimensione</Tabs.Tab>
            <Tabs.Tab value="documenti">Documenti</Tabs.Tab>
            <Tabs.Tab value="referenti">Referenti</Tabs.Tab>
            {canSeeEligibility ? <Tabs.Tab value="bandi">Bandi potenziali</Tabs.Tab> : null}
            {canSeeEligibility ? <Tabs.Tab value="aiuti">Aiuti ricevuti</Tabs.Tab> : null}
            <Tabs.Tab value="trattative">Trattative</Tabs.Tab>
            {seesCalls ? <Tabs.Tab value="richieste">Richieste</Tabs.Tab> : null}
            {canSeeNotes ? <Tabs.Tab value="note">Note</Tabs.Tab> : null}
            {canSeeShares ? <Tabs.Tab value="link">Link condivisi</Tabs.Tab> : null}
            {canSeeLog ? <Tabs.Tab value="log">Log</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="anagrafica" pt="md">
            <AnagraficaTab c={c} />
          </Tabs.Panel>
          <Tabs.Panel value="sedi" pt="md">
            <SediTab c={c} />
          </Tabs.Panel>
          <Tabs.Panel value="ateco" pt="md">
            <AtecoTab c={c} />
          </Tabs.Panel>
          <Tabs.Panel value="soci" pt="md">
            <SociTab c={c} />
          </Tabs.Panel>
          <Tabs.Panel value="banca" pt="md">
            <BancaTab c={c} />
          </Tabs.Panel>
          <Tabs.Panel value="dimensione" pt="md">
            <DimensionTab c={c} />
          </Tabs.Panel>
          <Tabs.Panel value="documenti" pt="md">
            <DocumentsTab projectId={projectId} clientId={clientId} canWrite={canWrite} onChange={record.reload} />
          </Tabs.Panel>
          <Tabs.Panel value="referenti" pt="md">
            <ReferentsTab c={c} projectId={projectId} linkReferents={can(user, 'referents.read')} />
          </Tabs.Panel>
          {canSeeEligibility ? (
            <Tabs.Panel value="bandi" pt="md">
              <PotentialCalls projectId={projectId} clientId={id} onNegotiation={() => setBoardKey((k) => k + 1)} />
            </Tabs.Panel>
          ) : null}
          {canSeeEligibility ? (
            <Tabs.Panel value="aiuti" pt="md">
              <StateAidsTab projectId={projectId} clientId={id} canWrite={canWrite} />
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="trattative" pt="md">
            <Stack>
              <NewNegotiationButton projectId={projectId} clientId={id} onCreated={() => setBoardKey((k) => k + 1)} />
              <NegotiationsBoard projectId={projectId} clientId={id} canManage={can(user, 'negotiations.manage')} refreshKey={boardKey} />
            </Stack>
          </Tabs.Panel>
          {seesCalls ? (
            <Tabs.Panel value="richieste" pt="md">
              <ClientCalls projectId={projectId} clientId={id} />
            </Tabs.Panel>
          ) : null}
          {canSeeNotes ? (
            <Tabs.Panel value="note" pt="md">
              <ClientNotes projectId={projectId} clientId={id} />
            </Tabs.Panel>
          ) : null}
          {canSeeShares ? (
            <Tabs.Panel value="link" pt="md">
              <SharesTab projectId={projectId} clientId={id} />
            </Tabs.Panel>
          ) : null}
          {canSeeLog ? (
            <Tabs.Panel value="log" pt="md">
              <LogTab projectId={projectId} clientId={id} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      ) : null}
      {/* the client's open tasks and "Nuovo compito" (issue 37; shown to who reads tasks) */}
      {c ? <RecordTasks projectId={projectId} link={{ client_id: id }} linkLabel={c.business_name} /> : null}
    </DetailPage>
  );
}
