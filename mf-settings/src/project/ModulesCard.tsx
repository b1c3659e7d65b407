import { useState } from 'react';
import {
  AlertBox,
  errorMessage,
  ifMatch,
  useProjectStore,
  useRecord,
  useVersionConflict,
  type Modules,
  type Project,
  Card,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@bandi/shared-ui';
import { projectsGet, projectsSetModules } from '@bandi/api-client';

/** The four modules of an environment (docs/architecture.md#front-ends-and-module-federation), with their Italian labels. */
export const MODULE_SWITCHES: Array<{ key: keyof Modules; label: string; description: string }> = [
  { key: 'announcements', label: 'Bandi', description: "Catalogo dei bandi e template dell'ambiente" },
  { key: 'clients', label: 'Clienti e referenti', description: 'Anagrafica dei clienti e dei referenti' },
  { key: 'calls', label: 'Richieste', description: 'Registro delle richieste di clienti e fornitori' },
  { key: 'settings', label: 'Impostazioni', description: "Impostazioni dell'ambiente" },
];

/**
 * Card "Moduli" (administrators only): one switch per module, saved with
 * PUT /api/projects/{projectId}/modules and the environment's version (If-Match). The values and
 * the version come from `project` (the settings page's environment) or, when the page could not
 * load it (settings module off), from GET /api/projects/{projectId}. A change is shown at once and
 * saved; on failure the switch goes back and the error is shown; on a 409 the conflict dialog
 * opens ("Ricarica" shows the other user's switches). After a save the environment is read again
 * (`onChanged`) and the shell reloads the project (`useProjectStore().reload()`) so the sidebar
 * follows.
 */
export function ModulesCard({
  projectId,
  project,
  onChanged,
}: {
  projectId: string;
  project?: Project | null;
  onChanged?: (project: Project) => void;
}) {
  const path = { projectId };
  const own = useRecord<Project>(async (signal) => (await projectsGet(Number(projectId), { signal })).data, [projectId], !project);
  const current = project ?? own.data;
  const update = (p: Project) => (project && onChanged ? onChanged(p) : own.setData(p));
  // the switches as the user set them while the save runs
  const [pending, setPending] = useState<Modules | null>(null);
  const [saving, setSaving] = useState<keyof Modules | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const reloadProject = useProjectStore((s) => s.reload);
  const conflicts = useVersionConflict<Project>((latest) => update(latest));
  const shown = pending ?? current?.modules ?? null;
  const loading = !project && own.loading;

  const toggle = async (key: keyof Modules, enabled: boolean) => {
    if (!current || !shown) return;
    const next: Modules = { ...shown, [key]: enabled };
    setPending(next);
    setSaving(key);
    setSaveError(null);
    const write = async (version: number | undefined) => {
      await projectsSetModules(Number(path.projectId), next, { ...ifMatch(version) });
      update((await projectsGet(Number(path.projectId))).data);
      reloadProject();
    };
    try {
      await conflicts.save(write, current.version, setSaveError);
    } catch (error) {
      setSaveError(error);
    } finally {
      // saved (the environment was read again), failed, or a conflict: show the stored switches
      setPending(null);
      setSaving(null);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" data-testid="modules-card">
      {conflicts.dialog}
      <Title order={4} mb={4}>
        Moduli
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Attiva o disattiva le sezioni disponibili in questo ambiente.
      </Text>
      {!project && own.error ? <AlertBox mb="md">{errorMessage(own.error)}</AlertBox> : null}
      {saveError ? (
        <AlertBox mb="md" onClose={() => setSaveError(null)}>
          {errorMessage(saveError)}
        </AlertBox>
      ) : null}
      <Stack gap="md">
        {MODULE_SWITCHES.map((m) =>
          loading ? (
            <Skeleton key={m.key} height={24} width="60%" radius="sm" />
          ) : (
            <Switch
              key={m.key}
              label={m.label}
              description={m.description}
              checked={Boolean(shown?.[m.key])}
              disabled={!shown || saving !== null}
              onChange={(event) => void toggle(m.key, event.currentTarget.checked)}
              data-testid={`module-switch-${m.key}`}
            />
          ),
        )}
      </Stack>
    </Card>
  );
}
