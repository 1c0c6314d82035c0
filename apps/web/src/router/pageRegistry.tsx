/**
 * How the router and the pages reach the table of screens without importing it: the table imports every
 * domain (pages/registry.ts), so the app's root composes it and hands it down through React context (App.tsx),
 * the way the domains' additions to the generic screens come down (resources/extensionRegistry.tsx). A page
 * that shows another screen (a generic list in a tab, the screen finder) asks the context, and no module below
 * the root imports the domains through it.
 */
import type { ResourceDef } from '@console/contract';
import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  type ReactNode,
  useContext,
} from 'react';

/** A screen: lazily loaded (or preloaded, see router/firstScreens.tsx). */
export type PageModule = LazyExoticComponent<ComponentType> | ComponentType;

/** The generic screens of a declared family: its list at `route`, one row at `detailRoute`. */
export type ResourcePages = Readonly<
  Record<'list' | 'detail', LazyExoticComponent<ComponentType<{ def: ResourceDef }>>>
>;

export interface PageRegistry {
  /**
   * Which screen each route shows: full route path → page. A route without an entry shows its family's
   * generic screens, or the plain "not built yet" panel.
   */
  readonly pages: Readonly<Record<string, PageModule>>;
  readonly resourcePages: ResourcePages;
}

const PageRegistryContext = createContext<PageRegistry | null>(null);

export function PageRegistryProvider({
  registry,
  children,
}: {
  registry: PageRegistry;
  children: ReactNode;
}) {
  return <PageRegistryContext value={registry}>{children}</PageRegistryContext>;
}

export function usePageRegistry(): PageRegistry {
  const registry = useContext(PageRegistryContext);
  if (!registry) {
    throw new Error('No PageRegistryProvider above this screen: the app root (App.tsx) hands it down.');
  }
  return registry;
}
