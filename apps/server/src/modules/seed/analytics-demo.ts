/**
 * The demo's 90-day analytics history (issue 34), written with the demo rows so every /data and /analysis chart
 * draws on a first start: the event generator's history (analytics/demo-model.ts) at a modest size, made
 * coherent with the rows — a download or a share by a signed-in visitor is also a row of /user/download or
 * /user/share at the same instant, one by an anonymous visitor (who has no row) is left out, and the demand
 * funnel's events are left out because the funnel counts the demo's demands themselves. The hand-written demo
 * downloads and shares get their event too, so the tracking points' counts equal the rows.
 */
import {
  companyResource,
  datasheetResource,
  type shareChannelOptions,
  siteUserDownloadResource,
  siteUserResource,
  siteUserShareResource,
} from '@console/contract';
import { asc, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/index.ts';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { declarePoints, historyStart } from '../analytics/demo-events.ts';
import { DEMAND_FUNNEL, generateDemoEvents } from '../analytics/demo-model.ts';
import { insertEvents, type StoredEvent } from '../analytics/events.ts';

/** About how many events the demo history holds: enough for every chart, a second or two to write. */
export const DEMO_HISTORY = { events: 12_000, days: 90 } as const;

/** The generator's share channels as the share records name them (it knows no Moments, the records no Weibo). */
const CHANNEL: Record<string, (typeof shareChannelOptions)[number]['value']> = {
  wechat: 'wechat',
  link: 'link',
  email: 'email',
  weibo: 'moments',
};

const ROWS_A_STATEMENT = 1_000;

/** Writes the history and its rows in the seed's transaction; answers how many events were written. */
export async function writeAnalyticsDemo(tx: Tx, now: Date): Promise<number> {
  // A transaction is a database handle to these writers: they only run statements on it.
  const db = tx as unknown as Db;
  // A database holding events keeps its own (as every demo domain holding rows is left alone).
  const [held] = await queryRows<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM tracking_event) AS any`,
  );
  if (held?.any) return 0;
  await declarePoints(db);
  const sheetTable = familyTable(datasheetResource);
  const sheetRows = await tx
    .select({ id: sheetTable.id, dsno: sheetTable.dsno, grade: sheetTable.grade })
    .from(sheetTable)
    .orderBy(asc(sheetTable.id))
    .limit(300);
  const sheets = new Map(sheetRows.map((row) => [row.dsno, row]));
  const userTable = familyTable(siteUserResource);
  const users = (await tx.select({ id: userTable.id }).from(userTable).orderBy(asc(userTable.id))).map(
    (row) => row.id,
  );
  const companyTable = familyTable(companyResource);
  const companyRows = await tx
    .select({ id: companyTable.id, name: companyTable.name_zh })
    .from(companyTable)
    .orderBy(asc(companyTable.id))
    .limit(100);
  const companies = new Map(companyRows.map((row) => [row.id, row.name]));

  const downloadTable = familyTable(siteUserDownloadResource);
  const shareTable = familyTable(siteUserShareResource);
  const events: StoredEvent[] = [];
  const downloads: (typeof downloadTable.$inferInsert)[] = [];
  const shares: (typeof shareTable.$inferInsert)[] = [];
  const funnel = new Set<string>(DEMAND_FUNNEL);
  await generateDemoEvents(
    { ...DEMO_HISTORY, start: historyStart(DEMO_HISTORY.days, now) },
    { sheets: [...sheets.keys()], users, companies: [...companies.keys()] },
    async (day) => {
      for (const event of day) {
        if (funnel.has(event.event)) continue;
        const props = event.properties ?? {};
        const user = event.user_id;
        if (event.event === 'ds_pdf_download') {
          const sheet = sheets.get(String(props.dsno));
          if (user === null || !sheet) continue;
          downloads.push({
            user_id: user,
            datasheet_id: sheet.id,
            file_name: `${sheet.grade} 物性表.pdf`,
            format: 'pdf',
            created_at: event.occurred_at,
          });
        } else if (event.event === 'ds_share' || event.event === 'company_share') {
          if (user === null) continue;
          const sheet = sheets.get(String(props.dsno));
          const company = companies.get(Number(props.company));
          const title = event.event === 'ds_share' ? sheet?.grade : company;
          if (!title) continue;
          shares.push({
            user_id: user,
            target_kind: event.event === 'ds_share' ? 'datasheet' : 'company',
            target_title: title,
            target_id: event.event === 'ds_share' ? sheet?.id : Number(props.company),
            channel: CHANNEL[String(props.channel)] ?? 'link',
            visits: 0,
            created_at: event.occurred_at,
          });
        }
        events.push(event);
      }
    },
  );
  events.push(...(await eventsOfDemoRows(db)));
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  for (let i = 0; i < downloads.length; i += ROWS_A_STATEMENT)
    await tx.insert(downloadTable).values(downloads.slice(i, i + ROWS_A_STATEMENT));
  for (let i = 0; i < shares.length; i += ROWS_A_STATEMENT)
    await tx.insert(shareTable).values(shares.slice(i, i + ROWS_A_STATEMENT));
  await insertEvents(db, events);
  return events.length;
}

/** The events the hand-written demo downloads and shares (user-demo-activity.ts) were reported with. */
async function eventsOfDemoRows(db: Db): Promise<StoredEvent[]> {
  const rows = await queryRows<{
    id: number;
    kind: string;
    user_id: number;
    created_at: string | Date;
    dsno: string | null;
    target_kind: string | null;
    target_id: number | null;
    channel: string | null;
  }>(
    db,
    sql`SELECT r.id, 'download' AS kind, r.user_id, r.created_at, s.dsno, NULL AS target_kind, NULL::int AS target_id,
        NULL AS channel
      FROM site_user_download r LEFT JOIN datasheet s ON s.id = r.datasheet_id
      UNION ALL
      SELECT r.id, 'share', r.user_id, r.created_at, s.dsno, r.target_kind, r.target_id, r.channel
      FROM site_user_share r LEFT JOIN datasheet s ON s.id = r.target_id AND r.target_kind = 'datasheet'
      WHERE r.target_kind IN ('datasheet', 'company')`,
  );
  return rows.map((row) => {
    const sheetShare = row.target_kind === 'datasheet';
    return {
      occurred_at: new Date(row.created_at),
      site_id: null,
      event: row.kind === 'download' ? 'ds_pdf_download' : sheetShare ? 'ds_share' : 'company_share',
      page: row.kind === 'download' || sheetShare ? '/datasheet/:dsno' : '/company/:id',
      user_id: row.user_id,
      anonymous_id: `u${row.user_id}`,
      session_id: `demo-${row.kind}-${row.id}`,
      properties:
        row.kind === 'download'
          ? { dsno: row.dsno }
          : sheetShare
            ? { dsno: row.dsno, channel: row.channel }
            : { company: row.target_id, channel: row.channel },
    };
  });
}
