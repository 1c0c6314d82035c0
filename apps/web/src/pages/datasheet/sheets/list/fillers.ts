/**
 * The filler library as the sheets' cells need it: a sheet's filler rows hold only ids and percentages, and
 * "GF 30%" needs each filler's abbreviation. The library is small; it is read whole once and shared.
 */
import { fillerResource, type Locale, MAX_PAGE_SIZE } from '@console/contract';
import { useQuery } from '../../../../api/queries.ts';
import { familyKey, fetchList } from '../../../../resources/api.ts';

export interface FillerName {
  abbreviation: string;
  name_zh: string;
  name_en: string;
}

/** Pages are read until the total is reached (a hundred at a time; a library rarely needs two). */
async function allFillers(signal: AbortSignal): Promise<Map<number, FillerName>> {
  const names = new Map<number, FillerName>();
  for (let page = 1; page <= 50; page++) {
    const data = await fetchList(fillerResource, { page, size: MAX_PAGE_SIZE, sort: 'sort' }, signal);
    for (const row of data.list) {
      names.set(row.id, { abbreviation: row.abbreviation, name_zh: row.name_zh, name_en: row.name_en });
    }
    if (data.list.length < MAX_PAGE_SIZE || names.size >= data.total) break;
  }
  return names;
}

export function useFillerNames() {
  return useQuery({
    queryKey: [...familyKey(fillerResource), 'names'],
    queryFn: ({ signal }) => allFillers(signal),
    staleTime: 60_000,
  });
}

export interface FillerRow {
  filler_id: number;
  percent?: number | null;
}

/** "GF 30%": the abbreviation (else the name) and the content when the sheet states one. */
export function fillerLabel(
  row: FillerRow,
  names: ReadonlyMap<number, FillerName> | undefined,
  locale: Locale,
) {
  const name = names?.get(row.filler_id);
  const short =
    name?.abbreviation ||
    (locale === 'zh' ? name?.name_zh : name?.name_en || name?.name_zh) ||
    `#${row.filler_id}`;
  return row.percent === null || row.percent === undefined ? short : `${short} ${row.percent}%`;
}
