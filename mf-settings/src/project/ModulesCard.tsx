import { useState } from 'react';
import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { AlertBox, api, errorMessage, useProjectStore, useRecord, type Modules } from '@bandi/shared-ui';

/** The four modules of an environment (DESIGN.md §2), with their Italian labels. */
export const MODULE_SWITCHES: Array<{ key: keyof Modules; label: string; description: string }> = [
  { key: 'announcements', label: 'Bandi', description: "Catalogo dei bandi e template dell'ambiente" },
  { key: 'clients', label: 'Clienti e referenti', description: 'Anagrafica dei clienti e dei referenti' },
  { key: 'calls', label: 'Richieste', description: 'Registro delle richieste di clienti e fornitori' },
  { key: 'settings', label: 'Impostazioni', description: "Impostazioni dell'ambiente" },
];

/**
 * Card "Moduli" (administrators only): one switch per module bound to
 * GET/PUT /api/projects/{projectId}/modules. A change is shown at once and saved; on failure
 * the switch goes back and the error is shown. After a save the shell reloads the project
 * (`useProjectStore().reload()`) so the sidebar follows.
 */
export function ModulesCard({ projectId }: { projectId: string }) {
  const path = `projects/${encodeURIComponent(projectId)}/modules`;
  const modules = useRecord<Modules>(async (signal) => (await api.get<Modules>(path, { signal })).data, [path]);
  const [saving, setSaving] = useState<keyof Modules | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const reloadProject = useProjectStore((s) => s.reload);

  const toggle = async (key: keyof Modules, enabled: boolean) => {
    const previous = modules.data;
    if (!previous) return;
    const next: Modules = { ...previous, [key]: enabled };
    modules.setData(next);
    setSaving(key);
    setSaveError(null);
    try {
      const answer = await api.put<Modules>(path, next);
      modules.setData(answer.data);
      reloadProject();
    } catch (error) {
      modules.setData(previous);
      setSaveError(error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" data-testid="modules-card">
      <Title order={4} mb={4}>
        Moduli
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Attiva o disattiva le sezioni disponibili in questo ambiente.
      </Text>
      {modules.error ? <AlertBox mb="md">{errorMessage(modules.error)}</AlertBox> : null}
      {saveError ? (
        <AlertBox mb="md" onClose={() => setSaveError(null)}>
          {errorMessage(saveError)}
        </AlertBox>
      ) : null}
      <Stack gap="md">
        {MODULE_SWITCHES.map((m) =>
          modules.loading ? (
            <Skeleton key={m.key} height={24} width="60%" radius="sm" />
          ) : (
            <Switch
              key={m.key}
              label={m.label}
              description={m.description}
              checked={Boolean(modules.data?.[m.key])}
              disabled={!modules.data || saving !== null}
              onChange={(event) => void toggle(m.key, event.currentTarget.checked)}
              data-testid={`module-switch-${m.key}`}
            />
          ),
        )}
      </Stack>
    </Card>
  );
}
