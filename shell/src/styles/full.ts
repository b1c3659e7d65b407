/**
 * All of Mantine's CSS, for the pages behind the login and the public pages (issue 12). The login
 * page carries only the styles of what it renders (shared-ui/src/components/ThemeProvider.tsx); the
 * layouts and pages that import this module are loaded lazily (shell/src/router.tsx), so their
 * chunk brings this stylesheet, inserted after the login's: the rules repeated in both resolve as in
 * Mantine's own styles.css. The remotes render inside these layouts and rely on it.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// the calendar of the date inputs (shared-ui DateField, whose code is a chunk loaded on first use)
import '@mantine/dates/styles.css';
