import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows the current pathname, to assert navigations. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Mantine + a memory router at `path`, with a probe of the current location. */
export function Wrapper({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {children}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>
  );
}
