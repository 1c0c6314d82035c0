/**
 * Writes the libraries and the makers, each family in one or a few statements, with the values the engine's
 * hooks would have set (condition labels from their parts, origin status from their mapping), and returns
 * how to find each written row by its code.
 */
import {
  applianceResource,
  type ConditionParts,
  categoryResource,
  companyResource,
  conditionLabel,
  conditionParts,
  conditionResource,
  featureResource,
  fillerResource,
  formResource,
  headerOriginResource,
  headerResource,
  headerRootResource,
  headerSmartResource,
  metricResource,
  OriginStatus,
  processingModeResource,
  type ResourceDef,
  standardOriginResource,
  standardResource,
  trademarkResource,
  units,
} from '@console/contract';
import type { Tx } from '../../../engine/index.ts';
import { tableOf } from '../../../engine/index.ts';
import { DEMO_MARK } from '../demo-data.ts';
import { accepted, idMap, insertReturning } from './bulk.ts';
import { websiteOf } from './companies.ts';
import type { CategorySpec, DemoData, NamedRow, OriginSpec } from './model.ts';

export interface LibraryIds {
  metric: (code: unknown) => number;
  header: (code: unknown) => number;
  standard: (code: unknown) => number;
  condition: (key: string) => number;
  appliance: (code: unknown) => number;
  filler: (code: unknown) => number;
  feature: (code: unknown) => number;
  processingMode: (code: unknown) => number;
  form: (code: unknown) => number;
  category: (code: unknown) => number;
  company: (key: string) => number;
  trademark: (companyKey: string, name: string) => number;
}

const SORT_STEP = 10;

/** Rows of one family, validated as an add would be, all dated `at`. */
async function writeFamily(
  tx: Tx,
  def: ResourceDef,
  rows: readonly Record<string, unknown>[],
  at: Date,
  key: string,
  /** Values the server writes itself (read-only for a client). */
  serverSet: (index: number) => Record<string, unknown> = () => ({}),
) {
  const stored = rows.map((row, index) => ({
    ...accepted(def, row),
    created_at: at,
    updated_at: at,
    ...serverSet(index),
  }));
  return idMap(await insertReturning(tx, tableOf(def.key), stored, key));
}

const named = (rows: readonly NamedRow[]) => rows.map((row, index) => ({ ...row, sort: index * SORT_STEP }));

async function writeCategories(tx: Tx, tree: readonly CategorySpec[], at: Date) {
  const ids = new Map<string, number>();
  let level: { spec: CategorySpec; parent: string | null }[] = tree.map((spec) => ({ spec, parent: null }));
  for (let depth = 1; level.length > 0; depth++) {
    const find = await writeFamily(
      tx,
      categoryResource,
      level.map(({ spec, parent }, index) => ({
        name_zh: spec.name_zh,
        name_en: spec.name_en,
        code: spec.code,
        level: depth,
        parent_id: parent === null ? null : ids.get(parent),
        sort: index * SORT_STEP,
      })),
      at,
      'code',
    );
    for (const { spec } of level) ids.set(spec.code, find(spec.code));
    level = level.flatMap(({ spec }) =>
      (spec.children ?? []).map((child) => ({ spec: child, parent: spec.code })),
    );
  }
  return idMap([...ids].map(([code, id]) => ({ id, key: code })));
}

function originRows(origins: readonly OriginSpec[], field: string, canonical: (code: unknown) => number) {
  return origins.map((origin) => ({
    raw: origin.raw,
    [field]: origin.mapped ? canonical(origin.mapped) : null,
    source: origin.source,
  }));
}

const DAY_MS = 86_400_000;

/**
 * The origin hook's status (or ignored, as a later status change leaves it), the importer's seen counts, and
 * dates of the last few months' imports.
 */
const originServerSet = (origins: readonly OriginSpec[], now: Date) => (index: number) => {
  const origin = origins[index] as OriginSpec;
  const status = origin.mapped
    ? OriginStatus.mapped
    : origin.ignored
      ? OriginStatus.ignored
      : OriginStatus.unmapped;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    status,
    seen_count: origin.seen_count,
    created_at: daysAgo(60 + ((index * 17) % 90)),
    updated_at: daysAgo((index * 13) % 60),
  };
};

/** Writes every library dated `at` (before the oldest sheet); origins are dated by their imports up to `now`. */
export async function writeLibraries(tx: Tx, data: DemoData, at: Date, now: Date): Promise<LibraryIds> {
  const metric = await writeFamily(
    tx,
    metricResource,
    units.map((unit, index) => ({
      // The unitless unit prints nothing; the table needs a symbol, so it shows the dash sheets write.
      symbol: unit.symbol || unit.aliases?.[0] || unit.code,
      code: unit.code,
      name_zh: unit.name.zh,
      name_en: unit.name.en,
      quantity: unit.quantity,
      factor: unit.factor,
      offset: unit.offset,
      system: unit.system,
      sort: index * SORT_STEP,
    })),
    at,
    'code',
  );
  const root = await writeFamily(tx, headerRootResource, named(data.headerRoots), at, 'code');
  const header = await writeFamily(
    tx,
    headerResource,
    data.headers.map((spec, index) => ({
      name_zh: spec.name_zh,
      name_en: spec.name_en,
      root_id: root(spec.root),
      code: spec.code,
      quantity: spec.quantity,
      default_metric_id: spec.unit ? metric(spec.unit.si) : null,
      value_kind: spec.value_kind,
      better: spec.better,
      has_state: spec.has_state ?? false,
      smart: spec.smart ?? false,
      attach: spec.attach ?? false,
      sort: index * SORT_STEP,
    })),
    at,
    'code',
  );
  await writeFamily(
    tx,
    headerSmartResource,
    data.smartEntries.map((entry, index) => ({
      name_zh: entry.name_zh,
      name_en: entry.name_en,
      header_id: header(entry.header),
      widget: entry.widget,
      metric_id: entry.unit ? metric(entry.unit) : null,
      min: entry.min ?? null,
      max: entry.max ?? null,
      step: entry.step ?? null,
      choices: entry.choices ?? '',
      sort: index * SORT_STEP,
    })),
    at,
    'header_id',
  );
  await writeFamily(
    tx,
    headerOriginResource,
    originRows(data.headerOrigins, 'header_id', header),
    at,
    'raw',
    originServerSet(data.headerOrigins, now),
  );
  const standard = await writeFamily(
    tx,
    standardResource,
    data.standards.map((spec, index) => ({ ...spec, sort: index * SORT_STEP })),
    at,
    'code',
  );
  await writeFamily(
    tx,
    standardOriginResource,
    originRows(data.standardOrigins, 'standard_id', standard),
    at,
    'raw',
    originServerSet(data.standardOrigins, now),
  );

  const conditionKeys = Object.keys(data.conditions);
  const conditionValues = conditionKeys.map((key, index) => ({
    ...data.conditions[key],
    sort: index * SORT_STEP,
  }));
  // The label the condition hook writes: from the parts as stored (after the validator's rounding).
  const labelOf = (index: number) => {
    const values = accepted(conditionResource, conditionValues[index] ?? {});
    const parts: ConditionParts = {};
    for (const part of conditionParts) {
      const value = values[part.key];
      parts[part.key] = typeof value === 'number' ? value : null;
    }
    return { label: conditionLabel(parts) };
  };
  const conditionByLabel = await writeFamily(tx, conditionResource, conditionValues, at, 'label', labelOf);
  const conditionIds = new Map(
    conditionKeys.map((key, index) => [key, conditionByLabel(labelOf(index).label)]),
  );
  const condition = (key: string) => {
    const id = conditionIds.get(key);
    if (id === undefined) throw new Error(`no demo condition ${key}`);
    return id;
  };

  const appliance = await writeFamily(tx, applianceResource, named(data.appliances), at, 'code');
  const filler = await writeFamily(tx, fillerResource, named(data.fillers), at, 'code');
  const feature = await writeFamily(tx, featureResource, named(data.features), at, 'code');
  const processingMode = await writeFamily(
    tx,
    processingModeResource,
    named(data.processingModes),
    at,
    'code',
  );
  const form = await writeFamily(tx, formResource, named(data.forms), at, 'code');
  const category = await writeCategories(tx, data.categories, at);

  const company = await writeFamily(
    tx,
    companyResource,
    data.companies.map((spec) => ({
      name_zh: `${DEMO_MARK}${spec.name_zh}`,
      name_en: spec.name_en,
      short_name: spec.short_name,
      country: spec.country,
      website: websiteOf(spec),
    })),
    at,
    'name_zh',
  );
  const companyId = (key: string) => {
    const spec = data.companies.find((candidate) => candidate.key === key);
    if (!spec) throw new Error(`no demo company ${key}`);
    return company(`${DEMO_MARK}${spec.name_zh}`);
  };
  const marks = data.companies.flatMap((spec) =>
    spec.trademarks.map((mark) => ({ name: mark.name, company_id: companyId(spec.key) })),
  );
  // Unique names let the inserted rows be matched by name alone.
  if (new Set(marks.map((mark) => mark.name)).size !== marks.length)
    throw new Error('demo trade marks repeat a name');
  const trademarkByName = idMap(
    await insertReturning(
      tx,
      tableOf(trademarkResource.key),
      marks.map((mark) => ({ ...accepted(trademarkResource, mark), created_at: at, updated_at: at })),
      'name',
    ),
  );
  const trademark = (companyKey: string, name: string) => {
    const spec = data.companies.find((candidate) => candidate.key === companyKey);
    if (!spec?.trademarks.some((mark) => mark.name === name))
      throw new Error(`${companyKey} has no trade mark ${name}`);
    return trademarkByName(name);
  };

  return {
    metric,
    header,
    standard,
    condition,
    appliance,
    filler,
    feature,
    processingMode,
    form,
    category,
    company: companyId,
    trademark,
  };
}
