/** The domains' additions reach the generic screens from the app's root, fetched once and lazily. */
import { datasheetResource } from '@console/contract';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/App.tsx';
import { resourceExtensionSource, withResourceExtensions } from '../../src/pages/extensionSource.ts';
import {
  lazyResourceExtensions,
  ResourceExtensionsProvider,
  useResourceExtension,
} from '../../src/resources/extensionRegistry.tsx';
import type { ResourceExtensions } from '../../src/resources/extensions.ts';

function AddRouteOf({ familyKey }: { familyKey: string }) {
  const { addRoute } = useResourceExtension(familyKey);
  return <output data-testid="add-route">{addRoute ?? 'none'}</output>;
}

describe('the registry source', () => {
  it('fetches the registry once, however many screens ask at once', async () => {
    const registry: ResourceExtensions = { tag: { addRoute: '/tag/add' } };
    const fetchRegistry = vi.fn(async () => registry);
    const source = lazyResourceExtensions(fetchRegistry);
    expect(source.loaded).toBeUndefined();
    const [a, b] = await Promise.all([source.load(), source.load()]);
    await source.load();
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
    expect(a).toBe(registry);
    expect(b).toBe(registry);
    expect(source.loaded).toBe(registry);
  });

  it('fetches again after a failed fetch (a dropped connection)', async () => {
    const registry: ResourceExtensions = {};
    const fetchRegistry = vi
      .fn<() => Promise<ResourceExtensions>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(registry);
    const source = lazyResourceExtensions(fetchRegistry);
    await expect(source.load()).rejects.toThrow('Failed to fetch');
    expect(source.loaded).toBeUndefined();
    await expect(source.load()).resolves.toBe(registry);
    expect(fetchRegistry).toHaveBeenCalledTimes(2);
  });
});

describe('a generic screen rendered before the registry is there', () => {
  it('waits for it (suspends) and then shows its additions', async () => {
    let answer: (registry: ResourceExtensions) => void = () => {};
    const source = lazyResourceExtensions(() => new Promise((resolve) => (answer = resolve)));
    // Awaited: React resumes a screen suspended on `use` inside a test's act scope only when the act is awaited.
    await act(async () => {
      render(
        <ResourceExtensionsProvider source={source}>
          <Suspense fallback={<span data-testid="fetching" />}>
            <AddRouteOf familyKey="tag" />
          </Suspense>
        </ResourceExtensionsProvider>,
      );
    });
    expect(screen.getByTestId('fetching')).toBeTruthy();
    await act(async () => answer({ tag: { addRoute: '/tag/add' } }));
    expect((await screen.findByTestId('add-route')).textContent).toBe('/tag/add');
  });
});

describe('a screen showing generic screens', () => {
  it('is fetched together with the registry, which is then at hand', async () => {
    // Whether it was fetched before is not asked: the test files of a worker share the app's source (that a
    // source fetches nothing before it is asked is the test above).
    await expect(withResourceExtensions(Promise.resolve('the screen'))).resolves.toBe('the screen');
    expect(resourceExtensionSource.loaded?.[datasheetResource.key]?.addRoute).toBe('/datasheet/add');
  }, 120_000);
});

describe('a generic screen', () => {
  it("reads its family's additions from the registry the app's root hands down", async () => {
    await act(async () => {
      render(
        <AppProviders>
          <Suspense fallback={<span data-testid="fetching" />}>
            <AddRouteOf familyKey={datasheetResource.key} />
          </Suspense>
        </AppProviders>,
      );
    });
    // The datasheet list sends "add" to the editor's page (pages/datasheet/sheets/extensions.tsx).
    expect((await screen.findByTestId('add-route', {}, { timeout: 20_000 })).textContent).toBe(
      '/datasheet/add',
    );
  });

  it('refuses to render outside the provider rather than silently lose every addition', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AddRouteOf familyKey={datasheetResource.key} />)).toThrow(
      /ResourceExtensionsProvider/,
    );
    vi.restoreAllMocks();
  });
});
