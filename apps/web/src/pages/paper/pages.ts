import { lazy } from 'react';
import type { PageModule } from '../../router/pageRegistry.tsx';
import { paperAddPath, paperUpdateRoute } from './routes.ts';

/** The questionnaire builder; the list is the family's generic screen (see extensions.tsx). */
const QuestionnairePage = lazy(() =>
  import('./QuestionnairePage.tsx').then((m) => ({ default: m.QuestionnairePage })),
);

export const paperPages: Readonly<Record<string, PageModule>> = {
  [paperAddPath]: QuestionnairePage,
  [paperUpdateRoute]: QuestionnairePage,
};
