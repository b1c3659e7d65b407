import { useEffect, useState } from 'react';
import { IconUpload } from '@tabler/icons-react';
import { logosClear, logosUpload, projectsUpdate, type Schema } from '@bandi/api-client';
import {
  EMAIL_RE,
  PROJECT_COLORS,
  PROJECT_COLOR_LABELS,
  ifMatch,
  mantineColorOf,
  useProjectStore,
  type Project,
  type ProjectColor,
  MESSAGES,
  Button,
  Card,
  CheckIcon,
  ColorSwatch,
  FileButton,
  Group,
  Image,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@bandi/shared-ui';
import { useAction, useVersionedAction } from '../common';

type LogoKind = 'horizontal' | 'vertical';
const LOGO_LABELS: Record<LogoKind, { title: string; hint: string }> = {
  horizontal: { title: 'Logo orizzontale', hint: 'Nella barra laterale aperta (314×60)' },
  vertical: { title: 'Logo verticale', hint: 'Nella barra laterale chiusa (45 di larghezza)' },
};

/**
 * Card "Aspetto": name, colour theme (the 8 colours of docs/domain.md#environments), horizontal and vertical logos
 * (PNG, JPEG, SVG, WebP up to 2 MB, POST /api/projects/{id}/logos/{kind}) and, for the
 * administrator, the newsletter toggle; the newsletters' Reply-To address (`reply_to_email`, empty:
 * the sender's own address, docs/architecture.md#mail-templates). Name, colour and newsletter are saved with the
 * environment's version (If-Match); a 409 opens the conflict dialog ("Ricarica" shows the current
 * environment). Every saved change calls `useProjectStore().reload()` so the shell's sidebar and
 * theme change at once.
 */
export function AppearanceCard({ project, isAdmin, onChanged }: { project: Project; isAdmin: boolean; onChanged: (p: Project) => void }) {
  const reloadProject = useProjectStore((s) => s.reload);
  const { busy: uploading, run } = useAction();
  const versioned = useVersionedAction<Project>((current) => {
    onChanged(current);
    setName(current.name);
    setReplyTo(current.reply_to_email ?? '');
    reloadProject();
  });
  const busy = uploading ?? versioned.busy;
  const [name, setName] = useState(project.name);
  useEffect(() => setName(project.name), [project.name]);
  const [replyTo, setReplyTo] = useState(project.reply_to_email ?? '');
  useEffect(() => setReplyTo(project.reply_to_email ?? ''), [project.reply_to_email]);
  const path = { projectId: project.id };
  /** PUT of some fields of the environment with the version shown. */
  const put = (key: string, body: Schema<'UpdateProjectDto'>, success: string) =>
    versioned.runVersioned(
      key,
      async (v) => {
        const res = await projectsUpdate(path.projectId, body, { ...ifMatch(v) });
        onChanged(res.data);
        reloadProject();
      },
      project.version,
      { success },
    );
  const apply = (key: string, action: () => Promise<{ data: Project }>, message: string) =>
    run(
      key,
      async () => {
        const res = await action();
        onChanged(res.data);
        reloadProject();
      },
      message,
    );
  const upload = (kind: LogoKind, file: File | null) => {
    if (!file) return;
    void apply(`logo-${kind}`, () => logosUpload(path.projectId, kind, { file }), 'Logo aggiornato');
  };

  return (
    <Card withBorder padding="lg" radius="md" data-testid="appearance-card">
      {versioned.dialog}
      <Title order={4} mb="md">
        Aspetto
      </Title>
      <Stack gap="lg">
        <Group align="flex-end">
          <TextInput
            label="Nome dell'ambiente"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={150}
            style={{ flex: 1 }}
            error={name.trim() ? undefined : MESSAGES.required}
            data-testid="project-name"
          />
          <Button
            disabled={!name.trim() || name === project.name}
            loading={busy === 'name'}
            onClick={() => void put('name', { name }, 'Nome salvato')}
            data-testid="project-name-save"
          >
            Salva nome
          </Button>
        </Group>
        <div>
          <Text size="sm" fw={500} mb={6}>
            Colore
          </Text>
          <Group gap="xs" data-testid="project-colors">
            {PROJECT_COLORS.map((color: ProjectColor) => (
              <Tooltip key={color} label={PROJECT_COLOR_LABELS[color]}>
                <ColorSwatch
                  component="button"
                  type="button"
                  color={`var(--mantine-color-${mantineColorOf(color)}-6)`}
                  size={32}
                  aria-label={`Colore ${PROJECT_COLOR_LABELS[color]}`}
                  aria-pressed={project.color === color}
                  disabled={busy !== null}
                  onClick={() => project.color !== color && void put('color', { color }, 'Colore aggiornato')}
                  style={{ cursor: 'pointer', color: '#fff' }}
                  data-testid={`project-color-${color}`}
                >
                  {project.color === color ? <CheckIcon size={12} /> : null}
                </ColorSwatch>
              </Tooltip>
            ))}
          </Group>
        </div>
        <Group align="flex-start" grow>
          {(['horizontal', 'vertical'] as LogoKind[]).map((kind) => {
            const src = kind === 'horizontal' ? project.horizontal_logo : project.vertical_logo;
            return (
              <Stack key={kind} gap={6} data-testid={`logo-${kind}`}>
                <Text size="sm" fw={500}>
                  {LOGO_LABELS[kind].title}
                </Text>
                <Text size="xs" c="dimmed">
                  {LOGO_LABELS[kind].hint}. PNG, JPEG, SVG o WebP, al massimo 2 MB.
                </Text>
                {src ? (
                  <Image src={src} alt={LOGO_LABELS[kind].title} h={60} w="auto" fit="contain" data-testid={`logo-${kind}-preview`} />
                ) : (
                  <Text size="sm" c="dimmed">
                    Logo predefinito
                  </Text>
                )}
                <Group gap="xs">
                  <FileButton accept="image/png,image/jpeg,image/svg+xml,image/webp" onChange={(f) => upload(kind, f)}>
                    {(props) => (
                      <Button
                        {...props}
                        size="xs"
                        variant="light"
                        leftSection={<IconUpload size={14} />}
                        loading={busy === `logo-${kind}`}
                        data-testid={`logo-${kind}-upload`}
                      >
                        Carica
                      </Button>
                    )}
                  </FileButton>
                  {src ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={busy === `clear-${kind}`}
                      onClick={() => void apply(`clear-${kind}`, () => logosClear(path.projectId, kind), 'Logo rimosso')}
                    >
                      Rimuovi
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            );
          })}
        </Group>
        <Group align="flex-end">
          <TextInput
            type="email"
            label="Indirizzo per le risposte alle newsletter"
            description="Le risposte dei clienti e dei fornitori arrivano qui (Reply-To). Vuoto: all'indirizzo di chi invia la newsletter."
            placeholder="segreteria@studio.it"
            value={replyTo}
            onChange={(e) => setReplyTo(e.currentTarget.value)}
            maxLength={254}
            style={{ flex: 1 }}
            error={replyTo.trim() && !EMAIL_RE.test(replyTo.trim()) ? MESSAGES.email : undefined}
            data-testid="project-reply-to"
          />
          <Button
            disabled={(replyTo.trim() !== '' && !EMAIL_RE.test(replyTo.trim())) || replyTo.trim() === (project.reply_to_email ?? '')}
            loading={busy === 'reply-to'}
            onClick={() => void put('reply-to', { reply_to_email: replyTo.trim() || null }, 'Indirizzo per le risposte salvato')}
            data-testid="project-reply-to-save"
          >
            Salva indirizzo
          </Button>
        </Group>
        {isAdmin ? (
          <Switch
            label="Newsletter"
            description="Abilita l'invio delle newsletter ai clienti di questo ambiente"
            checked={project.newsletter_enabled}
            disabled={busy !== null}
            onChange={(e) => void put('newsletter', { newsletter_enabled: e.currentTarget.checked }, 'Newsletter aggiornata')}
            data-testid="project-newsletter"
          />
        ) : null}
      </Stack>
    </Card>
  );
}
