/** The whole demo datasheet domain as plain data: the same for the same seed, on any machine. */
import { companies } from './companies.ts';
import { headerRoots, headers, smartEntries } from './headers.ts';
import type { DemoData } from './model.ts';
import { headerOrigins, standardOrigins } from './origins.ts';
import { seeded } from './random.ts';
import { generateSheets } from './sheets.ts';
import { conditions, standards } from './standards.ts';
import { appliances, categories, features, fillers, forms, processingModes } from './taxonomy.ts';

export const DEMO_SEED = 'console datasheet demo v1';

export function generateDatasheetDemo(seed = DEMO_SEED): DemoData {
  return {
    headerRoots,
    headers,
    smartEntries,
    headerOrigins,
    standards,
    standardOrigins,
    conditions,
    appliances,
    fillers,
    features,
    processingModes,
    forms,
    categories,
    companies,
    sheets: generateSheets(seeded(seed).fork('sheets')),
  };
}
