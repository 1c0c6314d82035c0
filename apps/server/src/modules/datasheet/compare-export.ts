/**
 * `GET /ds/compare/export?dsno=A,B&system=si|imperial`: the comparison screen as an xlsx in the person's
 * language. The rows are the contract's compareSheets / compareTable (the same alignment, conversion and
 * best marks the screen shows); this file only lays them out: the sheets' fields on top, one column per
 * sheet, a band per header root, the best value of each row bold, the first column and the head frozen.
 * The sheets come from the loader the compare endpoint uses, so both read them one way.
 */
import {
  type CompareCell,
  type CompareData,
  type ComparedSheet,
  compareSheets,
  compareTable,
  type DatasheetLibraries,
  datasheetEndpoints,
  type Locale,
  libraryLookups,
  MAX_COMPARED,
  ResultCode,
  type UnitSystem,
} from '@console/contract';
import type ExcelJS from 'exceljs';
import { AppError } from '../../core/errors.ts';
import { pickLocale } from '../../core/messages.ts';
import { sendXlsx, type XlsxRow, type XlsxSheet, type XlsxStyle } from '../../engine/index.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

/** Most sheets one export compares (a file of 200 columns is already unwieldy): the contract's bound. */
export const MAX_COMPARE_EXPORT_SHEETS = MAX_COMPARED;

export type CompareLoader = (
  dsnos: string[],
) => Promise<{ data: CompareData; libraries: DatasheetLibraries }>;

const texts = {
  zh: {
    sheet: '物性对比',
    grade: '牌号',
    dsno: 'DSNO',
    maker: '生产商 · 商标',
    category: '分类',
    fillers: '填充物',
    ul94: 'UL94',
    other: '其他',
    system: { si: '单位制：公制 SI', imperial: '单位制：英制' },
    best: '粗体：该行的最佳值（按性能的优劣方向）',
    missing: '未找到的 DSNO：',
    noSheets: '没有找到要导出的物性表',
  },
  en: {
    sheet: 'Comparison',
    grade: 'Grade',
    dsno: 'DSNO',
    maker: 'Manufacturer · trade mark',
    category: 'Category',
    fillers: 'Fillers',
    ul94: 'UL94',
    other: 'Other',
    system: { si: 'Units: SI', imperial: 'Units: imperial' },
    best: 'Bold: the best value of the row (by the property’s better direction)',
    missing: 'DSNOs not found: ',
    noSheets: 'None of the datasheets to export was found',
  },
} as const;

/** The property's own columns (property, standard, condition, state, unit); the sheets follow. */
const LABEL_COLUMNS = 5;

/** The rows of the sheets' fields above the comparison, in order. */
const sheetFields: readonly [
  'grade' | 'dsno' | 'maker' | 'category' | 'fillers' | 'ul94',
  (sheet: ComparedSheet) => string,
][] = [
  ['grade', (sheet) => sheet.grade],
  ['dsno', (sheet) => sheet.dsno],
  ['maker', (sheet) => [sheet.company, sheet.trademark].filter(Boolean).join(' · ')],
  ['category', (sheet) => sheet.category.join(' / ')],
  ['fillers', (sheet) => sheet.fillers.join(', ')],
  ['ul94', (sheet) => sheet.ul94],
];

/** Rows frozen at the top: the sheets' fields and the column headings. */
export const COMPARE_HEAD_ROWS = sheetFields.length + 1;

/** A plain number stays a number (Excel can sort and compute it); ranges, texts and own units stay text. */
function cellValue(cell: CompareCell | null, shown: string): string | number | null {
  if (!cell || shown === '') return null;
  const number = Number(shown);
  return cell.value !== undefined && cell.unit_symbol === undefined && Number.isFinite(number)
    ? number
    : shown;
}

const headFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFAFAFA' } };
const bandFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F5FF' } };
const bestFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF6FFED' } };

/** The same style for the columns `1..last`. */
function everyColumn(last: number, style: XlsxStyle): Record<number, XlsxStyle> {
  return Object.fromEntries(Array.from({ length: last }, (_, index) => [index + 1, style]));
}

/**
 * The comparison of `data` in `system` as a sheet and its rows, labelled in `locale`, for the xlsx worker
 * (engine/xlsx.ts) to write.
 */
export function compareWorkbook(
  data: CompareData,
  libraries: DatasheetLibraries,
  system: UnitSystem,
  locale: Locale,
): { sheet: XlsxSheet; rows: XlsxRow[] } {
  const text = texts[locale];
  const compared = compareSheets(data.sheets, libraryLookups(libraries), system);
  const [headings = [], ...table] = compareTable(compared, data.sheets, locale);
  const last = LABEL_COLUMNS + data.sheets.length;
  const sheet: XlsxSheet = {
    name: text.sheet,
    columns: [30, 16, 24, 10, 12, ...data.sheets.map(() => 20)].map((width) => ({ width })),
    frozen: { rows: COMPARE_HEAD_ROWS, columns: 1 },
  };
  const rows: XlsxRow[] = [];

  for (const [key, fieldOf] of sheetFields) {
    const head = everyColumn(last, { fill: headFill });
    // The grade row is bold and larger throughout; the other rows only name their field in bold.
    if (key !== 'grade') head[1] = { font: { bold: true }, fill: headFill };
    rows.push({
      cells: [text[key], null, null, null, null, ...data.sheets.map((one) => fieldOf(one) || null)],
      merge: [1, LABEL_COLUMNS],
      font: key === 'grade' ? { bold: true, size: 12 } : undefined,
      alignment: { vertical: 'top', wrapText: true },
      cellStyles: head,
    });
  }
  // compareTable's first column is the group: the bands below say it once per group instead.
  rows.push({
    cells: headings.slice(1),
    font: { bold: true },
    cellStyles: everyColumn(last, {
      fill: headFill,
      border: { bottom: { style: 'medium', color: { argb: 'FFBFBFBF' } } },
    }),
  });

  let band: number | null | undefined;
  table.forEach((shown, index) => {
    const row = compared[index];
    if (!row) return;
    const root = row.root?.id ?? null;
    if (root !== band) {
      band = root;
      rows.push({
        cells: [shown[0] || text.other],
        merge: [1, last],
        font: { bold: true, color: { argb: 'FF1D39C4' } },
        cellStyles: { 1: { fill: bandFill } },
      });
    }
    const labels = shown.slice(1, LABEL_COLUMNS + 1).map((label) => label || null);
    const values = row.cells.map((cell, column) => cellValue(cell, shown[LABEL_COLUMNS + 1 + column] ?? ''));
    const cellStyles: Record<number, XlsxStyle> = {};
    row.cells.forEach((cell, column) => {
      cellStyles[LABEL_COLUMNS + 1 + column] = cell?.best
        ? {
            alignment: { horizontal: 'right' },
            font: { bold: true, color: { argb: 'FF237804' } },
            fill: bestFill,
          }
        : { alignment: { horizontal: 'right' } };
    });
    rows.push({ cells: [...labels, ...values], cellStyles });
  });

  rows.push([], [text.system[system]], [text.best]);
  if (data.missing.length > 0)
    rows.push({ cells: [text.missing + data.missing.join(', ')], font: { color: { argb: 'FFC00000' } } });
  return { sheet, rows };
}

/** `物性对比-20261122-1405.xlsx`: what it is and the local time of the export, as the family exports name theirs. */
export function compareExportFileName(locale: Locale, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${texts[locale].sheet}-${stamp}.xlsx`;
}

/**
 * Registers the export. `_engine` is unused for now: the loader reads the sheets; it is taken so the route
 * registers like the domain's other routes.
 */
export function compareExportRoute(serve: ServeEndpoint, load: CompareLoader): void {
  serve(datasheetEndpoints.compareExport, async (query, request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    const loaded = await load(query.dsno);
    const libraries = loaded.libraries;
    // Columns in the order asked, whatever order the loader found them in.
    const position = (dsno: string) => query.dsno.indexOf(dsno);
    const sheets = [...loaded.data.sheets].sort((a, b) => position(a.dsno) - position(b.dsno));
    const data = { sheets, missing: loaded.data.missing };
    if (data.sheets.length === 0) {
      const missing = data.missing.join(', ');
      throw new AppError(ResultCode.notFound, {
        zh: `${texts.zh.noSheets}：${missing}`,
        en: `${texts.en.noSheets}: ${missing}`,
      });
    }
    // A few hundred rows by at most 200 sheets: one batch.
    const { sheet, rows } = compareWorkbook(data, libraries, query.system, locale);
    const file = { ascii: 'compare.xlsx', name: compareExportFileName(locale), rows: rows.length };
    return sendXlsx(reply, file, sheet, (write) => write(rows), { export: 'comparison' });
  });
}
