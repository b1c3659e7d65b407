/**
 * Standalone bootstrap of the remote: it renders nothing. The exposed module is mounted by the
 * shell; this only names it, for whoever opens the entry on its own.
 */
export const EXPOSED_MODULES = ['./CallsApp', './CallCreateForm', './TasksApp'] as const;
