/**
 * The import's word on merges: for each sheet of the file whose company and grade are already published, which
 * of its values would change or be added when its cached sheet is approved (the same comparison the review's
 * diff shows). A file exported by the console and edited lists exactly the values edited. Only the published
 * sheets the file names are read, each once.
 */
import {
  type CachedRow,
  cachedGrid,
  datasheetResource,
  type ImportChange,
  type ImportReport,
  MAX_REPORT_LINES,
  type PropertyRowInput,
  propertyRowKey,
} from '@console/contract';
import type { Db } from '../../../db/index.ts';
import { getRow } from '../../../engine/index.ts';
import { mergeTarget } from './approve.ts';
import { type DiffLabels, describeDiff, diffLabels, valueWithUnit } from './diff.ts';
import type { CacheLibraries } from './libraries.ts';

interface Target {
  dsno: string;
  /** The published rows by key, and the values this file already gave each key (a later row wins). */
  rows: Map<string, PropertyRowInput>;
}

export interface PreviewSheet {
  key: string;
  grade: string;
  company_id: number | null;
  rows: readonly (CachedRow & { line: number })[];
}

export class MergePreview {
  readonly #targets = new Map<string, Target | null>();
  #labels: DiffLabels | undefined;

  constructor(
    private readonly db: Db,
    private readonly libraries: CacheLibraries,
    private readonly report: ImportReport,
  ) {}

  async #target(sheet: PreviewSheet): Promise<Target | null> {
    if (this.#targets.has(sheet.key)) return this.#targets.get(sheet.key) ?? null;
    const found = await mergeTarget(this.db, { company_id: sheet.company_id, grade: sheet.grade });
    let target: Target | null = null;
    if (found) {
      const published = await getRow(this.db, datasheetResource, found.id);
      const rows: readonly PropertyRowInput[] = published?.properties ?? [];
      target = { dsno: found.dsno, rows: new Map(rows.map((row) => [propertyRowKey(row), row])) };
      this.report.merging += 1;
    }
    this.#targets.set(sheet.key, target);
    return target;
  }

  /** Compares the rows of a batch's sheets with their published sheets, adding to the report. */
  async add(sheets: readonly PreviewSheet[]): Promise<void> {
    for (const sheet of sheets) {
      if (sheet.company_id === null) continue;
      const target = await this.#target(sheet);
      if (!target) continue;
      this.#labels ??= await diffLabels(this.db);
      const labels = this.#labels;
      for (const raw of sheet.rows) {
        const [row] = cachedGrid([raw], this.libraries.grid).grid;
        if (!row) continue;
        const key = propertyRowKey(row);
        const before = valueWithUnit(target.rows.get(key), labels);
        const after = valueWithUnit(row, labels);
        const diff = describeDiff(row, before, after, this.libraries, labels);
        if (diff.change === 'same') continue;
        if (diff.change === 'added') this.report.added_values += 1;
        else this.report.changed_values += 1;
        if (this.report.changes.length < MAX_REPORT_LINES) {
          const change: ImportChange = {
            ...diff,
            line: raw.line,
            grade: sheet.grade,
            dsno: target.dsno,
          };
          this.report.changes.push(change);
        }
      }
    }
  }
}
