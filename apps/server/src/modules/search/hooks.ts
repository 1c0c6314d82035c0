/**
 * Edits keep the index current without a sync: every searched family's writes (add, update, delete, enable,
 * status, transitions; one row or many, from any module) write or remove its rows' documents in the same
 * transaction, so a search sees exactly what committed. A document also shows the titles of rows it references
 * (a sheet's company): a change of such a row writes the documents naming it again.
 */
import { type ResourceDef, type ResourceRow, type SearchKind, searchKinds } from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { ResourceEngine, Tx } from '../../engine/index.ts';
import { familyByKey, familyTable, requireColumn } from '../../engine/index.ts';
import { indexRows, removeDocuments } from './documents.ts';

/** The single references a kind's document reads the titles of, by the referenced family. */
function referencesOf(kind: SearchKind, def: ResourceDef): { target: string; field: string }[] {
  const read = new Set<string>([kind.title, ...kind.subtitle, ...kind.codes, ...kind.body]);
  return def.fields.flatMap((field) =>
    field.kind === 'reference' && read.has(field.name) ? [{ target: field.target, field: field.name }] : [],
  );
}

/** The rows among `ids` whose title an update changed (a description edit leaves the documents naming it alone). */
async function renamedOf(tx: Tx, family: string, ids: number[], before: ResourceRow[]): Promise<number[]> {
  const def = familyByKey(family);
  const table = familyTable(def);
  // The title field is named by the declaration at run time.
  const now = await tx
    .select({ id: table.id, title: requireColumn(table, def.titleField) })
    .from(table)
    .where(inArray(table.id, ids));
  const was = new Map(before.map((row) => [row.id, row[def.titleField]]));
  return now.filter((row) => was.get(row.id) !== row.title).map((row) => row.id);
}

export function indexOnWrite(engine: ResourceEngine): void {
  for (const kind of searchKinds) {
    const def = familyByKey(kind.family);
    engine.hooks.add(kind.family, {
      afterWrite: async ({ tx, action, ids }) => {
        if (action === 'del') await removeDocuments(tx, kind.family, ids);
        else await indexRows(tx, kind, ids);
      },
    });
    for (const { target, field } of referencesOf(kind, def)) {
      if (target === kind.family) continue;
      engine.hooks.add(target, {
        afterWrite: async ({ tx, action, ids, before }) => {
          // A title only changes on an update; a deleted target's referencing rows change through their own writes.
          if (action !== 'update') return;
          const renamed = await renamedOf(tx, target, ids, before);
          if (renamed.length === 0) return;
          const table = familyTable(def);
          // The reference is found in the declaration at run time.
          const naming = await tx
            .select({ id: table.id })
            .from(table)
            .where(inArray(requireColumn(table, field), renamed));
          await indexRows(
            tx,
            kind,
            naming.map((row) => row.id),
          );
        },
      });
    }
  }
}
