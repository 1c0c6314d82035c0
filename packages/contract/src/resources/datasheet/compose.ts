/**
 * Composing a sheet from several sources (物性表合成): for each header, the rows of one chosen source sheet.
 * The result is an ordinary new sheet's grid, saved through the datasheet add path so DSNO, headline and the
 * grid's rules apply as to any other sheet.
 */
import type { PropertyRowInput } from './grid.ts';

/** Header id → index of the source sheet whose rows of that header are taken. */
export type ComposePicks = Readonly<Record<number, number>>;

/** Every header the sources state, in first-seen order, with the sources that state it. */
export function composeHeaders(sources: readonly (readonly PropertyRowInput[])[]): Map<number, number[]> {
  const headers = new Map<number, number[]>();
  sources.forEach((rows, index) => {
    for (const row of rows) {
      const having = headers.get(row.header_id) ?? [];
      if (!having.includes(index)) having.push(index);
      headers.set(row.header_id, having);
    }
  });
  return headers;
}

/** The first source stating each header: the picks a composition starts from. */
export function defaultPicks(sources: readonly (readonly PropertyRowInput[])[]): Record<number, number> {
  return Object.fromEntries([...composeHeaders(sources)].map(([header, having]) => [header, having[0] ?? 0]));
}

/**
 * The composed grid: per header in first-seen order, the picked source's rows of it (ids dropped: they are
 * new rows). A header without a pick, or picked from a source that lacks it, is left out.
 */
export function composeProperties(
  sources: readonly (readonly (PropertyRowInput & { id?: number })[])[],
  picks: ComposePicks,
): PropertyRowInput[] {
  const out: PropertyRowInput[] = [];
  for (const header of composeHeaders(sources).keys()) {
    const source = picks[header];
    if (source === undefined) continue;
    for (const row of sources[source] ?? []) {
      if (row.header_id !== header) continue;
      const { id: _id, ...copy } = row;
      out.push(copy);
    }
  }
  return out;
}
