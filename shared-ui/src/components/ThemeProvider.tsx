import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { useMemo, type ReactNode } from 'react';
import { createTheme, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import type { ProjectColor } from '../types';
import { mantineColorOf } from './theme';
import { useProjectStore } from './projectStore';

dayjs.locale('it');

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * Colour theme to apply. When omitted, the colour of the environment loaded by the sidebar
   * layout (`useProjectStore`) is used, and blue outside an environment.
   */
  color?: ProjectColor | null;
}

/**
 * Root provider of the design system: Mantine (primary colour from the project's colour theme,
 * purple mapped to Mantine `grape`), notifications, and dates in Italian (dayjs `it` locale,
 * weeks starting on Monday). Mounted once by the shell; remotes render inside it.
 */
export function ThemeProvider({ children, color }: ThemeProviderProps) {
  const projectColor = useProjectStore((s) => s.project?.color ?? null);
  const primaryColor = mantineColorOf(color ?? projectColor);
  const theme = useMemo(
    () =>
      createTheme({
        primaryColor,
        defaultRadius: 'md',
        cursorType: 'pointer',
      }),
    [primaryColor],
  );
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1 }}>
        <Notifications position="top-right" />
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
