import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';

/** The search's unit choice and one header's values across sheets; the other smart screens are generic. */
export const smartPages: Readonly<Record<string, PageModule>> = {
  '/datasheet/smart/unit': lazy(() => import('./UnitsPage.tsx').then((m) => ({ default: m.UnitsPage }))),
  '/datasheet/item/header': lazy(() =>
    import('./HeaderValuesPage.tsx').then((m) => ({ default: m.HeaderValuesPage })),
  ),
};
