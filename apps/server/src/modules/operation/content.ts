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
import type { Reader } from '../../engine/read.ts';
import { rowsById } from '../../engine/rows.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';

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

function publishedWhere(source: ContentSource, afterId: number): SQL | undefined {
  const table = tableOf(source.family);
  return and(
    gt(requireColumn(table, 'id'), afterId),
    ...source.published.map((rule) =>
      rule.in.length === 1
        ? eq(requireColumn(table, rule.field), rule.in[0])
        : inArray(requireColumn(table, rule.field), [...rule.in]),
    ),
  );
}

/** The published rows' ids in order, a batch at a time (keyset: each batch after the last id). */
async function* publishedIdBatches(db: Reader, source: ContentSource): AsyncGenerator<number[]> {
  const table = tableOf(source.family);
  const id = requireColumn(table, 'id');
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id })
      .from(table)
      .where(publishedWhere(source, after))
      .orderBy(asc(id))
      .limit(BATCH);
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id as number);
    yield ids;
    after = ids[ids.length - 1] as number;
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

const TAGS = /<[^>]*>/g;
const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
};

/** A field's text: its value (rich text without tags), or the referenced rows' titles. */
function fieldText(row: ResourceRow, name: string): string {
  const label = row.$labels?.[name];
  if (label !== undefined && label !== null) return Array.isArray(label) ? label.join(' ') : label;
  const value = row[name];
  if (typeof value !== 'string') return '';
  return value.replace(TAGS, ' ').replace(/&[a-z]+;/g, (entity) => ENTITIES[entity] ?? ' ');
}

/** Every published row of every declared source, as title and text, a batch at a time. */
export async function* publishedTexts(db: Reader): AsyncGenerator<ContentText[]> {
  for (const { source, def } of declaredSources()) {
    for await (const ids of publishedIdBatches(db, source)) {
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
export async function* publishedPages(db: Reader, source: ContentSource): AsyncGenerator<ContentPage[]> {
  const table = tableOf(source.family);
  const id = requireColumn(table, 'id');
  const columns = Object.fromEntries(
    [...new Set(['id', ...pathFieldsOf(source), 'updated_at'])].map((name) => [
      name,
      requireColumn(table, name),
    ]),
  );
  let after = 0;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(table)
      .where(publishedWhere(source, after))
      .orderBy(asc(id))
      .limit(BATCH * 10);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ row, updated_at: (row.updated_at as Date | null) ?? null }));
    after = rows[rows.length - 1]?.id as number;
    if (rows.length < BATCH * 10) return;
  }
}

/** The public site's address (setting `site.base_url`, enabled), without a trailing slash; null when unset. */
export async function siteBaseUrl(db: Reader): Promise<string | null> {
  const table = tableOf(settingKeyResource.key);
  const [row] = await db
    .select({ value: requireColumn(table, 'value') })
    .from(table)
    .where(
      and(eq(requireColumn(table, 'key'), SITE_BASE_URL_SETTING), eq(requireColumn(table, 'enabled'), true)),
    );
  const value = typeof row?.value === 'string' ? row.value.trim().replace(/\/+$/, '') : '';
  return /^https?:\/\/[^\s/]+/.test(value) ? value : null;
}
