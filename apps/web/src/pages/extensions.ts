/**
 * Every domain's additions to the generic resource screens, by family key (see resources/extensions.ts): the
 * registry App.tsx hands down, loaded on demand by pages/extensionSource.ts. Each domain's additions are a
 * chunk of their own, fetched side by side, so no one chunk carries every domain's screens and a domain's
 * change leaves the others' chunks cached. A domain removed is removed here, and nowhere in resources/.
 */
import type { ResourceExtensions } from '../resources/extensions.ts';

const domainExtensions: readonly (() => Promise<ResourceExtensions>)[] = [
  () => import('./configuration/extensions.tsx').then((m) => m.configurationExtensions),
  () => import('./datasheet/extensions.ts').then((m) => m.datasheetExtensions),
  () => import('./enterprise/extensions.tsx').then((m) => m.enterpriseExtensions),
  () => import('./paper/extensions.tsx').then((m) => m.paperExtensions),
  () => import('./content/extensions.tsx').then((m) => m.contentExtensions),
  () => import('./operation/extensions.tsx').then((m) => m.operationExtensions),
  () => import('./commerce/extensions.tsx').then((m) => m.commerceExtensions),
  () => import('./customer/extensions.tsx').then((m) => m.customerExtensions),
  () => import('./demand/extensions.tsx').then((m) => m.demandExtensions),
  () => import('./user/extensions.tsx').then((m) => m.userExtensions),
  () => import('./email/extensions.tsx').then((m) => m.emailExtensions),
];

/** The registry: every domain's additions, merged in this order once all have arrived. */
export async function loadResourceExtensions(): Promise<ResourceExtensions> {
  const parts = await Promise.all(domainExtensions.map((load) => load()));
  return Object.assign({}, ...parts);
}
