import { useEffect, useState } from 'react';
import { IconAlertTriangle, IconInfoCircle, IconCircleX } from '@tabler/icons-react';
import type { Schema } from '@bandi/api-client';
import { apiClient, Alert } from '@bandi/shared-ui';

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
 * browser session (remembered per alert id in sessionStorage).
 */
export function ActiveAlertBanner() {
  const [alert, setAlert] = useState<ActiveAlert | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(() => sessionStorage.getItem('bandi-alert-dismissed'));

  useEffect(() => {
    let stopped = false;
    const load = () =>
      apiClient
        .get('/alerts/active', { skipGlobalErrorHandling: true })
        .then((res) => !stopped && setAlert(res.data.alert))
        .catch(() => !stopped && setAlert(null));
    void load();
    const timer = window.setInterval(load, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (!alert?.ends_at) return;
    const left = new Date(alert.ends_at).getTime() - Date.now();
    if (left <= 0) {
      setAlert(null);
      return;
    }
    const timer = window.setTimeout(() => setAlert(null), Math.min(left, 2_147_000_000));
    return () => window.clearTimeout(timer);
  }, [alert]);

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
