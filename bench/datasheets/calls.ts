/**
 * The five list calls the peer was measured on (bench README: a–e), as console API paths, with the peer's
 * figures and a check that each answers the rows the peer's SQL selects on the same data.
 */
import type pg from 'pg';

export interface PeerCall {
  id: 'a' | 'b' | 'c' | 'd' | 'e';
  what: string;
  path: string;
  /** Requests per second the peer served (one process, 2 shared cores, 16 connections). */
  peer: number;
}

export const PAGE_SIZE = 20;
/** The peer's page 2,000: offset 39,980. */
export const DEEP_PAGE = 2000;

/** The peer's `category_id BETWEEN 10 AND 20`: leaf 10 and the subtree of 1102 (leaves 11..20), see load.ts. */
const CATEGORIES_10_TO_20 = '10,1102';

export function peerCalls(gridSheet: number): PeerCall[] {
  return [
    {
      id: 'a',
      what: 'status 1, newest first, page 1 + total',
      path: `/api/ds/list?status=1&sort=-updated_at&page=1&size=${PAGE_SIZE}`,
      peer: 21,
    },
    {
      id: 'b',
      what: `the same at page ${DEEP_PAGE.toLocaleString('en-US')}`,
      path: `/api/ds/list?status=1&sort=-updated_at&page=${DEEP_PAGE}&size=${PAGE_SIZE}`,
      peer: 16,
    },
    {
      id: 'c',
      what: 'company 123, categories 10–20, -hdt',
      path: `/api/ds/list?company_id=123&category_id=${CATEGORIES_10_TO_20}&sort=-hdt&page=1&size=${PAGE_SIZE}`,
      peer: 130,
    },
    {
      id: 'd',
      what: 'grade contains "A7"',
      path: `/api/ds/list?grade=A7&page=1&size=${PAGE_SIZE}`,
      peer: 137,
    },
    { id: 'e', what: `one sheet by id (${gridSheet})`, path: `/api/ds/get?id=${gridSheet}`, peer: 201 },
  ];
}

interface Page {
  list: { id: number; hdt?: number | null; grade?: string }[];
  total: number;
  total_estimated?: boolean;
}

/** Ids the peer's SQL selects: plain SQL on the loaded rows, the oracle the API's answer must equal. */
async function ids(client: pg.Client, text: string): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(text);
  return rows.map((row) => row.id);
}

async function count(client: pg.Client, text: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(text);
  return Number(rows[0]?.n);
}

/** How far an estimated total may be from the exact count and still be called near it. */
const ESTIMATE_TOLERANCE = 0.1;

function sameIds(call: string, got: number[], want: number[]): string[] {
  return JSON.stringify(got) === JSON.stringify(want)
    ? []
    : [`${call}: ids ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`];
}

function totalNear(call: string, page: Page, exact: number): string[] {
  if (page.total === exact) return [];
  if (page.total_estimated && Math.abs(page.total - exact) <= exact * ESTIMATE_TOLERANCE) return [];
  return [
    `${call}: total ${page.total}${page.total_estimated ? ' (estimated)' : ''} instead of ${exact}` +
      (page.total_estimated ? ` (more than ${ESTIMATE_TOLERANCE * 100} % off)` : ''),
  ];
}

export interface CheckResult {
  problems: string[];
  notes: string[];
}

/**
 * Calls each path once and compares the answer with the peer's SQL on the same rows: the same ids in the same
 * order (the id breaks ties of the sort), and the total exact or, marked as an estimate, within 10 %.
 */
export async function checkCalls(
  client: pg.Client,
  calls: PeerCall[],
  fetchData: (path: string) => Promise<unknown>,
  sheets: number,
): Promise<CheckResult> {
  const problems: string[] = [];
  const notes: string[] = [];
  const byId = new Map(calls.map((call) => [call.id, call]));
  const page = async (id: PeerCall['id']) => (await fetchData(byId.get(id)?.path ?? '')) as Page;

  const status1 = await count(client, 'SELECT count(*) AS n FROM datasheet WHERE status = 1');
  const newest = 'SELECT id FROM datasheet WHERE status = 1 ORDER BY updated_at DESC, id DESC';
  const a = await page('a');
  problems.push(
    ...sameIds(
      'a',
      a.list.map((row) => row.id),
      await ids(client, `${newest} LIMIT ${PAGE_SIZE}`),
    ),
    ...totalNear('a', a, status1),
  );
  notes.push(`a: total ${a.total}${a.total_estimated ? ' (estimated)' : ''}, exact ${status1}`);

  const b = await page('b');
  problems.push(
    ...sameIds(
      'b',
      b.list.map((row) => row.id),
      await ids(client, `${newest} LIMIT ${PAGE_SIZE} OFFSET ${(DEEP_PAGE - 1) * PAGE_SIZE}`),
    ),
    ...totalNear('b', b, status1),
  );

  const c = await page('c');
  const cWant = await ids(
    client,
    `SELECT id FROM datasheet WHERE company_id = 123 AND category_id BETWEEN 10 AND 20
     ORDER BY hdt DESC NULLS FIRST, id DESC`,
  );
  problems.push(
    ...sameIds(
      'c',
      c.list.map((row) => row.id),
      cWant.slice(0, PAGE_SIZE),
    ),
    ...totalNear('c', c, cWant.length),
  );
  if (sheets === 1_000_000 && cWant.length !== 7)
    problems.push(`c: ${cWant.length} rows match, not the peer's 7`);
  notes.push(`c: ${c.list.length} sheets, hdt ${c.list.map((row) => row.hdt).join(' ≥ ')}`);

  const d = await page('d');
  const dExact = await count(client, `SELECT count(*) AS n FROM datasheet WHERE grade ILIKE '%A7%'`);
  problems.push(
    ...sameIds(
      'd',
      d.list.map((row) => row.id),
      await ids(
        client,
        `SELECT id FROM datasheet WHERE grade ILIKE '%A7%' ORDER BY updated_at DESC, id DESC LIMIT ${PAGE_SIZE}`,
      ),
    ),
    ...totalNear('d', d, dExact),
  );
  if (sheets === 1_000_000 && dExact !== 3801) problems.push(`d: ${dExact} rows match, not the peer's 3,801`);
  notes.push(`d: total ${d.total}${d.total_estimated ? ' (estimated)' : ''}, exact ${dExact}`);

  const e = (await fetchData(byId.get('e')?.path ?? '')) as {
    id: number;
    dsno: string;
    properties?: unknown[];
    $labels?: Record<string, unknown>;
  };
  const eId = Number(new URL(byId.get('e')?.path ?? '', 'http://x').searchParams.get('id'));
  if (e.id !== eId || e.dsno !== `DS${String(eId).padStart(8, '0')}`)
    problems.push(`e: sheet ${e.id} ${e.dsno} instead of ${eId}`);
  if (!e.properties || e.properties.length === 0)
    problems.push('e: the sheet came without its property grid');
  notes.push(
    `e: ${e.dsno}, ${e.properties?.length ?? 0} property rows, company ${String(e.$labels?.company_id)}`,
  );
  return { problems, notes };
}
