import { useSearchParams } from 'react-router-dom';
import { useSession, Stack, Tabs, Title } from '@bandi/shared-ui';
import { GlobalExpertsTab } from './global/GlobalExpertsTab';
import { StandardDocumentsTab } from './global/StandardDocumentsTab';
import { DocumentTypesTab } from './global/DocumentTypesTab';
import { DropdownValuesTab } from './global/DropdownValuesTab';
import { AlertsTab } from './global/AlertsTab';
import { ProjectsTab } from './global/ProjectsTab';
import { UsersTab } from './global/UsersTab';
import { JobsTab } from './global/JobsTab';
import { resolveTab, visibleTabs, type SettingsTab } from './tabs';
import { SecurityTab } from './global/SecurityTab';
import { ReleasesTab } from './global/ReleasesTab';

/**
 * Exposed `./GlobalSettingsApp`: the global settings page `/impostazioni` (admin area), with
 * Mantine tabs driven by the `tab` query parameter (docs/screens.md#admin-pages): esperti-bandi-globali,
 * documentazione-bandi, valori, fondi-interprofessionali, tipi-documento (client document types, issue 35), avvisi, and for administrators ambienti
 * utenti, lavori (the job queue) and rilasci-moduli (releases of the remotes). The API refuses users without canSeeGlobalSettings (403).
 */
export default function GlobalSettingsApp() {
  const user = useSession((s) => s.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const active = resolveTab(searchParams.get('tab'), user);
  const tabs = visibleTabs(user);

  const onChange = (value: string | null) => {
    if (!value) return;
    setSearchParams(
      // a new tab starts with its own list state (page, search, filters are those of the old tab)
      () => new URLSearchParams({ tab: value }),
      { replace: false },
    );
  };

  return (
    <Stack gap="md" data-testid="settings-global">
      <Title order={2}>Impostazioni</Title>
      <Tabs value={active} onChange={onChange} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} data-testid={`settings-tab-${tab.value}`}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
            <TabContent tab={tab.value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** The content of one tab. */
function TabContent({ tab }: { tab: SettingsTab }) {
  switch (tab) {
    case 'esperti-bandi-globali':
      return <GlobalExpertsTab />;
    case 'documentazione-bandi':
      return <StandardDocumentsTab />;
    case 'valori':
      return <DropdownValuesTab title="Valori degli elenchi" />;
    case 'fondi-interprofessionali':
      return <DropdownValuesTab fixedList="interprofessional_funds" title="Fondi interprofessionali" />;
    case 'tipi-documento':
      return <DocumentTypesTab />;
    case 'avvisi':
      return <AlertsTab />;
    case 'ambienti':
      return <ProjectsTab />;
    case 'utenti':
      return <UsersTab />;
    case 'sicurezza':
      return <SecurityTab />;
    case 'lavori':
      return <JobsTab />;
    case 'rilasci-moduli':
      return <ReleasesTab />;
  }
}
