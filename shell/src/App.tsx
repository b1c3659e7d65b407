import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@bandi/shared-ui/core';
import { AppRoutes } from './router';

/** The shell application: design-system theme (colour of the current environment) around the router. */
export function App() {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
