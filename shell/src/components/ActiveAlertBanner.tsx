import { useEffect, useState } from 'react';
import { IconAlertTriangle, IconInfoCircle, IconCircleX } from '@tabler/icons-react';
import { alertsActive, type Schema } from '@bandi/api-client';
import { apiKey, useAppQuery, Alert } from '@bandi/shared-ui';

/** The alert of GET /api/alerts/active (settings → avvisi). */
type ActiveAlert = Schema<'AlertView'>;

/** How often the banner asks the API for the active alert, in ms. */
const POLL_MS = 60_000;
const STYLE = {
  info: { color: 'blue', icon: <IconInfoCircle size={18} />, title: 'Avviso' },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} />, title: 'Attenzione' },
  error: { color: 'red', icon: <IconCircleX size={18} />, title: 'Importante' },
} as const;

/**
 * The alert banner every logged-in user sees above the page (issue 5, settings → avvisi).
 * Polled every minute and hidden as soon as its `ends_at` passes; a user may close it for the
 * browser session (remembered per alert id in sessionStorage). GET /api/alerts/active is a
 * TanStack query (apiKey('alerts', 'active')) asked again every {@link POLL_MS} ms.
 */
export function ActiveAlertBanner() {
  const [dismissed, setDismissed] = useState<string | null>(() => sessionStorage.getItem('bandi-alert-dismissed'));
  const active = useAppQuery({
    queryKey: apiKey('alerts', 'active'),
    queryFn: async ({ signal }) => (await alertsActive({ skipGlobalErrorHandling: true, signal })).data.alert,
    refetchInterval: POLL_MS,
    retry: false,
  });
  // no banner while the API does not answer (the next poll asks again)
  const current: ActiveAlert | null = active.isError ? null : (active.data ?? null);
  const endKey = current?.ends_at ? `${current.id}|${current.ends_at}` : null;
  /** The alert (id and end) whose end has passed while it was shown. */
  const [ended, setEnded] = useState<string | null>(null);

  useEffect(() => {
    if (!endKey) return undefined;
    const left = new Date(endKey.slice(endKey.indexOf('|') + 1)).getTime() - Date.now();
    if (left <= 0) {
      setEnded(endKey);
      return undefined;
    }
    const timer = window.setTimeout(() => setEnded(endKey), Math.min(left, 2_147_000_000));
    return () => window.clearTimeout(timer);
  }, [endKey]);

  const alert = current && (endKey === null || ended !== endKey) ? current : null;
  if (!alert || dismissed === String(alert.id)) return null;
  const style = STYLE[alert.type] ?? STYLE.info;
  return (
    <Alert
      data-testid="active-alert"
      color={style.color}
      icon={style.icon}
      title={style.title}
      withCloseButton
      closeButtonLabel="Chiudi avviso"
      onClose={() => {
        sessionStorage.setItem('bandi-alert-dismissed', String(alert.id));
        setDismissed(String(alert.id));
      }}
      mb="md"
      style={{ whiteSpace: 'pre-line' }}
    >
      {alert.content}
    </Alert>
  );
}
