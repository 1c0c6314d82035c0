import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';

export const comparePages: Readonly<Record<string, PageModule>> = {
  '/datasheet/compare': lazy(() => import('./ComparePage.tsx').then((m) => ({ default: m.ComparePage }))),
};
