/**
 * Standalone bootstrap of the remote: it renders nothing. The exposed modules are mounted by the
 * shell; this only names them, for whoever opens the entry on its own.
 */
export const EXPOSED_MODULES = ['./GlobalSettingsApp', './ProjectSettingsApp', './NewslettersApp'] as const;
