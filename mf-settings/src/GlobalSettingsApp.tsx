import { Stack, Tabs, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, useSession } from '@bandi/shared-ui';
import { GlobalExpertsTab } from './global/GlobalExpertsTab';
import { resolveTab, visibleTabs } from './tabs';

/**
 * Exposed `./GlobalSettingsApp`: the global settings page `/impostazioni` (admin area), with
 * Mantine tabs driven by the `tab` query parameter (SPEC §2.2). Esperti bandi globali lists
 * GET /api/settings/global-experts; the other tabs are not built yet and say so.
 */
export default function GlobalSettingsApp() {
  const user = useSession((s) => s.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const active = resolveTab(searchParams.get('tab'), user);
  const tabs = visibleTabs(user);

  const onChange = (value: string | null) => {
    if (!value) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
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
            {tab.value === 'esperti-bandi-globali' ? (
              <GlobalExpertsTab />
            ) : (
              <EmptyState
                title="In preparazione"
                description={`La sezione «${tab.label}» sarà disponibile a breve.`}
                icon={<IconTools size={26} stroke={1.5} />}
                data-testid={`settings-placeholder-${tab.value}`}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
