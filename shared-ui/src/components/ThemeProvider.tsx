// Only the styles of what the login page and the shell's frame render before login (issue 12): the
// rest of Mantine's CSS comes with the shell's logged-in layouts (shell/src/styles/full.ts).
// Order as in Mantine's styles.css: variables and global rules, then the components.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  createTheme,
  MantineProvider,
  type AlertProps,
  type BadgeProps,
  type ComboboxProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineThemeComponent,
  type ModalProps,
  type NotificationProps,
  type TableScrollContainerProps,
} from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import type { ProjectColor } from '../types';
import { ACCESSIBLE_COLORS } from './palette';
import { mantineColorOf } from './theme';
import { useProjectStore } from './projectStore';

/** Mantine's notification stack, a chunk of its own: the login page shows no notification (issue 12). */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * Mounts Mantine's `Notifications` (and loads its code) when the first notification is shown
 * (`notifications.show`, whose store is tiny), then keeps it mounted; the notifications shown
 * meanwhile wait in the store and appear as soon as it is there.
 */
function DeferredNotifications() {
  const state = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && state.notifications.length + state.queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

/**
 * Default props and styles of one Mantine component in the theme. A plain object instead of
 * `Modal.extend(…)`: `extend` would import the component (Modal, Drawer, Badge…) into the login page
 * for nothing (issue 12).
 */
const themed = <Props,>(input: { defaultProps?: Partial<Props>; styles?: Record<string, Record<string, unknown>> }) =>
  input as MantineThemeComponent;

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * Colour theme to apply. When omitted, the colour of the environment loaded by the sidebar
   * layout (`useProjectStore`) is used, and blue outside an environment.
   */
  color?: ProjectColor | null;
}

/**
 * Placeholders in the accessible gray 6 (Mantine's gray 5 reaches 2.1:1 on white), like dimmed texts
 * (WCAG 2.1 AA, issue 12).
 */
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-placeholder': theme.colors.gray[6], '--mantine-color-dimmed': theme.colors.gray[6] },
  dark: {},
});

/**
 * Root provider of the design system: Mantine (primary colour from the project's colour theme,
 * purple mapped to Mantine `grape`; palettes whose shades 6..9 meet WCAG AA contrast, see
 * `accessiblePalette`), notifications (dates are in Italian: the dayjs `it` locale is set by the full entry, list/format.ts). The only
 * `@mantine/dates` component, the date input (`DateField`), passes the Italian locale itself and is
 * loaded on first use, so the dates provider is not mounted (issue 12: 17 KB brotli off the login
 * page). Mounted once by the shell; remotes render inside it. Notifications are mounted with
 * the first one shown (`DeferredNotifications`).
 */
export function ThemeProvider({ children, color }: ThemeProviderProps) {
  const projectColor = useProjectStore((s) => s.project?.color ?? null);
  const primaryColor = mantineColorOf(color ?? projectColor);
  const theme = useMemo(
    () =>
      createTheme({
        primaryColor,
        colors: ACCESSIBLE_COLORS,
        defaultRadius: 'md',
        cursorType: 'pointer',
        components: {
          // Close buttons are icon-only: they get an Italian accessible name (axe-core button-name, WCAG 4.1.2)
          Modal: themed<ModalProps>({ defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } } }),
          Drawer: themed<DrawerProps>({ defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } } }),
          Notification: themed<NotificationProps>({ defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi notifica' } } }),
          Alert: themed<AlertProps>({ defaultProps: { closeButtonLabel: 'Chiudi' } }),
          // The options of a Select or MultiSelect exist only while its list is open (Mantine keeps
          // them mounted by default, hidden): the eight filters of a list page each positioned a
          // hidden list with floating-ui on every layout change of the first render (issue 12,
          // total blocking time of the environment home). The input names its list
          // (aria-controls) only while it is open, so nothing refers to a missing element.
          Combobox: themed<ComboboxProps>({ defaultProps: { keepMounted: false } }),
          // A wide table scrolls with the browser's own scroll bar instead of Mantine's ScrollArea
          // (custom scroll bars kept in step by observers and React state): on the environment home,
          // blocking time with 4x CPU throttling 250-340 ms against 490-750 ms (issue 12, README
          // "Performance", seventh pass).
          TableScrollContainer: themed<TableScrollContainerProps>({ defaultProps: { type: 'native' } }),
          // A badge is never cut to "C…" or "GLO…": it keeps its width (a table column grows or
          // the table scrolls) and a long label wraps inside it (docs/screens.md "Tables and badges").
          Badge: themed<BadgeProps>({
            styles: {
              root: { flexShrink: 0, height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible', maxWidth: 'none' },
              label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.25 },
            },
          }),
        },
      }),
    [primaryColor],
  );
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DeferredNotifications />
      {children}
    </MantineProvider>
  );
}
