/** Renders resource screens the way the router does, with the app's providers and a location probe. */
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../src/App.tsx';
import { ShellProviders } from '../../src/shell/ShellProviders.tsx';

// antd mounts slowly in happy-dom: give findBy / waitFor more time than the default second.
configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderRoute(path: string, pattern: string, element: ReactNode) {
  return render(
    <AppProviders>
      <ShellProviders>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ShellProviders>
    </AppProviders>,
  );
}
