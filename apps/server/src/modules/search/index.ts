/**
 * The global search (top bar → `/dashboard?key=`): one search over the kinds of `searchKinds` (sheets, companies,
 * applications, news, videos, experts, users, demands), grouped by kind, ranked and marked, each hit opening its
 * row's screen; a kind only for admins who may call its family's list. Its documents follow every write (hooks.ts);
 * the spec's sync call rebuilds a type's documents and says how many.
 */
import {
  datasheetResource,
  type SearchSyncAnswer,
  searchEndpoints,
  searchKinds,
  searchSyncRequestResource,
} from '@console/contract';
import { count, inArray, sql } from 'drizzle-orm';
import { searchDocument } from '../../db/schema/index.ts';
import { familyByKey, familyTable, tableOf } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { familyNames } from '../datasheet/polymer-families.ts';
import type { ModuleContext } from '../module.ts';
import { indexRows, rebuildAll, rebuildKind } from './documents.ts';
import { indexOnWrite } from './hooks.ts';
import { searchAll } from './search.ts';

export function searchModule({ api, db, engine, config, startWork, cache }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  indexOnWrite(engine);

  serve(searchEndpoints.globalSearch, async ({ key, kind, page }, request) => {
    const started = performance.now();
    const asked = kind ? searchKinds.filter((k) => k.family === kind) : searchKinds;
    const allowed = [];
    const hidden: string[] = [];
    for (const k of asked) {
      if (await request.holds(`${familyByKey(k.family).base}/list`, 'GET')) allowed.push(k);
      else hidden.push(k.family);
    }
    const found = key
      ? await searchAll(db, allowed, key, page, kind !== undefined, await familyNames(db, cache))
      : { terms: [], groups: [] };
    return { key, ...found, hidden, page, took_ms: Math.round((performance.now() - started) * 10) / 10 };
  });

  serve(searchEndpoints.searchSync, async ({ type, params }, request) => {
    const admin = requireAdmin(request);
    const started = performance.now();
    const kind = searchKinds.find((k) => k.syncType === type);
    if (!kind) throw new Error(`no search kind for sync type ${type}`);
    const requests = familyTable(searchSyncRequestResource);
    return db.transaction(async (tx) => {
      // One rebuild of a kind at a time; the rows' own writes go on meanwhile and wait only for this commit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search_document:${kind.family}`}))`);
      // raw write: the request row is itself the log of who asked and when; an audit row would repeat it
      const [row] = await tx
        .insert(requests)
        .values({ type, params, admin_id: admin.uid })
        .returning({ id: requests.id });
      let ids = params.ids;
      if (kind.family === 'datasheet' && params.dsno) {
        const sheets = familyTable(datasheetResource);
        const found = await tx
          .select({ id: sheets.id })
          .from(sheets)
          .where(inArray(sheets.dsno, params.dsno));
        ids = [...(ids ?? []), ...found.map((r) => r.id)];
      }
      const counts = ids ? await indexRows(tx, kind, ids) : await rebuildKind(tx, kind);
      const answer: SearchSyncAnswer = {
        request_id: Number(row?.id),
        type,
        kind: kind.family,
        ...counts,
        took_ms: Math.round(performance.now() - started),
      };
      return answer;
    });
  });

  // A database that held rows before the search existed (or whose documents were emptied) is indexed once at
  // start, in the background: searches answer meanwhile with what is indexed so far.
  // jieba's dictionary (about 55 MB and a quarter to half a second of CPU) loads at the first search or the
  // first indexed write, not at start: most starts serve neither for a while (issue 37, restart and memory).
  api.addHook('onReady', async () => {
    const [indexed] = await db.select({ n: count() }).from(searchDocument);
    if ((indexed?.n ?? 0) > 0) return;
    const holding = await Promise.all(
      searchKinds.map((k) => db.select({ one: sql`1` }).from(tableOf(k.family)).limit(1)),
    );
    if (holding.every((rows) => rows.length === 0)) return;
    const build = rebuildAll(db)
      .then((counts) => api.log.info({ counts }, 'search index built'))
      .catch((error: unknown) => api.log.error({ err: error }, 'search index build failed'));
    startWork.track('search index', build);
  });
}
