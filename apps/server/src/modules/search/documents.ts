/**
 * The search's documents written from the rows (through the engine's reader, so references read as their rows'
 * titles): a row's document in the transaction of every write of its family (hooks.ts), a kind's documents all at
 * once by the sync call. Raw writes: the documents are a derived copy, never a family's row.
 */
import { type ResourceDef, type ResourceRow, type SearchKind, searchKinds } from '@console/contract';
import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { htmlText } from '../../core/html-text.ts';
import type { Db } from '../../db/index.ts';
import { searchDocument } from '../../db/schema/index.ts';
import type { Reader, Tx } from '../../engine/index.ts';
import { familyByKey, familyTable, rowsById } from '../../engine/index.ts';
import { documentVector } from './words.ts';

type Writer = Tx | Db;

/** Rows read and written per statement. */
const BATCH = 500;
/** Body text indexed per document (a long article's first 20,000 characters). */
const BODY_INDEXED = 20_000;
/** Body text kept for snippets. */
const BODY_KEPT = 4000;

/** A field's text: its value (rich text without tags), or the referenced rows' titles. */
function textOf(row: ResourceRow, name: string): string {
  const label = row.$labels?.[name];
  if (label !== undefined && label !== null) return Array.isArray(label) ? label.join(' ') : label;
  const value = row[name];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return htmlText(value);
}

export interface SearchDocumentRow {
  kind: string;
  row_id: number;
  title: string;
  subtitle: string;
  body: string;
  words: string;
}

/** A row's document. */
export function documentOf(kind: SearchKind, row: ResourceRow): SearchDocumentRow {
  const title = textOf(row, kind.title) || `#${row.id}`;
  const subtitle = kind.subtitle
    .map((name) => textOf(row, name))
    .filter(Boolean)
    .join(' · ');
  const body = kind.body
    .map((name) => textOf(row, name))
    .filter(Boolean)
    .join(' ');
  const codes = kind.codes.map((name) => textOf(row, name));
  return {
    kind: kind.family,
    row_id: row.id,
    title,
    subtitle,
    body: body.slice(0, BODY_KEPT),
    words: documentVector(kind.family, row.id, {
      title,
      subtitle,
      codes,
      body: body.slice(0, BODY_INDEXED),
    }),
  };
}

/** Writes the documents of `docs` (replacing those of the same rows). */
export async function writeDocuments(db: Writer, docs: readonly SearchDocumentRow[]): Promise<void> {
  for (let at = 0; at < docs.length; at += BATCH) {
    // raw write: the search's documents are a derived copy of the rows, not a family
    await db
      .insert(searchDocument)
      .values(docs.slice(at, at + BATCH).map((doc) => ({ ...doc, indexed_at: new Date() })))
      .onConflictDoUpdate({
        target: [searchDocument.kind, searchDocument.row_id],
        set: {
          title: sql`excluded.title`,
          subtitle: sql`excluded.subtitle`,
          body: sql`excluded.body`,
          words: sql`excluded.words`,
          indexed_at: sql`excluded.indexed_at`,
        },
      });
  }
}

/** Removes the documents of rows `ids` of a kind; how many there were. */
export async function removeDocuments(db: Writer, kind: string, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  // raw write: the search's documents are a derived copy of the rows, not a family
  const gone = await db
    .delete(searchDocument)
    .where(and(eq(searchDocument.kind, kind), inArray(searchDocument.row_id, [...ids])))
    .returning({ id: searchDocument.row_id });
  return gone.length;
}

function defOf(kind: SearchKind): ResourceDef {
  return familyByKey(kind.family);
}

/** Writes the documents of rows `ids` of a kind as the rows are now; rows that are gone lose theirs. */
export async function indexRows(
  db: Writer,
  kind: SearchKind,
  ids: readonly number[],
): Promise<{ indexed: number; removed: number }> {
  let indexed = 0;
  let removed = 0;
  for (let at = 0; at < ids.length; at += BATCH) {
    const chunk = ids.slice(at, at + BATCH);
    const rows = await rowsById(db as Reader, defOf(kind), chunk, 'list');
    await writeDocuments(
      db,
      rows.map((row) => documentOf(kind, row)),
    );
    indexed += rows.length;
    const found = new Set(rows.map((row) => row.id));
    removed += await removeDocuments(
      db,
      kind.family,
      chunk.filter((id) => !found.has(id)),
    );
  }
  return { indexed, removed };
}

/** Every row of a kind written again, and the documents of rows that are gone removed. */
export async function rebuildKind(
  db: Writer,
  kind: SearchKind,
): Promise<{ indexed: number; removed: number }> {
  const table = familyTable(defOf(kind));
  const { id } = table;
  let indexed = 0;
  let after = 0;
  for (;;) {
    const batch = await db.select({ id }).from(table).where(gt(id, after)).orderBy(asc(id)).limit(BATCH);
    if (batch.length === 0) break;
    const ids = batch.map((row) => row.id);
    indexed += (await indexRows(db, kind, ids)).indexed;
    after = ids.at(-1) ?? after;
    if (batch.length < BATCH) break;
  }
  // raw write: the search's documents are a derived copy of the rows, not a family
  const gone = await db
    .delete(searchDocument)
    .where(
      and(
        eq(searchDocument.kind, kind.family),
        notExists(db.select({ one: sql`1` }).from(table).where(eq(id, searchDocument.row_id))),
      ),
    )
    .returning({ id: searchDocument.row_id });
  return { indexed, removed: gone.length };
}

/** Every kind rebuilt (the demo seed; an index found empty at start). */
export async function rebuildAll(db: Writer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const kind of searchKinds) counts[kind.family] = (await rebuildKind(db, kind)).indexed;
  return counts;
}
