/**
 * A sheet's properties as the detail page shows them, in the operator's unit system. The rows, their order
 * (root, header, standard, condition, state), the unit each is shown in and the conversion are the
 * comparison's (compareSheets over this one sheet: the contract's convert, preferredUnitCode and
 * roundForDisplay), so a value reads the same here and in compare. A value already in the unit shown is
 * printed exactly as entered; a converted one also says what was entered. Nothing stored changes. Pure.
 */
import {
  type CompareSheet,
  compareSheets,
  type Locale,
  type LocalName,
  type PropertyRowInput,
  propertyRowKey,
  propertyStates,
  type UnitSystem,
} from '@console/contract';
import type { LibraryIndex } from '../libraries.ts';

export interface DetailRow {
  key: string;
  rootId: number | null;
  root: LocalName | null;
  header: string;
  standard: string;
  condition: string;
  state: string;
  /** The value in the unit shown. */
  value: string;
  unit: string;
  /** Set when the value was converted: the value and unit as entered ("50 MPa"). */
  entered?: string;
}

const exact = (n: number) => String(n);

/** The stored numbers or words of a property, without conversion or rounding. */
export function storedValueText(property: PropertyRowInput): string {
  const { value, value_min: min, value_max: max } = property;
  if (typeof value === 'number') return exact(value);
  if (typeof min === 'number' && typeof max === 'number') return `${exact(min)}–${exact(max)}`;
  if (typeof min === 'number') return `≥ ${exact(min)}`;
  if (typeof max === 'number') return `≤ ${exact(max)}`;
  return property.value_text?.trim() ?? '';
}

export function detailRows(
  sheet: CompareSheet,
  index: LibraryIndex,
  system: UnitSystem,
  locale: Locale,
): DetailRow[] {
  const byKey = new Map(sheet.properties.map((property) => [propertyRowKey(property), property]));
  return compareSheets([sheet], index, system).map((row) => {
    const property = byKey.get(row.key);
    const cell = row.cells[0];
    const metric = property?.metric_id == null ? undefined : index.metrics.get(property.metric_id);
    const entered = property ? storedValueText(property) : '';
    const isNumber = cell !== null && cell !== undefined && cell.text === undefined;
    // Converted: shown in the row's unit, which is not the unit the value was entered in.
    const converted =
      isNumber &&
      cell.unit_symbol === undefined &&
      row.unit !== null &&
      metric !== undefined &&
      row.unit.code !== metric.code;
    const enteredUnit = metric?.symbol ?? '';
    return {
      key: row.key,
      rootId: row.root?.id ?? null,
      root: row.root?.name ?? null,
      header: row.header.name[locale],
      standard: row.standard?.code ?? '',
      condition: row.condition?.label[locale] ?? '',
      state: row.state ? propertyStates[row.state][locale] : '',
      value: converted ? (cell?.shown ?? '') : entered,
      unit: converted ? (row.unit?.symbol ?? '') : isNumber ? enteredUnit : '',
      ...(converted ? { entered: `${entered} ${enteredUnit}`.trim() } : {}),
    };
  });
}
