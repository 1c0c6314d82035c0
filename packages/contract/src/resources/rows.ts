/**
 * A family's rows as the API carries them: one row, a page of them, and the versions a change names so that a
 * change made on an old read is refused as stale.
 */
/** Columns every resource table has, set by the server. */
export const systemFields = ['id', 'created_at', 'updated_at'] as const;

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/** A row as the API returns it: field values by name, plus display labels of referenced rows. */
export type ResourceRow = Record<string, unknown> & {
  id: number;
  created_at: string;
  updated_at: string;
  /** For reference / multiReference fields: the title of each referenced row. */
  $labels?: Record<string, string | string[] | null>;
};

/**
 * An update may name the version of the row it was made on: the row's `updated_at` as the client read it. When
 * the row has changed since, the update is refused with code `stale` and this answer, so the form can show the
 * other change field by field and let the person reload or overwrite.
 */
export const ROW_VERSION_FIELD = 'updated_at';

export interface StaleRow {
  /** The row as it is now. */
  current: ResourceRow;
  /** Who made the last recorded change, and when (from the audit), when known. */
  changed_by: string | null;
  changed_at: string | null;
}

/**
 * What a change of several rows (bulk delete, enable, status, a transition) may name: the version (`updated_at`)
 * of each row as the client showed it, by id. Rows changed since are refused together with code `stale` and
 * `StaleRows`; a row it does not name is not compared (a script that read nothing).
 */
export const ROW_VERSIONS_FIELD = 'versions';
export type RowVersions = Readonly<Record<number, string>>;

export interface StaleRows {
  rows: StaleRow[];
}

export interface ResourcePage {
  list: ResourceRow[];
  /** Rows matching the filters; an estimate when `total_estimated` is set. */
  total: number;
  page: number;
  size: number;
  /**
   * Set (true) when counting every match would cost too much: `total` is then the database's estimate, at least
   * the rows actually counted, and the console shows it as "约 …" / "about …".
   */
  total_estimated?: true;
}
