import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';
import { sheetAddRoute, sheetCopyRoute, sheetDetailRoute, sheetModifyRoute } from './routes.ts';

const editor = () => import('./editor/DatasheetEditorPage.tsx');

/**
 * The sheets' own screens (full route path → lazily loaded page); the list stays the generic one with the
 * extension in extensions.tsx. The three editor routes share one chunk.
 */
export const sheetPages: Readonly<Record<string, PageModule>> = {
  [sheetAddRoute]: lazy(() => editor().then((m) => ({ default: m.DatasheetAddPage }))),
  [sheetCopyRoute]: lazy(() => editor().then((m) => ({ default: m.DatasheetCopyPage }))),
  [sheetModifyRoute]: lazy(() => editor().then((m) => ({ default: m.DatasheetModifyPage }))),
  [sheetDetailRoute]: lazy(() =>
    import('./detail/DatasheetDetailPage.tsx').then((m) => ({ default: m.DatasheetDetailPage })),
  ),
};
