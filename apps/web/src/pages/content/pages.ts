import { lazy } from 'react';
import type { PageModule } from '../../router/pageRegistry.tsx';
import { withResourceExtensions } from '../extensionSource.ts';
import { NEWS_EDITOR_PATH } from './routes.ts';

/** The content screens that are more than a family's list and detail (see extensions.tsx for the rest). */
const NewsEditorPage = lazy(() =>
  withResourceExtensions(import('./NewsEditorPage.tsx')).then((m) => ({ default: m.NewsEditorPage })),
);
const ApplicationGraphPage = lazy(() =>
  import('./ApplicationGraph.tsx').then((m) => ({ default: m.ApplicationGraphPage })),
);
const ExpertServicePage = lazy(() =>
  withResourceExtensions(import('./ExpertServicePage.tsx')).then((m) => ({ default: m.ExpertServicePage })),
);

export const contentPages: Readonly<Record<string, PageModule>> = {
  [NEWS_EDITOR_PATH]: NewsEditorPage,
  '/application/graph': ApplicationGraphPage,
  '/expert_service/list': ExpertServicePage,
};
