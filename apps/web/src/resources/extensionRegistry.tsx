/**
 * How the generic screens reach the domains' additions (extensions.ts) without importing a domain: the app's
 * root hands a source of the registry down through React context (App.tsx, pages/extensionSource.ts). The
 * registry brings every domain's screens along, so it is fetched lazily, with the first screen that shows a
 * generic one: the login page and the dashboard do not pay for it.
 */
import { createContext, type ReactNode, use, useContext } from 'react';
import type { ResourceExtension, ResourceExtensions } from './extensions.ts';

export interface ResourceExtensionSource {
  /** The registry once fetched. */
  readonly loaded: ResourceExtensions | undefined;
  /** Fetches the registry: once, and again after a failed fetch. */
  load(): Promise<ResourceExtensions>;
}

/** A source fetching the registry with `fetchRegistry` (a lazy import) the first time it is asked for. */
export function lazyResourceExtensions(
  fetchRegistry: () => Promise<ResourceExtensions>,
): ResourceExtensionSource {
  let pending: Promise<ResourceExtensions> | undefined;
  const source: { loaded: ResourceExtensions | undefined; load(): Promise<ResourceExtensions> } = {
    loaded: undefined,
    load() {
      pending ??= fetchRegistry().then(
        (registry) => {
          source.loaded = registry;
          return registry;
        },
        (error: unknown) => {
          // A failed chunk (a dropped connection) is fetched again by the next screen that asks.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  return source;
}

/** A source of a registry already at hand. */
export function resourceExtensionsOf(registry: ResourceExtensions): ResourceExtensionSource {
  return { loaded: registry, load: () => Promise.resolve(registry) };
}

const ResourceExtensionsContext = createContext<ResourceExtensionSource | null>(null);

export function ResourceExtensionsProvider({
  source,
  children,
}: {
  source: ResourceExtensionSource;
  children: ReactNode;
}) {
  return <ResourceExtensionsContext value={source}>{children}</ResourceExtensionsContext>;
}

const NONE: ResourceExtension = {};

/**
 * A family's additions (none: an empty object). Suspends until the registry is fetched; a screen showing
 * generic screens is normally fetched together with it, so this finds it there.
 */
export function useResourceExtension(familyKey: string): ResourceExtension {
  const source = useContext(ResourceExtensionsContext);
  if (!source) {
    throw new Error('No ResourceExtensionsProvider above this screen: the app root (App.tsx) hands it down.');
  }
  const registry = source.loaded ?? use(source.load());
  return registry[familyKey] ?? NONE;
}
