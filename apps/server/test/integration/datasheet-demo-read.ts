/**
 * Reads the seeded datasheet domain through the API (every library's list, every sheet's detail) and hashes
 * it without ids, DSNOs and times, so two seeds can be compared.
 */
import { createHash } from 'node:crypto';
import {
  applianceResource,
  type ConvertibleUnit,
  categoryResource,
  companyResource,
  conditionResource,
  convert,
  datasheetResource,
  featureResource,
  fillerResource,
  formResource,
  headerOriginResource,
  headerResource,
  headerRootResource,
  headerSmartResource,
  metricResource,
  processingModeResource,
  type ResourceDef,
  type ResourcePage,
  type ResourceRow,
  resourcePaths,
  standardOriginResource,
  standardResource,
  trademarkResource,
} from '@console/contract';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

export interface Property {
  id: number;
  header_id: number;
  standard_id: number | null;
  condition_id: number | null;
  state: string | null;
  value: number | null;
  value_min: number | null;
  value_max: number | null;
  value_text: string;
  metric_id: number | null;
}

export type Sheet = ResourceRow & {
  properties: Property[];
  fillers: { filler_id: number; percent: number | null }[];
  features: number[];
  appliances: number[];
  processing_modes: number[];
};

export const families = {
  headerRoots: headerRootResource,
  headers: headerResource,
  smartEntries: headerSmartResource,
  headerOrigins: headerOriginResource,
  standards: standardResource,
  standardOrigins: standardOriginResource,
  metrics: metricResource,
  conditions: conditionResource,
  appliances: applianceResource,
  fillers: fillerResource,
  features: featureResource,
  processingModes: processingModeResource,
  forms: formResource,
  categories: categoryResource,
  companies: companyResource,
  trademarks: trademarkResource,
} as const;

export type Domain = { -readonly [K in keyof typeof families]: ResourceRow[] } & { sheets: Sheet[] };

async function listAll(t: TestApp, token: string, def: ResourceDef): Promise<ResourceRow[]> {
  const rows: ResourceRow[] = [];
  for (let page = 1; ; page++) {
    const { body } = await t.call<ResourcePage>(token, {
      url: `/api${resourcePaths(def).list}?page=${page}&size=100`,
    });
    expect(body.code, body.msg).toBe(0);
    rows.push(...body.data.list);
    if (rows.length >= body.data.total || body.data.list.length === 0) return rows;
  }
}

export async function getSheet(t: TestApp, token: string, id: number): Promise<Sheet> {
  const { body } = await t.call<Sheet>(token, {
    url: `/api${resourcePaths(datasheetResource).get}?id=${id}`,
  });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

export async function readDomain(t: TestApp, token: string): Promise<Domain> {
  const domain = {} as Domain;
  for (const [name, def] of Object.entries(families)) {
    domain[name as keyof typeof families] = await listAll(t, token, def);
  }
  const listed = await listAll(t, token, datasheetResource);
  domain.sheets = [];
  const batch = 25;
  for (let start = 0; start < listed.length; start += batch) {
    const ids = listed.slice(start, start + batch).map((row) => row.id);
    domain.sheets.push(...(await Promise.all(ids.map((id) => getSheet(t, token, id)))));
  }
  return domain;
}

/** Lookups from ids to rows, per family. */
export function indexOf(domain: Domain) {
  const byId = (rows: ResourceRow[]) => new Map(rows.map((row) => [row.id, row]));
  const index = Object.fromEntries(
    Object.keys(families).map((name) => [name, byId(domain[name as keyof typeof families])]),
  ) as { [K in keyof typeof families]: Map<number, ResourceRow> };
  const need = (map: Map<number, ResourceRow>, id: unknown) => {
    const row = map.get(id as number);
    if (!row) throw new Error(`no row ${String(id)}`);
    return row;
  };
  return { ...index, need };
}

const dropped = new Set(['id', 'created_at', 'updated_at', 'dsno', '$labels']);

/** A row without ids and times, its references replaced by the referenced rows' stable names. */
function stable(row: Record<string, unknown>, names: Record<string, (id: unknown) => unknown>): unknown {
  const out: Record<string, unknown> = {};
  // A reference to a family outside the domain read here (a company's group) by the title the API gives it.
  const labels = (row.$labels ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(row).sort(([a], [b]) => a.localeCompare(b))) {
    if (dropped.has(key)) continue;
    const name = names[key];
    if (name) out[key] = Array.isArray(value) ? value.map(name).sort() : value === null ? null : name(value);
    else if (key in labels) out[key] = labels[key];
    else if (Array.isArray(value))
      out[key] = value.map((item) => stable(item as Record<string, unknown>, names));
    else out[key] = value;
  }
  return out;
}

/** A hash of the whole domain as the API shows it, free of ids, DSNOs and times. */
export function hashOf(domain: Domain): string {
  const index = indexOf(domain);
  const via = (map: Map<number, ResourceRow>, field: string) => (id: unknown) => index.need(map, id)[field];
  const names: Record<string, (id: unknown) => unknown> = {
    root_id: via(index.headerRoots, 'code'),
    header_id: via(index.headers, 'code'),
    default_metric_id: via(index.metrics, 'code'),
    metric_id: via(index.metrics, 'code'),
    standard_id: via(index.standards, 'code'),
    condition_id: via(index.conditions, 'label'),
    parent_id: via(index.categories, 'code'),
    category_id: via(index.categories, 'code'),
    company_id: via(index.companies, 'name_zh'),
    trademark_id: via(index.trademarks, 'name'),
    filler_id: via(index.fillers, 'code'),
    features: via(index.features, 'code'),
    appliances: via(index.appliances, 'code'),
    processing_modes: via(index.processingModes, 'code'),
    form_id: via(index.forms, 'code'),
  };
  const canonical = Object.fromEntries(
    Object.entries(domain).map(([name, rows]) => [
      name,
      (rows as Record<string, unknown>[]).map((row) => JSON.stringify(stable(row, names))).sort(),
    ]),
  );
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * What the demo tests ask of a sheet, by the libraries' codes rather than ids. `index` is read when a question is
 * asked, so the questions can be named before the domain is read.
 */
export function sheetQuestions(index: () => ReturnType<typeof indexOf>) {
  const unitOf = (metric: ResourceRow): ConvertibleUnit => ({
    quantity: String(metric.quantity),
    factor: Number(metric.factor),
    offset: Number(metric.offset),
    code: String(metric.code),
  });
  const ask = {
    codeOf: (map: Map<number, ResourceRow>, id: unknown) => String(index().need(map, id).code),
    headerCode: (row: Property) => ask.codeOf(index().headers, row.header_id),
    categoryOf: (sheet: Sheet) => ask.codeOf(index().categories, sheet.category_id),
    featuresOf: (sheet: Sheet) => sheet.features.map((id) => ask.codeOf(index().features, id)),
    fillersOf: (sheet: Sheet) =>
      sheet.fillers.map((row) => ({
        code: ask.codeOf(index().fillers, row.filler_id),
        percent: row.percent,
      })),
    isFlameRetardant: (sheet: Sheet) => ask.featuresOf(sheet).includes('flame_retardant'),
    conditionOf: (row: Property) =>
      row.condition_id === null ? null : index().need(index().conditions, row.condition_id),
    metricOf: (row: Property) =>
      row.metric_id === null ? null : index().need(index().metrics, row.metric_id),
    isImperial: (sheet: Sheet) => sheet.properties.some((row) => ask.metricOf(row)?.system === 'imperial'),
    /** A row's value in its header's default (SI) unit. */
    siValue: (row: Property): number => {
      const header = index().need(index().headers, row.header_id);
      const from = ask.metricOf(row);
      const value = row.value ?? row.value_min;
      if (!from || value === null) throw new Error(`row ${row.id} has no number`);
      return convert(value, unitOf(from), unitOf(index().need(index().metrics, header.default_metric_id)));
    },
    rowsOf: (sheet: Sheet, code: string, where: (row: Property) => boolean = () => true) =>
      sheet.properties.filter((row) => ask.headerCode(row) === code && where(row)),
    loadOf: (row: Property) => Number(ask.conditionOf(row)?.load_stress ?? Number.NaN),
  };
  return ask;
}
