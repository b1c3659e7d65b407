import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@bandi/shared-ui/core';
import { router } from './router';

/** The shell application: design-system theme (colour of the current environment) around the router. */
export function App() {
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
