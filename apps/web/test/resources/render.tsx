/**
 * Renders resource screens the way the router does, with the app's providers and a location probe. The
 * domains' additions are handed down already loaded (the app fetches them lazily), so a screen renders at once.
 */
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../src/App.tsx';
import { loadResourceExtensions } from '../../src/pages/extensions.ts';
import { ResourceExtensionsProvider, resourceExtensionsOf } from '../../src/resources/extensionRegistry.tsx';
import { ShellProviders } from '../../src/shell/ShellProviders.tsx';

// antd mounts slowly in happy-dom: give findBy / waitFor more time than the default second.
configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const loaded = resourceExtensionsOf(await loadResourceExtensions());

export function renderRoute(path: string, pattern: string, element: ReactNode) {
  return render(
    <AppProviders>
      <ResourceExtensionsProvider source={loaded}>
        <ShellProviders>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="*" element={<div data-testid="elsewhere" />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ShellProviders>
      </ResourceExtensionsProvider>
    </AppProviders>,
  );
}
