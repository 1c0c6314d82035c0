/**
 * Reading the published content of each source (contract: `contentSources`) through the engine, a batch of rows
 * at a time: keywords are extracted from its text, the sitemap lists its addresses. A source whose family this
 * build does not declare is skipped, so the list may name content another module brings.
 */
import {
  type ContentSource,
  contentSources,
  pathFieldsOf,
  type ResourceDef,
  type ResourceRow,
  resources,
  SITE_BASE_URL_SETTING,
  settingKeyResource,
} from '@console/contract';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { htmlText } from '../../core/html-text.ts';
import type { Reader } from '../../engine/index.ts';
import { familyTable, requireColumn, rowsById } from '../../engine/index.ts';

/** Rows read per query. */
const BATCH = 1000;

export interface DeclaredSource {
  source: ContentSource;
  def: ResourceDef;
}

/** The content sources whose families are declared. */
export function declaredSources(): DeclaredSource[] {
  return contentSources.flatMap((source) => {
    const def = resources[source.family];
    return def ? [{ source, def }] : [];
  });
}

function publishedWhere({ source, def }: DeclaredSource, afterId: number): SQL | undefined {
  const table = familyTable(def);
  // The published rules name their fields at run time.
  return and(
    gt(table.id, afterId),
    ...source.published.map((rule) =>
      rule.in.length === 1
        ? eq(requireColumn(table, rule.field), rule.in[0])
        : inArray(requireColumn(table, rule.field), [...rule.in]),
    ),
  );
}

/** The published rows' ids in order, a batch at a time (keyset: each batch after the last id). */
async function* publishedIdBatches(db: Reader, declared: DeclaredSource): AsyncGenerator<number[]> {
  const table = familyTable(declared.def);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(publishedWhere(declared, after))
      .orderBy(asc(table.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    yield ids;
    after = ids.at(-1) ?? after;
    if (rows.length < BATCH) return;
  }
}

/** A published row's text and title, for the keywords. */
export interface ContentText {
  source: string;
  id: number;
  title: string;
  text: string;
}

/** A field's text: its value (rich text without tags), or the referenced rows' titles. */
function fieldText(row: ResourceRow, name: string): string {
  const label = row.$labels?.[name];
  if (label !== undefined && label !== null) return Array.isArray(label) ? label.join(' ') : label;
  const value = row[name];
  if (typeof value !== 'string') return '';
  return htmlText(value);
}

/** Every published row of every declared source, as title and text, a batch at a time. */
export async function* publishedTexts(db: Reader): AsyncGenerator<ContentText[]> {
  for (const declared of declaredSources()) {
    const { source, def } = declared;
    for await (const ids of publishedIdBatches(db, declared)) {
      const rows = await rowsById(db, def, ids, 'list');
      yield rows.map((row) => ({
        source: source.family,
        id: row.id,
        title: fieldText(row, source.titleField),
        text: source.textFields.map((name) => fieldText(row, name)).join('\n'),
      }));
    }
  }
}

/** A published row's public address fields and last change, for the sitemap. */
export interface ContentPage {
  row: Record<string, unknown>;
  updated_at: Date | null;
}

/** Every published row of one source, with only the fields its address needs, a batch at a time. */
export async function* publishedPages(db: Reader, declared: DeclaredSource): AsyncGenerator<ContentPage[]> {
  const table = familyTable(declared.def);
  // The address names its fields at run time.
  const columns = Object.fromEntries(
    pathFieldsOf(declared.source).map((name) => [name, requireColumn(table, name)]),
  );
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ ...columns, id: table.id, updated_at: table.updated_at })
      .from(table)
      .where(publishedWhere(declared, after))
      .orderBy(asc(table.id))
      .limit(BATCH * 10);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ row, updated_at: row.updated_at }));
    after = rows.at(-1)?.id ?? after;
    if (rows.length < BATCH * 10) return;
  }
}

/** The public site's address (setting `site.base_url`, enabled), without a trailing slash; null when unset. */
export async function siteBaseUrl(db: Reader): Promise<string | null> {
  const table = familyTable(settingKeyResource);
  const [row] = await db
    .select({ value: table.value })
    .from(table)
    .where(and(eq(table.key, SITE_BASE_URL_SETTING), eq(table.enabled, true)));
  const value = (row?.value ?? '').trim().replace(/\/+$/, '');
  return /^https?:\/\/[^\s/]+/.test(value) ? value : null;
}
