/**
 * Where the registry of pages/extensions.ts comes from: fetched once, on demand, since it brings every
 * domain's screens along. App.tsx hands this source down to the generic screens
 * (resources/extensionRegistry.tsx); a screen that shows them is fetched together with it
 * (withResourceExtensions), so it neither waits for the registry after its own chunk nor suspends later when
 * it first opens one (a list in a tab, a form).
 */
import { lazyResourceExtensions } from '../resources/extensionRegistry.tsx';
import { loadResourceExtensions } from './extensions.ts';

export const resourceExtensionSource = lazyResourceExtensions(loadResourceExtensions);

/**
 * A screen's lazily imported module, once the registry is there too: for the screens that show a generic
 * screen (the lists and details of pages/registry.ts, a page of its own with a generic form or list). The
 * other screens are not made to fetch every domain's screens.
 */
export function withResourceExtensions<M>(screen: Promise<M>): Promise<M> {
  return Promise.all([screen, resourceExtensionSource.load()]).then(([module]) => module);
}
