/** The PDF's view of a sheet: every id resolved to its name in the document's language, values as written. */
import {
  conditionLabel,
  type DatasheetLibraries,
  datasheetRegionOptions,
  type datasheetResource,
  datasheetStatusOptions,
  type Locale,
  libraryLookups,
  propertyStates,
  type RowOf,
  roundForDisplay,
} from '@console/contract';
import type { DatasheetPdfPropertyGroup, DatasheetPdfView } from './pdf/index.ts';

type PropertyRow = RowOf<typeof datasheetResource>['properties'][number];

/** "165", "1.2 – 1.4", "≥ 260", "V-0". */
export function formatValue(
  row: Pick<PropertyRow, 'value' | 'value_min' | 'value_max' | 'value_text'>,
): string {
  if (row.value_text) return row.value_text;
  if (row.value !== null) return roundForDisplay(row.value, 6);
  const min = row.value_min === null ? null : roundForDisplay(row.value_min, 6);
  const max = row.value_max === null ? null : roundForDisplay(row.value_max, 6);
  if (min !== null && max !== null) return `${min} – ${max}`;
  if (min !== null) return `≥ ${min}`;
  if (max !== null) return `≤ ${max}`;
  return '';
}

export interface PdfSheetContext {
  libraries: DatasheetLibraries;
  categoryPath: string[];
  fillers: { name: string; percent: number | null }[];
  locale: Locale;
}

export function pdfViewOf(row: RowOf<typeof datasheetResource>, ctx: PdfSheetContext): DatasheetPdfView {
  const { libraries, locale } = ctx;
  const name = (item: { name_zh: string; name_en: string }) =>
    locale === 'en' ? item.name_en || item.name_zh : item.name_zh;
  const labels = row.$labels ?? {};
  const option = (options: typeof datasheetStatusOptions, value: unknown) =>
    options.find((o) => o.value === value)?.label[locale] ?? '';
  const { headers, standards, conditions, metrics } = libraryLookups(libraries);

  const groups: DatasheetPdfPropertyGroup[] = [];
  const rows = (row.properties ?? []).filter((p) => headers.has(p.header_id));
  for (const root of libraries.roots) {
    const inRoot = rows
      .filter((p) => headers.get(p.header_id)?.root_id === root.id)
      .sort((a, b) => (headers.get(a.header_id)?.sort ?? 0) - (headers.get(b.header_id)?.sort ?? 0));
    if (inRoot.length === 0) continue;
    groups.push({
      root: name(root),
      rows: inRoot.map((p) => {
        const condition = p.condition_id === null ? undefined : conditions.get(p.condition_id);
        return {
          header: name(headers.get(p.header_id) as { name_zh: string; name_en: string }),
          standard: p.standard_id === null ? null : (standards.get(p.standard_id)?.code ?? null),
          condition: condition ? conditionLabel(condition, { locale }) : null,
          state: p.state ? propertyStates[p.state][locale] : null,
          value: formatValue(p),
          unit: p.metric_id === null ? null : (metrics.get(p.metric_id)?.symbol ?? null),
        };
      }),
    });
  }
  return {
    dsno: row.dsno,
    grade: row.grade,
    company: labels.company_id ?? '',
    trademark: labels.trademark_id || null,
    categoryPath: ctx.categoryPath,
    fillers: ctx.fillers,
    features: labels.features ?? [],
    appliances: labels.appliances ?? [],
    processingModes: labels.processing_modes ?? [],
    form: labels.form_id || null,
    colour: row.colour ? row.colour : null,
    region: option(datasheetRegionOptions, row.region) || null,
    statusLabel: option(datasheetStatusOptions, row.status),
    remarks: row.remarks ? row.remarks : null,
    updatedAt: row.updated_at,
    propertyGroups: groups,
  };
}
