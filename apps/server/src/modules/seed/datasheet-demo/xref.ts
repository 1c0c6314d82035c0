/**
 * Demo cross-references, prices and access (issue 10 §5), written after the sheets: a year of monthly prices
 * for a few grades from three suppliers, substitute pairs found by the same distance "find similar" uses,
 * access requests in every state, and views of sheets by fictional front-site users (the console has no
 * front site; its own views are recorded as they happen).
 */
import {
  accessRecordResource,
  accessRequestResource,
  addDays,
  datasheetPriceResource,
  gradeReplacementResource,
  sheetDistance,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import { tableOf } from '../../../engine/index.ts';
import { similarityLookups, smartGrids } from '../../datasheet/xref/grids.ts';
import { DEMO_MARK } from '../demo-data.ts';
import { accepted, insertMany } from './bulk.ts';
import { seeded } from './random.ts';

const PRICED_GRADES = 4;
const MONTHS = 12;
const SUPPLIERS = [
  { name: '华南塑化贸易', currency: 'CNY', rate: 1 },
  { name: '上海联塑供应链', currency: 'CNY', rate: 1 },
  { name: 'East Asia Resin Trading', currency: 'USD', rate: 1 / 7.1 },
] as const;
const PAIRED_SHEETS = 12;
const REQUESTS = 9;
const VIEWS = 60;

interface SheetRow {
  id: number;
  grade: string;
  company_id: number;
  category_id: number;
}

/** A substitute pair found by distance, before the add validator reads it. */
interface Replacement {
  source_id: number;
  target_id: number;
  relation: 'equivalent' | 'substitute';
  distance: number;
  overlap: number;
  note: string;
}

const stamp = (row: Record<string, unknown>, at: Date) => ({ ...row, created_at: at, updated_at: at });

async function writePrices(tx: Tx, sheets: readonly SheetRow[], now: Date): Promise<void> {
  const random = seeded('xref-prices');
  const seen = new Set<number>();
  const priced = sheets.filter((sheet) => !seen.has(sheet.company_id) && seen.add(sheet.company_id));
  const today = now.toISOString().slice(0, 10);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const rows = priced.slice(0, PRICED_GRADES).flatMap((sheet, index) => {
    let level = random.between(16000, 32000);
    return Array.from({ length: MONTHS }, (_, month) => {
      level *= 1 + random.between(-0.04, 0.045);
      const date = addDays(firstOfMonth, -30 * (MONTHS - 1 - month));
      return SUPPLIERS.map((supplier, s) => ({
        grade: sheet.grade,
        company_id: sheet.company_id,
        supplier: supplier.name,
        price: Math.round(level * supplier.rate * (1 + 0.02 * s) * random.between(0.98, 1.02)),
        currency: supplier.currency,
        unit: 't',
        price_date: date,
        source: s === 2 ? 'quote' : 'market',
        // The last grade is left unmatched, so "Match datasheets" has something to do.
        datasheet_id: index < PRICED_GRADES - 1 ? sheet.id : null,
        remarks: `${DEMO_MARK}虚构价格`,
      }));
    }).flat();
  });
  await insertMany(
    tx,
    tableOf(datasheetPriceResource.key),
    rows.map((row) => stamp(accepted(datasheetPriceResource, row), now)),
  );
}

async function writeReplacements(tx: Tx, sheets: readonly SheetRow[], now: Date): Promise<void> {
  const lookups = await similarityLookups(tx);
  const grids = await smartGrids(
    tx,
    sheets.map((sheet) => sheet.id),
    lookups,
  );
  const rows: Replacement[] = [];
  for (const source of sheets.slice(0, PAIRED_SHEETS)) {
    // The nearest sheet of another maker in the same category, by the distance "find similar" ranks with.
    let best: { target: SheetRow; distance: number; overlap: number } | undefined;
    for (const target of sheets) {
      if (target.category_id !== source.category_id || target.company_id === source.company_id) continue;
      const { distance, overlap } = sheetDistance(
        grids.get(source.id) ?? [],
        grids.get(target.id) ?? [],
        lookups,
      );
      if (distance !== null && (!best || distance < best.distance)) best = { target, distance, overlap };
    }
    if (!best || rows.some((row) => row.source_id === best.target.id && row.target_id === source.id))
      continue;
    rows.push({
      source_id: source.id,
      target_id: best.target.id,
      relation: best.distance < 0.05 ? 'equivalent' : 'substitute',
      distance: Math.round(best.distance * 10000) / 10000,
      overlap: best.overlap,
      note: `${DEMO_MARK}按性能距离选出的最近牌号`,
    });
  }
  if (rows.length === 0) return;
  // Filler equality as the server's hook decides it, from the sheets' filler rows.
  const fillers = await queryRows<{ parent_id: number; ids: string }>(
    tx,
    sql`select parent_id, string_agg(distinct filler_id::text, ',' order by filler_id::text) as ids
        from datasheet_fillers group by parent_id`,
  );
  const fillerOf = new Map(fillers.map((row) => [row.parent_id, row.ids]));
  await insertMany(
    tx,
    tableOf(gradeReplacementResource.key),
    rows.map((row) =>
      stamp(
        {
          ...accepted(gradeReplacementResource, {
            source_id: row.source_id,
            target_id: row.target_id,
            relation: row.relation,
            note: row.note,
          }),
          same_category: true,
          same_fillers: (fillerOf.get(row.source_id) ?? '') === (fillerOf.get(row.target_id) ?? ''),
          distance: row.distance,
          overlap: row.overlap,
        },
        now,
      ),
    ),
  );
}

const REQUESTERS = [
  ['王工', '东莞精密注塑有限公司'],
  ['Li Na', 'Ningbo Auto Parts Co.'],
  ['陈经理', '深圳电子连接器厂'],
  ['M. Keller', 'Keller Kunststofftechnik'],
  ['赵博士', '苏州新材料研究院'],
] as const;

async function writeRequests(tx: Tx, sheets: readonly SheetRow[], now: Date): Promise<void> {
  const random = seeded('xref-requests');
  const rows = Array.from({ length: REQUESTS }, (_, index) => {
    const [requester, company] = REQUESTERS[index % REQUESTERS.length] ?? REQUESTERS[0];
    const sheet = random.pick(sheets);
    const at = new Date(now.getTime() - (index + 1) * 26 * 3_600_000);
    const state = index < 5 ? 'pending' : index < 8 ? 'approved' : 'rejected';
    return {
      ...accepted(accessRequestResource, {
        datasheet_id: sheet.id,
        requester,
        requester_company: company,
        contact: `1380000${String(1000 + index)}`,
        purpose: `${DEMO_MARK}${index % 2 === 0 ? '新项目选材，需查看完整物性数据' : '替代现用牌号评估'}`,
      }),
      state,
      reason: state === 'approved' ? '已核实客户身份' : state === 'rejected' ? '无法核实公司信息' : '',
      decided_at: state === 'pending' ? null : new Date(at.getTime() + 3_600_000),
      created_at: at,
      updated_at: at,
    };
  });
  await insertMany(tx, tableOf(accessRequestResource.key), rows);
}

async function writeViews(tx: Tx, sheets: readonly SheetRow[], now: Date): Promise<void> {
  const random = seeded('xref-views');
  const rows = Array.from({ length: VIEWS }, (_, index) => ({
    datasheet_id: random.pick(sheets.slice(0, 40)).id,
    viewer: `${DEMO_MARK}前台用户 ${String(random.int(1, 25)).padStart(2, '0')}`,
    admin_id: null,
    via: 'front',
    ip: `203.0.113.${random.int(1, 254)}`,
    created_at: new Date(now.getTime() - (index + 1) * random.int(20, 600) * 60_000),
  }));
  await insertMany(tx, tableOf(accessRecordResource.key), rows);
}

export async function writeXrefDemo(tx: Tx, now: Date): Promise<void> {
  const sheets = await queryRows<SheetRow>(
    tx,
    sql`select id, grade, company_id, category_id from datasheet where status = 1 order by id limit 400`,
  );
  if (sheets.length === 0) return;
  await writePrices(tx, sheets, now);
  await writeReplacements(tx, sheets, now);
  await writeRequests(tx, sheets, now);
  await writeViews(tx, sheets, now);
}
