import { lazy } from 'react';
import type { PageModule } from '../../router/pageRegistry.tsx';

/** The enterprise domain's screens of their own (full route path → lazily loaded page); the rest are generic. */
export const enterprisePages: Readonly<Record<string, PageModule>> = {
  '/enterprise/factory/attribute_details/:id': lazy(() =>
    import('./FactoryAttributesPage.tsx').then((m) => ({ default: m.FactoryAttributesPage })),
  ),
};
