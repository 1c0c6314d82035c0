/**
 * "Sync keywords" (the spec's call with no body): reads the published content, recomputes the automatic
 * keywords (new ones added, those no longer found removed, the others' weights updated) and every keyword's
 * links to the content rows it occurs in, and answers what changed. One transaction through the engine (hooks,
 * declared counts, audit), under an advisory lock so two syncs never interleave; the keyword hooks let the sync
 * alone write automatic keywords.
 */
import { KeywordKind, type KeywordSync, keywordHitResource, keywordResource } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { ResourceEngine, Tx } from '../../engine/index.ts';
import { addRows, deleteRows, familyTable, updateRow, writeTransaction } from '../../engine/index.ts';
import type { SessionAdmin } from '../../http/auth.ts';
import { publishedTexts } from './content.ts';
import { planKeywords } from './keyword-extract.ts';

/** Transactions of a sync in progress: the keyword hooks let them write automatic keywords. */
export const syncing = new WeakSet<Tx>();

const SYNC_LOCK = 22_0001;

type Link = {
  keyword_id: number;
  source: string;
  content_id: number;
  title: string;
  hits: number;
};
const linkKey = (link: { keyword_id: number; source: unknown; content_id: number }) =>
  `${link.keyword_id}:${link.source}:${link.content_id}`;

export async function syncKeywords(engine: ResourceEngine, admin: SessionAdmin): Promise<KeywordSync> {
  const started = Date.now();
  return writeTransaction(engine, async (deps) => {
    const { tx } = deps;
    syncing.add(tx);
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    const keywords = familyTable(keywordResource);
    const existing = await tx
      .select({ id: keywords.id, word: keywords.word, kind: keywords.kind, weight: keywords.weight })
      .from(keywords);
    const manual = existing.filter((row) => row.kind !== KeywordKind.auto).map((row) => row.word);
    const { contents, auto: found, hits } = await planKeywords(() => publishedTexts(tx), manual);
    const byWord = new Map(existing.map((row) => [row.word.toUpperCase(), row]));
    const foundWords = new Set(found.map((keyword) => keyword.word.toUpperCase()));
    // A word someone added by hand stays theirs: the sync neither adds it again nor removes it.
    const added = found.filter((keyword) => !byWord.has(keyword.word.toUpperCase()));
    const removed = existing.filter(
      (row) => row.kind === KeywordKind.auto && !foundWords.has(row.word.toUpperCase()),
    );
    let kept = 0;
    for (const keyword of found) {
      const row = byWord.get(keyword.word.toUpperCase());
      if (row?.kind !== KeywordKind.auto) continue;
      kept += 1;
      if ((row.weight ?? 0).toFixed(3) !== keyword.weight.toFixed(3))
        await updateRow(deps, keywordResource, admin, { id: row.id, weight: keyword.weight });
    }
    if (removed.length > 0)
      await deleteRows(
        deps,
        keywordResource,
        admin,
        removed.map((row) => row.id),
      );
    await addRows(
      deps,
      keywordResource,
      admin,
      added.map((keyword) => ({ word: keyword.word, kind: KeywordKind.auto, weight: keyword.weight })),
    );

    // Every keyword's links, from the content as it is now.
    const words = await tx.select({ id: keywords.id, word: keywords.word }).from(keywords);
    const wanted = new Map<string, Link>();
    for (const keyword of words)
      for (const hit of hits.get(keyword.word.toUpperCase()) ?? []) {
        const link = {
          keyword_id: keyword.id,
          source: hit.source,
          content_id: hit.id,
          title: hit.title,
          hits: hit.hits,
        };
        wanted.set(linkKey(link), link);
      }
    const hitTable = familyTable(keywordHitResource);
    const links = await tx
      .select({
        id: hitTable.id,
        keyword_id: hitTable.keyword_id,
        source: hitTable.source,
        content_id: hitTable.content_id,
        title: hitTable.title,
        hits: hitTable.hits,
      })
      .from(hitTable);
    const stale = links.filter((link) => !wanted.has(linkKey(link)));
    let changed = 0;
    for (const link of links) {
      const want = wanted.get(linkKey(link));
      if (!want) continue;
      wanted.delete(linkKey(link));
      if (want.hits === link.hits && want.title === link.title) continue;
      changed += 1;
      await updateRow(deps, keywordHitResource, admin, { id: link.id, hits: want.hits, title: want.title });
    }
    if (stale.length > 0)
      await deleteRows(
        deps,
        keywordHitResource,
        admin,
        stale.map((link) => link.id),
      );
    const fresh = await addRows(deps, keywordHitResource, admin, [...wanted.values()]);
    return {
      added: added.map((keyword) => keyword.word),
      removed: removed.map((row) => row.word),
      kept,
      links: { added: fresh.added, removed: stale.length, changed },
      contents,
      ms: Date.now() - started,
    };
  });
}

/** Whether an automatic keyword row may be written: only by the sync. */
export function writtenBySync(tx: Tx): boolean {
  return syncing.has(tx);
}
