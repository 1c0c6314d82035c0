import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';

export const searchPages: Readonly<Record<string, PageModule>> = {
  '/datasheet/smart/advanced': lazy(() =>
    import('./AdvancedSearchPage.tsx').then((m) => ({ default: m.AdvancedSearchPage })),
  ),
};
