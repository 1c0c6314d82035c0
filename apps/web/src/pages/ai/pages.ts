import { lazy } from 'react';
import type { PageModule } from '../../router/pageRegistry.tsx';

/** The assistant: chat and AI filters (the spec's /ai group has the one route). */
const AiPage = lazy(() => import('./AiPage.tsx').then((m) => ({ default: m.AiPage })));

export const aiPages: Readonly<Record<string, PageModule>> = {
  '/ai/chat': AiPage,
};
