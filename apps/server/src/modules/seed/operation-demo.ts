/**
 * The operations demo: ads (some live now, one scheduled, one ended), display blocks and a plan, recommended
 * companies, scenes tagged with type 9, feedback in each state, friendly and search-engine links, activities with
 * awards, applications and marked display participants, two portals, documents (small PDFs written once the rows
 * are committed), keywords extracted from the demo content as the sync would, QR codes, a sitemap built from the
 * published content, and tracking pages and points. Left alone when ads exist already.
 */
import {
  activityApplicationResource,
  activityResource,
  advertisementResource,
  type ChildrenField,
  companyResource,
  customizePdSceneResource,
  datasheetResource,
  documentResource,
  KeywordKind,
  keywordHitResource,
  keywordResource,
  portalResource,
  qrcodeResource,
  type ResourceDef,
  recommendSlotResource,
  SITE_BASE_URL_SETTING,
  settingKeyResource,
  showBlockResource,
  showPlanResource,
  siteLinkResource,
  sitemapBuildResource,
  TagType,
  tagBindingResource,
  tagResource,
  trackingPageResource,
  trackingPointResource,
  userFeedbackResource,
} from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { childTableOf, familyTable } from '../../engine/index.ts';
import { publishedTexts } from '../operation/content.ts';
import { planKeywords } from '../operation/keyword-extract.ts';
import { contentOf, newRedirectCode } from '../operation/qrcode.ts';
import { composeSitemap, storeSitemapFiles } from '../operation/sitemap.ts';
import { DEMO_MARK } from './demo-data.ts';
import { demoPictureUrl } from './demo-images.ts';
import * as data from './operation-demo-data.ts';
import { demoDocumentPath } from './operation-demo-files.ts';

/** The demo site's address (a setting the sitemap and QR codes read); a real deployment sets its own. */
const DEMO_SITE = 'https://www.plastics-demo.cn';
const DAY_MS = 86_400_000;

function children(def: ResourceDef, name: string) {
  const field = def.fields.find((f) => f.name === name);
  if (field?.kind !== 'children') throw new Error(`${def.key} has no child rows ${name}`);
  return childTableOf(def, field as ChildrenField);
}

async function insertChildren(
  tx: Tx,
  def: ResourceDef,
  name: string,
  parent: number,
  rows: Record<string, unknown>[],
) {
  if (rows.length === 0) return;
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx
    .insert(children(def, name).table)
    .values(rows.map((row, position) => ({ parent_id: parent, position, ...row })));
}

async function insertOne(tx: Tx, def: ResourceDef, values: Record<string, unknown>): Promise<number> {
  const table = familyTable(def);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  if (!row) throw new Error(`demo ${def.key} row not inserted`);
  return row.id;
}

async function firstIds(tx: Tx, def: ResourceDef, n: number, where?: ReturnType<typeof eq>) {
  const table = familyTable(def);
  const rows = await tx.select({ id: table.id }).from(table).where(where).orderBy(asc(table.id)).limit(n);
  return rows.map((row) => row.id);
}

async function siteAddress(tx: Tx): Promise<string> {
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx
    .insert(familyTable(settingKeyResource))
    .values({
      key: SITE_BASE_URL_SETTING,
      value: DEMO_SITE,
      description: `${DEMO_MARK}前台站点地址（站点地图、二维码使用）`,
      is_public: true,
    })
    .onConflictDoNothing();
  const table = familyTable(settingKeyResource);
  const [row] = await tx
    .select({ value: table.value })
    .from(table)
    .where(eq(table.key, SITE_BASE_URL_SETTING));
  return (row?.value ?? DEMO_SITE).replace(/\/+$/, '');
}

async function placements(tx: Tx, now: Date, companies: number[]) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const [i, ad] of data.demoAds.entries())
    await insertOne(tx, advertisementResource, {
      title: `${DEMO_MARK}${ad.title}`,
      slot: ad.slot,
      image: demoPictureUrl(ad.picture),
      link: ad.link,
      starts_at: at(ad.from),
      ends_at: at(ad.to),
      sort: i * 10,
    });
  const blocks: Record<string, number> = {};
  for (const [i, block] of data.demoBlocks.entries())
    blocks[block.block_key] = await insertOne(tx, showBlockResource, { ...block, sort: i * 10 });
  const plan = await insertOne(tx, showPlanResource, {
    name: `${DEMO_MARK}展会周首页`,
    page: 'home',
    description: '塑料展期间首页突出推荐企业与应用案例，暂不显示行情走势。',
  });
  await insertChildren(tx, showPlanResource, 'items', plan, [
    { block_id: blocks.recommend_companies, visible: true, sort: 1 },
    { block_id: blocks.application_cases, visible: true, sort: 2 },
    { block_id: blocks.hot_grades, visible: true, sort: 3 },
    { block_id: blocks.price_trend, visible: false, sort: 9 },
  ]);
  const slots = [
    {
      name: `${DEMO_MARK}首页推荐企业`,
      position: 'home',
      description: '首页「推荐企业」区块',
      picks: companies.slice(0, 4),
    },
    {
      name: `${DEMO_MARK}搜索结果推荐`,
      position: 'search',
      description: '搜索结果右侧',
      picks: companies.slice(4, 6),
    },
  ];
  for (const [i, slot] of slots.entries()) {
    const id = await insertOne(tx, recommendSlotResource, {
      name: slot.name,
      position: slot.position,
      description: slot.description,
      company_count: slot.picks.length,
      sort: i,
    });
    const day = (n: number) => new Date(now.getTime() + n * DAY_MS).toISOString().slice(0, 10);
    await insertChildren(
      tx,
      recommendSlotResource,
      'companies',
      id,
      slot.picks.map((company, n) => ({
        company_id: company,
        sort: n + 1,
        starts_at: day(-7),
        ends_at: day(60 + n * 30),
        remark: '优质改性材料供应商',
      })),
    );
  }
}

async function engagement(tx: Tx, daysAgo: (n: number) => Date) {
  const tags = familyTable(tagResource);
  const [sceneTag] = await tx
    .insert(tags)
    .values({ name: `${DEMO_MARK}新能源`, type: TagType.TYPE_CUSTOMIZE_PD_SCENE, sort: 90 })
    .onConflictDoNothing()
    .returning({ id: tags.id });
  for (const [i, scene] of data.demoScenes.entries()) {
    const id = await insertOne(tx, customizePdSceneResource, { ...scene, sort: i * 10 });
    if (sceneTag && i < 2)
      await insertOne(tx, tagBindingResource, {
        tag_id: sceneTag.id,
        target_type: TagType.TYPE_CUSTOMIZE_PD_SCENE,
        target_id: id,
      });
  }
  for (const [i, feedback] of data.demoFeedback.entries())
    await insertOne(tx, userFeedbackResource, {
      ...feedback,
      replied_at: feedback.status >= 1 ? daysAgo(i) : null,
      closed_at: feedback.status === 2 ? daysAgo(i) : null,
      created_at: daysAgo(i + 2),
    });
  for (const [i, link] of data.demoLinks.entries())
    await insertOne(tx, siteLinkResource, { ...link, sort: i * 10 });
}

async function activities(tx: Tx, now: Date, daysAgo: (n: number) => Date) {
  for (const [i, activity] of data.demoActivities.entries()) {
    const starts = new Date(now.getTime() + activity.from * DAY_MS);
    const id = await insertOne(tx, activityResource, {
      title: `${DEMO_MARK}${activity.title}`,
      kind: activity.kind,
      place: activity.place,
      starts_at: starts,
      ends_at: new Date(starts.getTime() + DAY_MS),
      apply_deadline: new Date(starts.getTime() - 2 * DAY_MS),
      capacity: 200,
      description: activity.description,
      status: activity.status,
      published_at: daysAgo(20 - i),
      cover: i === 0 ? demoPictureUrl('news-fair') : '',
    });
    await insertChildren(tx, activityResource, 'awards', id, activity.awards);
    const applicants = i === 2 ? data.demoApplicants.slice(0, 1) : data.demoApplicants;
    for (const [n, person] of applicants.entries())
      await insertOne(tx, activityApplicationResource, {
        activity_id: id,
        ...person,
        reviewed_at: person.status === 0 ? null : daysAgo(n),
        created_at: daysAgo(n + 3),
      });
    if (i === 0)
      for (const person of data.demoDisplayParticipants)
        await insertOne(tx, activityApplicationResource, {
          activity_id: id,
          ...person,
          is_display: true,
          status: 1,
          reviewed_at: daysAgo(1),
        });
  }
}

async function portals(tx: Tx, companies: number[], sheets: number[]) {
  const auto = await insertOne(tx, portalResource, {
    title: `${DEMO_MARK}汽车轻量化材料专题`,
    slug: 'auto-lightweight',
    description: '面向汽车零部件企业的轻量化选材专题页',
    status: 1,
    published_at: new Date(),
    panel_count: 4,
  });
  await insertChildren(tx, portalResource, 'banners', auto, [
    {
      image: demoPictureUrl('pp-bumper'),
      title: '以塑代钢，减重 30%',
      link: 'https://www.example.com/topic/lightweight',
    },
  ]);
  await insertChildren(tx, portalResource, 'panels', auto, [
    {
      kind: 'rich_text',
      title: '专题介绍',
      config: {
        html: '<p>长玻纤 PP、PA66-GF30 与 PC/ABS 正在替代金属件，本专题汇集相关企业、牌号与案例。</p>',
      },
    },
    { kind: 'company_list', title: '推荐材料企业', config: { company_ids: companies.slice(0, 3) } },
    { kind: 'sheet_list', title: '热门轻量化牌号', config: { datasheet_ids: sheets.slice(0, 4) } },
    {
      kind: 'links',
      title: '延伸阅读',
      config: { links: [{ label: '汽车轻量化技术路线图', url: 'https://www.example.com/roadmap' }] },
    },
  ]);
  const fr = await insertOne(tx, portalResource, {
    title: `${DEMO_MARK}电子电气阻燃专题`,
    slug: 'ee-flame-retardant',
    description: '阻燃 PC、PBT 与 PA 的选型专题（草稿）',
    panel_count: 1,
  });
  await insertChildren(tx, portalResource, 'panels', fr, [
    { kind: 'news_list', title: '阻燃材料资讯', config: { count: 5 } },
  ]);
}

/** Keywords as the sync computes them, from the demo content already written in this transaction. */
async function keywords(tx: Tx) {
  const manual = data.demoManualKeywords.map((keyword) => keyword.word);
  const plan = await planKeywords(() => publishedTexts(tx), manual);
  const words: { id: number; word: string }[] = [];
  for (const keyword of data.demoManualKeywords)
    words.push({
      id: await insertOne(tx, keywordResource, { ...keyword, kind: KeywordKind.manual }),
      word: keyword.word,
    });
  for (const keyword of plan.auto) {
    if (words.some((known) => known.word.toUpperCase() === keyword.word.toUpperCase())) continue;
    const id = await insertOne(tx, keywordResource, {
      word: keyword.word,
      kind: KeywordKind.auto,
      weight: keyword.weight,
    });
    words.push({ id, word: keyword.word });
  }
  const hits = words.flatMap((keyword) =>
    (plan.hits.get(keyword.word.toUpperCase()) ?? []).map((hit) => ({
      keyword_id: keyword.id,
      source: hit.source,
      content_id: hit.id,
      title: hit.title,
      hits: hit.hits,
    })),
  );
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  for (let start = 0; start < hits.length; start += 500)
    await tx.insert(familyTable(keywordHitResource)).values(hits.slice(start, start + 500));
}

async function tools(tx: Tx, base: string, sheets: { id: number; dsno: string }[], now: Date) {
  const codes = [
    {
      name: `${DEMO_MARK}塑料展展位导览`,
      target: 'url',
      url: 'https://www.example.com/expo2026/booth-A12',
      tracked: true,
      scan_count: 128,
    },
    {
      name: `${DEMO_MARK}PA66 物性表`,
      target: 'page',
      page_path: `/datasheet/${sheets[0]?.dsno ?? ''}`,
      page_params: { utm_source: 'expo2026' },
      tracked: false,
      scan_count: 0,
    },
    {
      name: `${DEMO_MARK}样本下载`,
      target: 'url',
      url: 'https://www.example.com/catalogue-2026.pdf',
      tracked: true,
      scan_count: 37,
    },
  ];
  for (const code of codes) {
    const row = { url: '', page_path: '', page_params: null, ...code, code: newRedirectCode() };
    await insertOne(tx, qrcodeResource, {
      ...row,
      content: contentOf(row as never, base),
      last_scanned_at: code.scan_count > 0 ? now : null,
    });
  }
  const pages: Record<string, number> = {};
  for (const page of data.demoTrackingPages)
    pages[page.path] = await insertOne(tx, trackingPageResource, page);
  for (const { page, ...point } of data.demoTrackingPoints)
    await insertOne(tx, trackingPointResource, {
      ...point,
      page_id: pages[page],
      description: `${point.name}（${point.code}）`,
    });
  const sitemap = await composeSitemap(tx, base, now);
  await storeSitemapFiles(tx, sitemap.files, now);
  await insertOne(tx, sitemapBuildResource, {
    url_count: sitemap.urlCount,
    file_count: sitemap.files.length,
    base_url: base,
    by_source: sitemap.bySource,
    duration_ms: 0,
  });
}

export async function writeOperationDemo(tx: Tx, now: Date, daysAgo: (n: number) => Date): Promise<void> {
  if ((await firstIds(tx, advertisementResource, 1)).length > 0) return;
  const base = await siteAddress(tx);
  const companies = await firstIds(tx, companyResource, 6);
  const sheetTable = familyTable(datasheetResource);
  const sheets = await tx
    .select({ id: sheetTable.id, dsno: sheetTable.dsno })
    .from(sheetTable)
    .where(and(eq(sheetTable.status, 1), eq(sheetTable.enabled, true)))
    .orderBy(asc(sheetTable.id))
    .limit(4);
  await placements(tx, now, companies);
  await engagement(tx, daysAgo);
  await activities(tx, now, daysAgo);
  await portals(
    tx,
    companies,
    sheets.map((sheet) => sheet.id),
  );
  for (const [i, doc] of data.demoDocuments.entries())
    await insertOne(tx, documentResource, {
      ...doc,
      title: `${DEMO_MARK}${doc.title}`,
      file: `/uploads${demoDocumentPath(doc.file)}`,
      sort: i * 10,
    });
  await keywords(tx);
  await tools(tx, base, sheets, now);
}
