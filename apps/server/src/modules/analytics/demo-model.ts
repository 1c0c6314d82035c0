/**
 * A deterministic, realistic event history of the public site (issue 23): visitors coming back or not,
 * sessions through the day's hours (weekdays busier, a slow growth over the period), each session a path of
 * page views, searches (some finding nothing), sheet views, compares, downloads, shares, supply searches, AI
 * questions, and the demand funnel (a user posts a demand; days later it is checked, gets a proposal, becomes
 * business, each step reached by fewer). The same seed and dates give the same events, so a benchmark or a
 * test can count them again. Pure: the caller writes each day's events.
 */

import { mulberry32 } from '../seed/datasheet-demo/random.ts';
import type { StoredEvent } from './events.ts';

/** The tracking points the history reports, by page (declared under /operation/tracking when missing). */
export const demoEventPoints = [
  { code: 'page_view', name: '页面浏览', page: '/', event: 'view' },
  { code: 'home_banner_click', name: '首页轮播点击', page: '/', event: 'click' },
  { code: 'search_submit', name: '提交搜索', page: '/search', event: 'search' },
  { code: 'supply_search', name: '找货源搜索', page: '/supply', event: 'search' },
  { code: 'ds_detail_view', name: '物性表浏览', page: '/datasheet/:dsno', event: 'view' },
  { code: 'ds_compare_add', name: '加入对比', page: '/datasheet/:dsno', event: 'click' },
  { code: 'ds_pdf_download', name: '物性表 PDF 下载', page: '/datasheet/:dsno', event: 'download' },
  { code: 'ds_share', name: '分享物性表', page: '/datasheet/:dsno', event: 'share' },
  { code: 'company_contact_click', name: '联系企业', page: '/company/:id', event: 'click' },
  { code: 'company_share', name: '分享企业主页', page: '/company/:id', event: 'share' },
  { code: 'ai_ask', name: 'AI 提问', page: '/ai', event: 'submit' },
  { code: 'demand_submit', name: '发布需求', page: '/demand/post', event: 'submit' },
  { code: 'demand_checked', name: '需求审核通过', page: '/demand/:id', event: 'view' },
  { code: 'proposal_submit', name: '提交方案', page: '/demand/:id', event: 'submit' },
  { code: 'business_deal', name: '达成合作', page: '/demand/:id', event: 'submit' },
] as const;

/** The demand funnel's steps, in order (v2_demand). */
export const DEMAND_FUNNEL = ['demand_submit', 'demand_checked', 'proposal_submit', 'business_deal'] as const;

export interface DemoSources {
  /** Sheet numbers, site user ids and company ids to refer to (synthetic ones when the database has none). */
  sheets: readonly string[];
  users: readonly number[];
  companies: readonly number[];
}

export interface DemoPlan {
  /** About how many events to write (the history is cut by days, so the count lands near it). */
  events: number;
  days: number;
  /** The first day, 00:00 China time, as a UTC instant. */
  start: Date;
  seed?: number;
}

const KEYWORDS = [
  'PA66 GF30',
  'PC 阻燃',
  'ABS 高光',
  'POM 耐磨',
  'PP 增韧',
  'PBT GF15',
  'TPU 邵氏 85A',
  'PPS 40%玻纤',
  'PA6 无卤阻燃',
  'PC/ABS 合金',
  'LCP 高流动',
  'PEEK 医用',
  'HDPE 吹塑',
  'PMMA 光学',
  'PA12 管材',
  'ASA 耐候',
];
const AI_MODELS = ['deepseek-chat', 'qwen-plus', 'gpt-4o-mini'];
const SHARE_CHANNELS = ['wechat', 'link', 'weibo', 'email'];
// Sessions started in each hour of a China-time day (a B2B site: office hours, a lunch dip).
const HOUR_WEIGHTS = [
  1, 0.5, 0.3, 0.2, 0.2, 0.4, 1, 2.5, 5, 9, 10, 9, 5, 7, 10, 10, 9, 7, 4, 4, 5, 4.5, 3, 2,
];

interface Visitor {
  anon: string;
  user: number | null;
  /** How likely this visitor is to come back (some are regulars, most are not). */
  loyalty: number;
}

/**
 * Generates the history day by day, handing each day's events to `write` (awaited, so a writer can stream
 * them to the database). Answers how many events were generated.
 */
export async function generateDemoEvents(
  plan: DemoPlan,
  sources: DemoSources,
  write: (events: StoredEvent[]) => Promise<void>,
): Promise<number> {
  const random = mulberry32(plan.seed ?? 20261127);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const sheets =
    sources.sheets.length > 0 ? sources.sheets : Array.from({ length: 300 }, (_, i) => `DS${100000 + i}`);
  const users = sources.users.length > 0 ? sources.users : Array.from({ length: 400 }, (_, i) => i + 1);
  const companies =
    sources.companies.length > 0 ? sources.companies : Array.from({ length: 80 }, (_, i) => i + 1);
  const hourTotal = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  const end = plan.start.getTime() + plan.days * 86_400_000;
  const visitors: Visitor[] = [];
  /** Funnel steps of demands posted earlier, waiting for their day. */
  const later = new Map<number, StoredEvent[]>();
  let perSession = 8;
  let written = 0;
  let demandSeq = 0;
  let sessionSeq = 0;

  for (let day = 0; day < plan.days; day += 1) {
    const dayStart = plan.start.getTime() + day * 86_400_000;
    // China-time weekday of the day (start is a China midnight).
    const weekday = new Date(dayStart + 8 * 3_600_000).getUTCDay();
    const weekFactor = weekday === 0 || weekday === 6 ? 0.55 : 1.1;
    const growth = 0.8 + (0.4 * day) / plan.days;
    const remainingDays = plan.days - day;
    const wanted = Math.max(0, plan.events - written) / remainingDays;
    const sessions = Math.max(
      1,
      Math.round((wanted / perSession) * weekFactor * growth * (0.9 + 0.2 * random())),
    );
    const events: StoredEvent[] = later.get(day) ?? [];
    later.delete(day);
    let sessionEvents = 0;
    for (let s = 0; s < sessions; s += 1) {
      let visitor: Visitor | undefined;
      if (visitors.length > 0 && random() < 0.6) {
        // A returning visitor: recent ones more often, loyal ones more often.
        const candidate = visitors[visitors.length - 1 - Math.floor(visitors.length * random() ** 2)];
        if (candidate && random() < candidate.loyalty) visitor = candidate;
      }
      if (!visitor) {
        const user = random() < 0.3 ? pick(users) : null;
        visitor = {
          anon: `v${visitors.length.toString(36)}-${Math.floor(random() * 1e9).toString(36)}`,
          user,
          loyalty: random() ** 1.5,
        };
        visitors.push(visitor);
      }
      let hour = 0;
      for (let r = random() * hourTotal; hour < 23 && r >= (HOUR_WEIGHTS[hour] ?? 0); hour += 1)
        r -= HOUR_WEIGHTS[hour] ?? 0;
      let time = dayStart + hour * 3_600_000 + Math.floor(random() * 3_600_000);
      sessionSeq += 1;
      const session = `s${sessionSeq.toString(36)}`;
      const own = visitor;
      const emit = (event: string, page: string, properties: Record<string, unknown> | null) => {
        time += 5_000 + Math.floor(random() * 85_000);
        events.push({
          occurred_at: new Date(Math.min(time, dayStart + 86_399_999)),
          site_id: null,
          event,
          page,
          user_id: own.user,
          anonymous_id: own.anon,
          session_id: session,
          properties,
        });
        sessionEvents += 1;
      };
      const landing = random();
      emit(
        'page_view',
        landing < 0.4 ? '/' : landing < 0.7 ? '/search' : landing < 0.9 ? '/datasheet/:dsno' : '/company/:id',
        null,
      );
      if (landing < 0.4 && random() < 0.25) emit('home_banner_click', '/', { slot: pick(['top', 'middle']) });
      const searches = Math.floor(random() * 3.2);
      for (let i = 0; i < searches; i += 1) {
        const results = random() < 0.15 ? 0 : 1 + Math.floor(random() * 200);
        emit('search_submit', '/search', { keyword: pick(KEYWORDS), results });
      }
      if (random() < 0.12)
        emit('supply_search', '/supply', {
          keyword: pick(KEYWORDS),
          results: random() < 0.25 ? 0 : 1 + Math.floor(random() * 40),
        });
      const views = Math.floor(random() * 5);
      let last = '';
      for (let i = 0; i < views; i += 1) {
        const dsno = pick(sheets);
        emit('ds_detail_view', '/datasheet/:dsno', { dsno });
        if (last && random() < 0.18) emit('ds_compare_add', '/datasheet/:dsno', { dsno, with: last });
        if (random() < 0.2) emit('ds_pdf_download', '/datasheet/:dsno', { dsno });
        if (random() < 0.03) emit('ds_share', '/datasheet/:dsno', { dsno, channel: pick(SHARE_CHANNELS) });
        last = dsno;
      }
      if (random() < 0.3) {
        const company = pick(companies);
        emit('page_view', '/company/:id', { company });
        if (random() < 0.12) emit('company_contact_click', '/company/:id', { company });
        if (random() < 0.04)
          emit('company_share', '/company/:id', { company, channel: pick(SHARE_CHANNELS) });
      }
      if (random() < 0.04)
        emit('ai_ask', '/ai', { model: pick(AI_MODELS), tokens: 200 + Math.floor(random() * 3000) });
      if (own.user !== null && random() < 0.05) {
        demandSeq += 1;
        const demand = demandSeq;
        emit('demand_submit', '/demand/post', { demand });
        // The later steps, each on a later day, reached by fewer demands.
        let at = time;
        for (const [step, chance] of [
          ['demand_checked', 0.8],
          ['proposal_submit', 0.55],
          ['business_deal', 0.35],
        ] as const) {
          if (random() >= chance) break;
          at += 3_600_000 + Math.floor(random() * 3 * 86_400_000);
          if (at >= end) break;
          const stepDay = Math.floor((at - plan.start.getTime()) / 86_400_000);
          const bucket = later.get(stepDay) ?? [];
          bucket.push({
            occurred_at: new Date(at),
            site_id: null,
            event: step,
            page: '/demand/:id',
            user_id: own.user,
            anonymous_id: own.anon,
            session_id: `f${demand.toString(36)}-${step}`,
            properties: { demand },
          });
          later.set(stepDay, bucket);
        }
      }
    }
    perSession = 0.7 * perSession + 0.3 * (sessionEvents / sessions);
    written += events.length;
    await write(events);
  }
  return written;
}
