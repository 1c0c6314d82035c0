/**
 * The answers of the datasheet domain's own calls as zod schemas (endpoints.ts declares the calls with them).
 * Each is typed by the interface the screens use, so a schema that says less or otherwise than the type fails
 * to compile, and an answer that drifts from the schema fails the tests' output check.
 */
import { z } from 'zod';
import type { CacheDiff, CacheReview } from './cache.ts';
import type { ChemicalMatrix } from './chemicals.ts';
import { conditionParts, filmDirections } from './conditions.ts';
import { CACHE_CHECKS } from './families/cache.ts';
import type { HeaderValues } from './header-values.ts';
import type { ImportProgress, ImportReport } from './import.ts';
import type {
  CompareData,
  DatasheetLibraries,
  OriginSuggestions,
  PriceSeriesData,
  SimilarData,
  UlSuggestions,
} from './paths.ts';
import type { SmartResult } from './search.ts';
import { smartQuerySchema } from './search.ts';
import type { SmartOptions, SmartUnitsView } from './smart-options.ts';

const int = z.number().int();
const count = int.nonnegative();
const id = int.positive();
const nullableNumber = z.number().nullable();
const localName = z.object({ zh: z.string(), en: z.string() });
const unitSystem = z.enum(['si', 'imperial']);
const state = z.enum(['dry', 'conditioned']);
const valueKind = z.enum(['number', 'range', 'text']);

/** One property row of a sheet's grid (grid.ts `PropertyRowInput`). */
const propertyRow = z.object({
  id: int.optional(),
  header_id: int,
  standard_id: int.nullable().optional(),
  condition_id: int.nullable().optional(),
  state: state.nullable().optional(),
  value: nullableNumber.optional(),
  value_min: nullableNumber.optional(),
  value_max: nullableNumber.optional(),
  value_text: z.string().nullable().optional(),
  metric_id: int.nullable().optional(),
});

export const compareDataSchema: z.ZodType<CompareData> = z.object({
  sheets: z.array(
    z.object({
      id: int,
      dsno: z.string(),
      grade: z.string(),
      company: z.string(),
      trademark: z.string(),
      category: z.array(z.string()),
      fillers: z.array(z.string()),
      ul94: z.string(),
      updated_at: z.string(),
      properties: z.array(propertyRow),
    }),
  ),
  missing: z.array(z.string()),
});

const conditionShape = Object.fromEntries(
  conditionParts.map((part) => [part.key, nullableNumber.optional()]),
);

export const librariesSchema: z.ZodType<DatasheetLibraries> = z.object({
  roots: z.array(z.object({ id: int, name_zh: z.string(), name_en: z.string(), sort: int })),
  headers: z.array(
    z.object({
      id: int,
      name_zh: z.string(),
      name_en: z.string(),
      quantity: z.string(),
      value_kind: valueKind,
      has_state: z.boolean(),
      root_id: int.nullable(),
      sort: int,
      better: z.enum(['higher', 'lower', 'none']),
      default_metric_id: int.nullable().optional(),
      code: z.string(),
      smart: z.boolean(),
      attach: z.boolean(),
      enabled: z.boolean(),
    }),
  ),
  standards: z.array(
    z.object({ id: int, code: z.string(), title_zh: z.string(), title_en: z.string(), enabled: z.boolean() }),
  ),
  conditions: z.array(
    z.object({
      id: int,
      ...conditionShape,
      direction: z.enum(filmDirections).nullable().optional(),
      label: z.string(),
    }),
  ),
  metrics: z.array(
    z.object({
      id: int,
      symbol: z.string(),
      quantity: z.string(),
      code: z.string(),
      factor: z.number(),
      offset: z.number(),
      name_zh: z.string(),
      name_en: z.string(),
      system: z.enum(['si', 'imperial', 'both']),
      enabled: z.boolean(),
    }),
  ),
});

const suggestion = z.object({ id: int, label: z.string(), similarity: z.number() });
export const originSuggestionsSchema: z.ZodType<OriginSuggestions> = z.record(
  z.string(),
  z.array(suggestion),
);

const scaleGrade = z.object({
  symbol: z.string(),
  meaning_zh: z.string(),
  meaning_en: z.string(),
  color: z.string(),
});
export const chemicalMatrixSchema: z.ZodType<ChemicalMatrix> = z.object({
  items: z.array(
    z.object({
      id: int,
      name_zh: z.string(),
      name_en: z.string(),
      cas: z.string(),
      formula: z.string(),
      class_id: int,
      class_zh: z.string(),
      class_en: z.string(),
    }),
  ),
  columns: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['category', 'sheet']),
      id: int,
      name_zh: z.string(),
      name_en: z.string(),
      dsno: z.string().optional(),
      category_zh: z.string().optional(),
      category_en: z.string().optional(),
    }),
  ),
  cells: z.record(
    z.string(),
    z.array(
      z.object({
        condition: z.string(),
        scale_id: int,
        grade: z.string(),
        source: z.string(),
        remark: z.string(),
        from: z.object({ id: int, name_zh: z.string(), name_en: z.string() }).optional(),
      }),
    ),
  ),
  scales: z.array(
    z.object({ id: int, name_zh: z.string(), name_en: z.string(), grades: z.array(scaleGrade) }),
  ),
  conditions: z.array(z.string()),
  truncated: z.literal(true).optional(),
});

export const smartResultSchema: z.ZodType<SmartResult> = z.object({
  total: count,
  total_estimated: z.literal(true).optional(),
  rows: z.array(
    z.object({
      id: int,
      dsno: z.string(),
      grade: z.string(),
      company: z.string(),
      category: z.string(),
      ul94: z.string(),
      updated_at: z.string(),
      matched: z.array(
        z
          .object({ min: nullableNumber, max: nullableNumber, text: z.string(), thickness: nullableNumber })
          .nullable(),
      ),
    }),
  ),
});

export const smartOptionsSchema: z.ZodType<SmartOptions> = z.object({
  default_system: unitSystem,
  headers: z.array(
    z.object({
      id: int,
      name_zh: z.string(),
      name_en: z.string(),
      quantity: z.string(),
      value_kind: z.string(),
      choices: z.array(z.string()),
    }),
  ),
  units: z.array(
    z.object({
      code: z.string(),
      symbol: z.string(),
      quantity: z.string(),
      system: z.enum(['si', 'imperial', 'both']),
    }),
  ),
  presets: z.array(z.object({ id: int, name_zh: z.string(), name_en: z.string(), query: smartQuerySchema })),
});

export const smartUnitsViewSchema: z.ZodType<SmartUnitsView> = z.object({
  default_system: unitSystem,
  units: z.array(
    z.object({
      metric_id: int,
      code: z.string(),
      symbol: z.string(),
      name_zh: z.string(),
      name_en: z.string(),
      quantity: z.string(),
      system: z.enum(['si', 'imperial', 'both']),
      offered: z.boolean(),
    }),
  ),
});

export const headerValuesSchema: z.ZodType<HeaderValues> = z.object({
  header: z.object({
    id: int,
    name_zh: z.string(),
    name_en: z.string(),
    quantity: z.string(),
    base_unit: z.string(),
  }),
  total: count,
  rows: z.array(
    z.object({
      id: int,
      datasheet_id: int,
      dsno: z.string(),
      grade: z.string(),
      company: z.string(),
      value: nullableNumber,
      value_min: nullableNumber,
      value_max: nullableNumber,
      value_text: z.string(),
      unit: z.string(),
      base: nullableNumber,
      condition: z.string(),
      standard: z.string(),
      state: z.string().nullable(),
    }),
  ),
  summary: z.object({
    count,
    numeric: count,
    min: nullableNumber,
    q1: nullableNumber,
    median: nullableNumber,
    q3: nullableNumber,
    max: nullableNumber,
  }),
});

export const ulSuggestionsSchema: z.ZodType<UlSuggestions> = z.object({
  companies: z.array(z.object({ id: int, label: z.string(), via: z.enum(['origin', 'name']) })),
  cards: z.array(
    z.object({ id: int, file_number: z.string(), grade: z.string(), company_id: int, company: z.string() }),
  ),
  sheets: z.array(z.object({ id: int, dsno: z.string(), grade: z.string(), company: z.string() })),
});

export const similarDataSchema: z.ZodType<SimilarData> = z.object({
  sheet: z.object({ id: int, dsno: z.string(), grade: z.string(), company: z.string(), smart_rows: count }),
  considered: count,
  unranked: count,
  min_overlap: count,
  candidates: z.array(
    z.object({
      id: int,
      dsno: z.string(),
      grade: z.string(),
      company: z.string(),
      category: z.array(z.string()),
      fillers: z.array(z.string()),
      same_category: z.boolean(),
      same_fillers: z.boolean(),
      distance: z.number(),
      overlap: count,
      differences: z.array(
        z.object({
          key: z.string(),
          header_id: int,
          standard_id: int.nullable(),
          condition_id: int.nullable(),
          state: z.string().nullable(),
          a: z.number(),
          b: z.number(),
          difference: z.number(),
        }),
      ),
    }),
  ),
});

export const priceSeriesSchema: z.ZodType<PriceSeriesData> = z.object({
  grade: z.string(),
  series: z.array(
    z.object({
      supplier: z.string(),
      currency: z.string(),
      unit: z.string(),
      points: z.array(z.object({ date: z.string(), price: z.number(), source: z.string() })),
    }),
  ),
  datasheets: z.array(z.object({ id: int, dsno: z.string(), company: z.string() })),
});

const cacheCheck = z.enum(CACHE_CHECKS);
const target = z.object({ id: int, dsno: z.string() }).nullable();
const suggestionsByRaw = z.record(z.string(), z.array(suggestion));
export const cacheReviewSchema: z.ZodType<CacheReview> = z.object({
  problems: z.array(z.object({ check: cacheCheck, row: int.nullable(), message: localName })),
  suggestions: z.object({
    header: suggestionsByRaw,
    standard: suggestionsByRaw,
    company: suggestionsByRaw,
    unit: suggestionsByRaw,
  }),
  target,
  enabled: z.array(cacheCheck),
});

const diffRow = {
  header: localName,
  standard: z.string(),
  condition: z.string(),
  state: state.nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  change: z.enum(['added', 'changed', 'same', 'kept']),
};
export const cacheDiffSchema: z.ZodType<CacheDiff> = z.object({ target, rows: z.array(z.object(diffRow)) });

const spellings = z.record(z.string(), count);
export const importReportSchema: z.ZodType<ImportReport> = z.object({
  dry_run: z.boolean(),
  file: z.string(),
  rows: count,
  sheets: count,
  created: count,
  unmapped_rows: count,
  error_rows: count,
  unmapped: z.object({
    header: spellings,
    standard: spellings,
    company: spellings,
    category: spellings,
    condition: spellings,
    unit: spellings,
  }),
  lines: z.array(
    z.object({
      line: int,
      worksheet: z.string().optional(),
      grade: z.string(),
      header: z.string(),
      outcome: z.enum(['create', 'unmapped', 'error']),
      notes: z.array(localName),
    }),
  ),
  truncated: z.boolean(),
  cache_ids: z.array(id),
  merging: count,
  changes: z.array(
    z.object({
      ...diffRow,
      line: int,
      worksheet: z.string().optional(),
      grade: z.string(),
      dsno: z.string(),
    }),
  ),
  changed_values: count,
  added_values: count,
});

export const importProgressSchema: z.ZodType<ImportProgress | null> = z
  .object({ state: z.enum(['queued', 'running', 'done']), ahead: count, rows: count, done: z.boolean() })
  .nullable();
