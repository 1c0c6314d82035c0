/**
 * What the PDF renderer draws: one datasheet, already resolved to display text by the caller (ids to names,
 * values to formatted strings, the status to its label in the chosen locale). The renderer decides layout only.
 */
import type { Locale } from '@console/contract';

/** One filler and its share, e.g. glass fibre 30 %. */
export interface DatasheetPdfFiller {
  name: string;
  /** Mass share in percent; null when the sheet names the filler without a share. */
  percent: number | null;
}

/** One property value line of the table. */
export interface DatasheetPdfPropertyRow {
  /** The property (header), e.g. 拉伸强度 / Tensile strength. */
  header: string;
  /** Test method, e.g. ISO 527-2. */
  standard: string | null;
  /** Test condition, e.g. 23 °C; 50 mm/min. */
  condition: string | null;
  /** Conditioning state, e.g. 干态 / dry. */
  state: string | null;
  /** Already formatted: "165", "1.2 – 1.4", "V-0". */
  value: string;
  /** Metric, e.g. MPa, kJ/m². */
  unit: string | null;
}

/** The rows under one root header (mechanical, thermal, …), in display order. */
export interface DatasheetPdfPropertyGroup {
  root: string;
  rows: DatasheetPdfPropertyRow[];
}

export interface DatasheetPdfView {
  dsno: string;
  grade: string;
  company: string;
  trademark: string | null;
  /** Category levels from the top, e.g. ['工程塑料', '聚酰胺 PA', 'PA66']. */
  categoryPath: string[];
  fillers: DatasheetPdfFiller[];
  features: string[];
  appliances: string[];
  processingModes: string[];
  form: string | null;
  colour: string | null;
  region: string | null;
  /** The status already labelled in the document's locale. */
  statusLabel: string;
  remarks: string | null;
  /** The row's `updated_at` (ISO string or Date); printed as local date and time. */
  updatedAt: string | Date;
  propertyGroups: DatasheetPdfPropertyGroup[];
}

export interface DatasheetPdfOptions {
  /** Language of the sheet's own labels (field names, column heads, footer). */
  locale: Locale;
  /** Time printed in the footer; now by default. */
  generatedAt?: Date;
}
