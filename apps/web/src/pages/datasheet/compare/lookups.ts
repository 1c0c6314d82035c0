import type { CompareLookups, DatasheetLibraries } from '@console/contract';

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

/** The libraries' lists as the id maps compareSheets resolves a grid with. */
export function compareLookups(libraries: DatasheetLibraries): CompareLookups {
  return {
    headers: byId(libraries.headers),
    roots: byId(libraries.roots),
    standards: byId(libraries.standards),
    conditions: byId(libraries.conditions),
    metrics: byId(libraries.metrics),
  };
}
