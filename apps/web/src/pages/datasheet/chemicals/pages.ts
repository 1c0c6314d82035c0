import { chemicalCompatibilityResource } from '@console/contract';
import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';
import { withResourceExtensions } from '../../extensionSource.ts';

/** The chemical screens of their own; the catalogue, chemicals, scales and sheet ratings use the generic ones. */
export const chemicalPages: Readonly<Record<string, PageModule>> = {
  // Its second tab is the generic list.
  [chemicalCompatibilityResource.route]: lazy(() =>
    withResourceExtensions(import('./CompatibilityPage.tsx')).then((m) => ({ default: m.CompatibilityPage })),
  ),
};
