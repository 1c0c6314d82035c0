/**
 * Aligning datasheets for the comparison screen: one row per property (header, standard, condition, state),
 * one cell per sheet, values converted to one unit system, the best value of each row marked.
 */
import type { Locale, LocalName } from '../../routes.ts';
import { type ConditionParts, conditionLabel, conditionParts, hasConditionParts } from './conditions.ts';
import {
  type HeaderRule,
  type MetricRule,
  type PropertyRowInput,
  type PropertyState,
  propertyRowKey,
  propertyStates,
  quantityNeedsMetric,
} from './grid.ts';
import {
  type ConvertibleUnit,
  convert,
  preferredUnitCode,
  roundForDisplay,
  roundSignificant,
  UnitConversionError,
  type UnitSystem,
  unitByCode,
} from './units.ts';

export type BetterDirection = 'higher' | 'lower' | 'none';

export interface CompareHeader extends HeaderRule {
  root_id: number | null;
  sort: number;
  better: BetterDirection;
  default_metric_id?: number | null;
}
export interface CompareRoot {
  id: number;
  name_zh: string;
  name_en: string;
  sort: number;
}
export interface CompareStandard {
  id: number;
  code: string;
}
/** A condition row: its parts (labelled in the target system) or, for an old row without parts, its label. */
export interface CompareCondition extends ConditionParts {
  id: number;
  label?: string | null;
}
export interface CompareMetric extends MetricRule {
  code: string;
  factor: number;
  offset: number;
}
export interface CompareSheet {
  dsno: string;
  grade: string;
  properties: readonly (PropertyRowInput & { id?: number })[];
}
export interface CompareLookups {
  headers: ReadonlyMap<number, CompareHeader>;
  roots: ReadonlyMap<number, CompareRoot>;
  standards: ReadonlyMap<number, CompareStandard>;
  conditions: ReadonlyMap<number, CompareCondition>;
  metrics: ReadonlyMap<number, CompareMetric>;
}

export interface CompareCell {
  /** Numbers in the row's unit, or in `unit_symbol` when they could not be converted to it. */
  value?: number;
  min?: number;
  max?: number;
  text?: string;
  /** The cell's own unit, set only when its value could not be converted to the row's unit (another scale). */
  unit_symbol?: string;
  shown: string;
  best: boolean;
}
export interface CompareUnit {
  code: string;
  symbol: string;
  /** The metric row of that unit, when the metric table has one. */
  metric_id?: number;
}
export interface CompareRow {
  key: string;
  root: { id: number; name: LocalName } | null;
  header: { id: number; name: LocalName; quantity: string; better: BetterDirection };
  standard: CompareStandard | null;
  condition: { id: number; label: LocalName } | null;
  state: PropertyState | null;
  unit: CompareUnit | null;
  /** One per sheet, in sheet order; null where the sheet lacks the property. */
  cells: (CompareCell | null)[];
  /** The cells are not all shown alike (a missing cell counts as different): for "differences only". */
  differs: boolean;
}

interface ShownUnit extends CompareUnit {
  convertible: ConvertibleUnit;
}

/**
 * The unit a row is shown in: the header's default metric when the target system prints it (drying time
 * stays in h rather than becoming s), else the system's preferred unit of the quantity, else the default
 * metric anyway, else the first sheet's own metric. Scales (hardness) have no preferred unit.
 */
function chooseUnit(
  header: CompareHeader,
  properties: readonly (PropertyRowInput | undefined)[],
  metrics: CompareLookups['metrics'],
  system: UnitSystem,
): ShownUnit | null {
  if (header.value_kind === 'text') return null;
  const fromMetric = (metric: CompareMetric): ShownUnit => ({
    code: metric.code,
    symbol: metric.symbol,
    metric_id: metric.id,
    convertible: metric,
  });
  const defaultMetric = header.default_metric_id == null ? undefined : metrics.get(header.default_metric_id);
  const ownDefault = defaultMetric?.quantity === header.quantity ? defaultMetric : undefined;
  const defaultSystem = ownDefault && unitByCode(ownDefault.code)?.system;
  if (ownDefault && (defaultSystem === 'both' || defaultSystem === system)) return fromMetric(ownDefault);

  const preferred = preferredUnitCode(header.quantity, system);
  if (preferred !== undefined) {
    const metric = [...metrics.values()].find((m) => m.code === preferred && m.quantity === header.quantity);
    if (metric) return fromMetric(metric);
    const def = unitByCode(preferred);
    if (def) return { code: def.code, symbol: def.symbol, convertible: def };
  }
  if (ownDefault) return fromMetric(ownDefault);
  for (const property of properties) {
    const metric = property?.metric_id == null ? undefined : metrics.get(property.metric_id);
    if (metric?.quantity === header.quantity) return fromMetric(metric);
  }
  return null;
}

function publicUnit({ convertible: _conversion, ...unit }: ShownUnit): CompareUnit {
  return unit;
}

interface RankedCell extends CompareCell {
  /** The number the best mark compares; undefined when the cell takes no part. */
  rank?: number;
}

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function rangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${roundForDisplay(min)}–${roundForDisplay(max)}`;
  if (min !== undefined) return `≥ ${roundForDisplay(min)}`;
  return max === undefined ? '' : `≤ ${roundForDisplay(max)}`;
}

function buildCell(
  property: PropertyRowInput,
  header: CompareHeader,
  unit: ShownUnit | null,
  metrics: CompareLookups['metrics'],
): RankedCell {
  const numbers = { value: property.value, min: property.value_min, max: property.value_max };
  const text = property.value_text?.trim();
  if (header.value_kind === 'text' || ![numbers.value, numbers.min, numbers.max].some(present)) {
    return { text: text ?? '', shown: text ?? '', best: false };
  }
  const metric = property.metric_id == null ? undefined : metrics.get(property.metric_id);
  let to: (n: number) => number = (n) => n;
  let ownSymbol: string | undefined;
  if (unit && metric) {
    try {
      convert(1, metric, unit.convertible); // throws before any number is taken when the units do not convert
      // 12 digits drop a conversion's float noise (356 °F → 180.00000000000003 °C), nothing a sheet states.
      to = (n) => roundSignificant(convert(n, metric, unit.convertible), 12);
    } catch (error) {
      if (!(error instanceof UnitConversionError)) throw error;
      ownSymbol = metric.symbol;
    }
  } else if (quantityNeedsMetric(header.quantity) && metric?.symbol !== unit?.symbol) {
    // No unit on one side: the number cannot be placed on the row's scale, so it keeps its own label.
    ownSymbol = metric?.symbol ?? '';
  }
  const cell: RankedCell = { shown: '', best: false };
  if (present(numbers.value)) cell.value = to(numbers.value);
  if (present(numbers.min)) cell.min = to(numbers.min);
  if (present(numbers.max)) cell.max = to(numbers.max);
  const shown = cell.value === undefined ? rangeText(cell.min, cell.max) : roundForDisplay(cell.value);
  if (ownSymbol === undefined) {
    cell.shown = shown;
    // A range ranks by its worse end (min when higher is better, max when lower is): the value the grade
    // is sure to reach. An open end on the worse side cannot be ranked.
    const rank = cell.value ?? (header.better === 'higher' ? cell.min : cell.max);
    if (rank !== undefined) cell.rank = roundSignificant(rank);
  } else {
    cell.unit_symbol = ownSymbol;
    cell.shown = ownSymbol ? `${shown} ${ownSymbol}` : shown;
  }
  return cell;
}

/**
 * Marks the best cells by the header's direction, ties alike. Ranks are compared as shown (4 significant
 * digits), so 50 MPa and 7252 psi tie. Fewer than two ranked cells, or all ranked cells equal: no best,
 * since nothing stands out.
 */
function markBest(cells: (RankedCell | null)[], better: BetterDirection) {
  if (better === 'none') return;
  const ranked = cells.filter((cell): cell is RankedCell & { rank: number } => cell?.rank !== undefined);
  if (ranked.length < 2) return;
  const ranks = ranked.map((cell) => cell.rank);
  const best = better === 'higher' ? Math.max(...ranks) : Math.min(...ranks);
  if (ranks.every((rank) => rank === best)) return;
  for (const cell of ranked) cell.best = cell.rank === best;
}

function conditionOf(id: number, conditions: CompareLookups['conditions'], system: UnitSystem): LocalName {
  const condition = conditions.get(id);
  if (!condition) return { zh: `#${id}`, en: `#${id}` };
  if (!hasConditionParts(condition)) return { zh: condition.label ?? '', en: condition.label ?? '' };
  return {
    zh: conditionLabel(condition, { system, locale: 'zh' }),
    en: conditionLabel(condition, { system, locale: 'en' }),
  };
}

const collator = new Intl.Collator('en', { numeric: true });
const stateOrder: Record<string, number> = { '': 0, dry: 1, conditioned: 2 };

/**
 * Conditions in the order of their parts' numbers (temperature first: −30 °C before 23 °C), a part left
 * unset before a set one; conditions without parts by their label.
 */
function byCondition(a: CompareRow, b: CompareRow, conditions: CompareLookups['conditions']): number {
  const partsA = a.condition && conditions.get(a.condition.id);
  const partsB = b.condition && conditions.get(b.condition.id);
  if (partsA && partsB) {
    for (const { key } of conditionParts) {
      const x = partsA[key] ?? Number.NEGATIVE_INFINITY;
      const y = partsB[key] ?? Number.NEGATIVE_INFINITY;
      if (x !== y) return x < y ? -1 : 1;
    }
  }
  return collator.compare(a.condition?.label.en ?? '', b.condition?.label.en ?? '');
}

/** Rows sorted by root (headers without a root last), header sort, standard code, condition, state. */
function byPosition(a: CompareRow, b: CompareRow, lookups: CompareLookups): number {
  const rootSort = (row: CompareRow) =>
    row.root ? (lookups.roots.get(row.root.id)?.sort ?? Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER;
  const headerSort = (row: CompareRow) => lookups.headers.get(row.header.id)?.sort ?? 0;
  return (
    rootSort(a) - rootSort(b) ||
    (a.root?.id ?? 0) - (b.root?.id ?? 0) ||
    headerSort(a) - headerSort(b) ||
    a.header.id - b.header.id ||
    // Rows without a standard or condition come first: they are the sheet's plain values.
    collator.compare(a.standard?.code ?? '', b.standard?.code ?? '') ||
    Number(a.condition !== null) - Number(b.condition !== null) ||
    byCondition(a, b, lookups.conditions) ||
    (stateOrder[a.state ?? ''] ?? 0) - (stateOrder[b.state ?? ''] ?? 0)
  );
}

/** The comparison rows of `sheets` in `system`. Properties whose header is unknown are left out. */
export function compareSheets(
  sheets: readonly CompareSheet[],
  lookups: CompareLookups,
  system: UnitSystem,
): CompareRow[] {
  // key → the property of each sheet under it (the grid refuses two rows with one key; the first one wins).
  const aligned = new Map<string, (PropertyRowInput | undefined)[]>();
  sheets.forEach((sheet, column) => {
    for (const property of sheet.properties) {
      if (!lookups.headers.has(property.header_id)) continue;
      const key = propertyRowKey(property);
      let row = aligned.get(key);
      if (!row) {
        row = Array.from({ length: sheets.length }, () => undefined);
        aligned.set(key, row);
      }
      row[column] ??= property;
    }
  });

  const rows: CompareRow[] = [];
  for (const [key, properties] of aligned) {
    const first = properties.find((p) => p !== undefined);
    const header = first && lookups.headers.get(first.header_id);
    if (!first || !header) continue;
    const unit = chooseUnit(header, properties, lookups.metrics, system);
    const cells = properties.map((p) => (p ? buildCell(p, header, unit, lookups.metrics) : null));
    markBest(cells, header.value_kind === 'text' ? 'none' : header.better);
    const shownKeys = cells.map((cell) => (cell ? cell.shown : null));
    const root = header.root_id == null ? undefined : lookups.roots.get(header.root_id);
    const standard = first.standard_id == null ? undefined : lookups.standards.get(first.standard_id);
    rows.push({
      key,
      root: root ? { id: root.id, name: { zh: root.name_zh, en: root.name_en } } : null,
      header: {
        id: header.id,
        name: { zh: header.name_zh, en: header.name_en },
        quantity: header.quantity,
        better: header.better,
      },
      standard:
        first.standard_id == null
          ? null
          : (standard ?? { id: first.standard_id, code: `#${first.standard_id}` }),
      condition:
        first.condition_id == null
          ? null
          : { id: first.condition_id, label: conditionOf(first.condition_id, lookups.conditions, system) },
      state: first.state ?? null,
      unit: unit && publicUnit(unit),
      cells: cells.map((cell) => {
        if (!cell) return null;
        const { rank: _rank, ...shown } = cell;
        return shown;
      }),
      differs: shownKeys.some((shown) => shown === null || shown !== shownKeys[0]),
    });
  }
  return rows.sort((a, b) => byPosition(a, b, lookups));
}

const tableHeadings: Record<Locale, string[]> = {
  zh: ['分组', '性能', '测试标准', '测试条件', '状态', '单位'],
  en: ['Group', 'Property', 'Standard', 'Condition', 'State', 'Unit'],
};

/** The comparison as plain strings, heading row first, for an xlsx export (one column per sheet). */
export function compareTable(
  rows: readonly CompareRow[],
  sheets: readonly CompareSheet[],
  locale: Locale,
): string[][] {
  return [
    [...tableHeadings[locale], ...sheets.map((sheet) => `${sheet.grade} (${sheet.dsno})`)],
    ...rows.map((row) => [
      row.root?.name[locale] ?? '',
      row.header.name[locale],
      row.standard?.code ?? '',
      row.condition?.label[locale] ?? '',
      row.state ? propertyStates[row.state][locale] : '',
      row.unit?.symbol ?? '',
      ...row.cells.map((cell) => cell?.shown ?? ''),
    ]),
  ];
}
