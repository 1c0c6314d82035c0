/**
 * Demo news (issue 22): news types, and news in every state (draft, scheduled, published, withdrawn) with news
 * tags bound.
 */
import { NewsStatus, newsResource, newsTypeResource, TagType, tagResource } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable, linkTable } from '../../engine/index.ts';
import { demoRichText } from './demo-data.ts';
import { demoPictureUrl } from './demo-images.ts';

const DAY_MS = 86_400_000;

export async function writeNewsDemo(tx: Tx, now: Date, mark: (text: string) => string): Promise<number[]> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const newsTypes = familyTable(newsTypeResource);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const typeRows = await tx
    .insert(newsTypes)
    .values(
      ['行业动态', '市场行情', '技术前沿', '展会活动'].map((name, i) => ({ name: mark(name), sort: i * 10 })),
    )
    .returning({ id: newsTypes.id });
  const [industry, market, tech, fair] = typeRows.map((row) => row.id) as [number, number, number, number];
  const { draft, scheduled, published, withdrawn } = NewsStatus;
  const items = [
    {
      title: '2026 中国国际塑料展开幕，改性材料展区面积创新高',
      type: fair,
      status: published,
      days: 2,
      cover: demoPictureUrl('news-fair'),
      source: '塑料物性网',
      author: '编辑部',
    },
    {
      title: 'PA66 原料价格本周小幅回落，己二腈供应趋稳',
      type: market,
      status: published,
      days: 4,
      cover: demoPictureUrl('news-price'),
      source: '行情中心',
      author: '李明',
    },
    {
      title: '长玻纤增强 PP 在汽车前端模块中的应用进展',
      type: tech,
      status: published,
      days: 6,
      cover: '',
      source: '技术专栏',
      author: '王工',
    },
    {
      title: '生物基 PA 系列牌号将于下月发布',
      type: industry,
      status: scheduled,
      days: -1,
      cover: '',
      source: '企业供稿',
      author: '市场部',
    },
    {
      title: '无卤阻燃 PBT 选型指南（草稿）',
      type: tech,
      status: draft,
      days: 1,
      cover: '',
      source: '技术专栏',
      author: '陈工',
    },
    {
      title: '某品牌 PC 牌号停产通知（已撤回）',
      type: industry,
      status: withdrawn,
      days: 9,
      cover: '',
      source: '企业供稿',
      author: '编辑部',
    },
  ];
  const table = familyTable(newsResource);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const rows = await tx
    .insert(table)
    .values(
      items.map((item) => ({
        title: mark(item.title),
        type_id: item.type,
        cover: item.cover,
        source: item.source,
        author: item.author,
        summary: item.title,
        body: demoRichText(
          [`${item.title}。`, '本文为演示数据，内容仅用于展示资讯编辑与发布流程。'],
          item.cover || undefined,
        ),
        status: item.status,
        publish_at: item.status === scheduled ? at(item.days) : null,
        published_at: item.status === published || item.status === withdrawn ? at(item.days) : null,
        withdrawn_at: item.status === withdrawn ? at(item.days - 1) : null,
        withdraw_reason: item.status === withdrawn ? '厂家更正了停产范围' : '',
        created_at: at(Math.abs(item.days) + 1),
        updated_at: at(Math.abs(item.days)),
      })),
    )
    .returning({ id: table.id });
  const tags = familyTable(tagResource);
  const newsTags = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.type, TagType.NEWS))
    .orderBy(tags.id);
  const links = rows.flatMap((row, i) =>
    newsTags.filter((_, j) => (i + j) % 2 === 0).map((tag) => ({ owner_id: row.id, target_id: tag.id })),
  );
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  if (links.length > 0) await tx.insert(linkTable(newsResource, 'tags')).values(links);
  return rows.map((row) => row.id);
}
