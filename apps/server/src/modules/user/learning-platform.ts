/**
 * Users of the third-party learning platform (/user/view/learning-platform). Its address and token are settings
 * (键值配置 `learning_platform.url`, `learning_platform.token`); without an address there is no source and the
 * screen says so. Scan and sync read the source's users page by page (`GET {url}/users?page=N`, Bearer token);
 * scan compares them with the users here, sync adds or updates them (matched by their id there, `external_id`)
 * through the engine in one transaction, so a source failing midway leaves nothing half-synchronised.
 */
import {
  LEARNING_PLATFORM_TOKEN_SETTING,
  LEARNING_PLATFORM_URL_SETTING,
  type LearningPlatformUser,
  learningPlatformPage,
  ResultCode,
  SiteUserSource,
  settingKeyResource,
  siteUserResource,
  userEndpoints,
} from '@console/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Reader, ResourceEngine } from '../../engine/index.ts';
import { familyTable, upsertRow, writeTransaction } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

/** Most pages one scan or sync reads (a runaway source cannot keep the call going). */
const MAX_PAGES = 200;
const TIMEOUT_MS = 15_000;

interface Source {
  url: string;
  token: string;
}

async function readSource(db: Reader): Promise<Source | null> {
  const table = familyTable(settingKeyResource);
  const rows = await db
    .select({ key: table.key, value: table.value })
    .from(table)
    .where(
      and(
        inArray(table.key, [LEARNING_PLATFORM_URL_SETTING, LEARNING_PLATFORM_TOKEN_SETTING]),
        eq(table.enabled, true),
      ),
    );
  const value = (key: string) => (rows.find((row) => row.key === key)?.value ?? '').trim();
  const url = value(LEARNING_PLATFORM_URL_SETTING).replace(/\/+$/, '');
  return /^https?:\/\/\S+$/.test(url) ? { url, token: value(LEARNING_PLATFORM_TOKEN_SETTING) } : null;
}

const sourceFailed = (zh: string, en: string) => new AppError(ResultCode.failed, { zh, en });

/** Every user the source lists, page after page. */
async function fetchUsers(source: Source): Promise<LearningPlatformUser[]> {
  const users: LearningPlatformUser[] = [];
  let page: number | null | undefined = 1;
  for (let read = 0; page && read < MAX_PAGES; read++) {
    const address = `${source.url}/users?page=${page}`;
    let response: Response;
    try {
      response = await fetch(address, {
        headers: {
          accept: 'application/json',
          ...(source.token ? { authorization: `Bearer ${source.token}` } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw sourceFailed(
        `无法连接学习平台（${address}）：${why}`,
        `Cannot reach the learning platform (${address}): ${why}`,
      );
    }
    if (!response.ok) {
      throw sourceFailed(
        `学习平台返回 HTTP ${response.status}（${address}）`,
        `The learning platform answered HTTP ${response.status} (${address})`,
      );
    }
    const parsed = learningPlatformPage.safeParse(await response.json().catch(() => null));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? `${issue.path.join('.')}: ${issue.message}` : '';
      throw sourceFailed(
        `学习平台的回答格式不对（${address}）：${where}`,
        `The learning platform answered in an unexpected shape (${address}): ${where}`,
      );
    }
    users.push(...parsed.data.users);
    page = parsed.data.next_page;
  }
  return users;
}

/** A source user as a row here. */
function valuesOf(user: LearningPlatformUser): Record<string, unknown> {
  return {
    name: user.name,
    phone: user.phone ?? '',
    email: user.email ?? '',
    company: user.company ?? '',
    job_title: user.job_title ?? '',
    region: user.region ?? '',
    // The engine writes instants as dates (what its validators make of an ISO string).
    registered_at: user.registered_at ? new Date(user.registered_at) : null,
    last_seen_at: user.last_active_at ? new Date(user.last_active_at) : null,
  };
}

const same = (a: unknown, b: unknown) => {
  const norm = (v: unknown) =>
    v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
  const dates = (v: string) => (/^\d{4}-\d\d-\d\dT/.test(v) ? new Date(v).toISOString() : v);
  return dates(norm(a)) === dates(norm(b));
};

/** The users here synchronised from the source, by their id there. */
async function knownUsers(db: Reader, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const table = familyTable(siteUserResource);
  const rows = await db.select().from(table).where(inArray(table.external_id, ids));
  return new Map(rows.map((row) => [row.external_id, row]));
}

function compare(users: LearningPlatformUser[], known: Map<string, Record<string, unknown>>) {
  const counts = { total: users.length, added: 0, updated: 0, unchanged: 0 };
  for (const user of users) {
    const here = known.get(user.id);
    if (!here) counts.added++;
    else if (Object.entries(valuesOf(user)).some(([name, value]) => !same(here[name], value)))
      counts.updated++;
    else counts.unchanged++;
  }
  return counts;
}

async function configuredSource(engine: ResourceEngine): Promise<Source> {
  const source = await readSource(engine.db);
  if (!source) {
    throw new AppError(ResultCode.invalid, {
      zh: `未配置学习平台数据源：请在 键值配置 中设置 ${LEARNING_PLATFORM_URL_SETTING}（及 ${LEARNING_PLATFORM_TOKEN_SETTING}）`,
      en: `No learning-platform source is configured: set ${LEARNING_PLATFORM_URL_SETTING} (and ${LEARNING_PLATFORM_TOKEN_SETTING}) under Settings`,
    });
  }
  return source;
}

export function learningPlatformRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(userEndpoints.learningSource, async () => {
    const source = await readSource(engine.db);
    const table = familyTable(siteUserResource);
    const [synced] = await engine.db
      .select({ n: count() })
      .from(table)
      .where(eq(table.source, SiteUserSource.learningPlatform));
    return { configured: source !== null, url: source?.url ?? null, synced_users: synced?.n ?? 0 };
  });

  serve(userEndpoints.learningScan, async () => {
    const users = await fetchUsers(await configuredSource(engine));
    return compare(
      users,
      await knownUsers(
        engine.db,
        users.map((user) => user.id),
      ),
    );
  });

  serve(userEndpoints.learningSync, async (_input, request) => {
    const admin = requireAdmin(request);
    const users = await fetchUsers(await configuredSource(engine));
    return writeTransaction(engine, async (deps) => {
      const counts = compare(
        users,
        await knownUsers(
          deps.tx,
          users.map((user) => user.id),
        ),
      );
      for (const user of users) {
        await upsertRow(deps, siteUserResource, admin, { external_id: user.id }, (found) =>
          found ? valuesOf(user) : { ...valuesOf(user), source: SiteUserSource.learningPlatform },
        );
      }
      return counts;
    });
  });
}
