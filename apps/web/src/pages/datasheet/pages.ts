import type { PageModule } from '../../router/pageRegistry.tsx';
import { cachePages } from './cache/pages.ts';
import { chemicalPages } from './chemicals/pages.ts';
import { comparePages } from './compare/pages.ts';
import { libraryPages } from './libraries/pages.ts';
import { searchPages } from './search/pages.ts';
import { sheetPages } from './sheets/pages.ts';
import { smartPages } from './smart/pages.ts';
import { xrefPages } from './xref/pages.ts';

/** The datasheet domain's screens of their own (full route path → lazily loaded page). */
export const datasheetPages: Readonly<Record<string, PageModule>> = {
  ...sheetPages,
  ...comparePages,
  ...libraryPages,
  ...chemicalPages,
  ...searchPages,
  ...smartPages,
  ...xrefPages,
  ...cachePages,
};
