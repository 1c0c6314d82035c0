/**
 * What the demo users did on the site: the datasheets, companies and demands they followed, the sheets they
 * downloaded and collected, what they viewed and shared (when the datasheet demo wrote sheets), and the topics
 * they subscribed to.
 */
import {
  datasheetResource,
  siteUserCollectionResource,
  siteUserDownloadResource,
  siteUserFollowResource,
  siteUserHistoryResource,
  siteUserShareResource,
  siteUserSubscriptionResource,
} from '@console/contract';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';

/** `id(i)`: the id of the i-th demo user. */
export async function writeUserActivityDemo(
  tx: Tx,
  daysAgo: (n: number) => Date,
  id: (i: number) => number,
): Promise<void> {
  const sheets = familyTable(datasheetResource);
  const sheetRows = await tx
    .select({ id: sheets.id, grade: sheets.grade })
    .from(sheets)
    .orderBy(asc(sheets.id))
    .limit(6);
  const sheetAt = (i: number) => sheetRows[i % Math.max(sheetRows.length, 1)];
  const at = (n: number) => ({ created_at: daysAgo(n) });

  // raw write (this whole function): demo rows loaded at the first start by no admin (no history, a bulk load)
  if (sheetRows.length > 0) {
    const sheet = (i: number) => sheetAt(i) as { id: number; grade: string };
    await tx.insert(familyTable(siteUserFollowResource)).values([
      {
        user_id: id(0),
        target_kind: 'datasheet',
        target_title: sheet(0).grade,
        target_id: sheet(0).id,
        ...at(20),
      },
      { user_id: id(0), target_kind: 'company', target_title: '金发科技股份有限公司', ...at(18) },
      {
        user_id: id(1),
        target_kind: 'datasheet',
        target_title: sheet(1).grade,
        target_id: sheet(1).id,
        ...at(9),
      },
      { user_id: id(2), target_kind: 'demand', target_title: 'PA66 GF30 替代料需求', ...at(4) },
      {
        user_id: id(6),
        target_kind: 'datasheet',
        target_title: sheet(2).grade,
        target_id: sheet(2).id,
        ...at(2),
      },
    ]);
    await tx.insert(familyTable(siteUserDownloadResource)).values([
      {
        user_id: id(0),
        datasheet_id: sheet(0).id,
        file_name: `${sheet(0).grade} 物性表.pdf`,
        format: 'pdf',
        ...at(19),
      },
      {
        user_id: id(1),
        datasheet_id: sheet(1).id,
        file_name: `${sheet(1).grade} 物性表.xlsx`,
        format: 'xlsx',
        ...at(8),
      },
      {
        user_id: id(2),
        datasheet_id: sheet(3).id,
        file_name: `${sheet(3).grade} TDS.pdf`,
        format: 'tds',
        ...at(5),
      },
      {
        user_id: id(4),
        datasheet_id: sheet(4).id,
        file_name: `${sheet(4).grade} 物性表.pdf`,
        format: 'pdf',
        ...at(1),
      },
    ]);
    await tx.insert(familyTable(siteUserCollectionResource)).values([
      { user_id: id(0), datasheet_id: sheet(0).id, title: sheet(0).grade, folder: '保险杠选材', ...at(17) },
      { user_id: id(2), datasheet_id: sheet(3).id, title: sheet(3).grade, folder: '阻燃 PC', ...at(6) },
    ]);
    await tx.insert(familyTable(siteUserHistoryResource)).values([
      {
        user_id: id(0),
        target_kind: 'datasheet',
        target_title: sheet(0).grade,
        target_id: sheet(0).id,
        url: `/ds/${sheet(0).id}`,
        ...at(21),
      },
      {
        user_id: id(0),
        target_kind: 'search',
        target_title: 'PP 滑石粉 20% 汽车',
        url: '/search?q=PP+T20',
        ...at(21),
      },
      {
        user_id: id(3),
        target_kind: 'company',
        target_title: '中国石化上海石油化工',
        url: '/company/sinopec-sh',
        ...at(7),
      },
      {
        user_id: id(6),
        target_kind: 'datasheet',
        target_title: sheet(2).grade,
        target_id: sheet(2).id,
        url: `/ds/${sheet(2).id}`,
        ...at(2),
      },
    ]);
    await tx.insert(familyTable(siteUserShareResource)).values([
      {
        user_id: id(0),
        target_kind: 'datasheet',
        target_title: sheet(0).grade,
        target_id: sheet(0).id,
        channel: 'wechat',
        visits: 6,
        ...at(16),
      },
      {
        user_id: id(1),
        target_kind: 'news',
        target_title: '改性塑料行业月度行情',
        channel: 'moments',
        visits: 14,
        ...at(7),
      },
      {
        user_id: id(4),
        target_kind: 'datasheet',
        target_title: sheet(4).grade,
        target_id: sheet(4).id,
        channel: 'link',
        visits: 0,
        ...at(1),
      },
    ]);
  }
  await tx.insert(familyTable(siteUserSubscriptionResource)).values([
    { user_id: id(0), topic_kind: 'price', topic: 'PP 共聚 行情', channel: 'email', ...at(40) },
    { user_id: id(1), topic_kind: 'category', topic: '聚酰胺（PA）', channel: 'site', ...at(30) },
    { user_id: id(2), topic_kind: 'keyword', topic: '无卤阻燃', channel: 'email', ...at(12) },
    {
      user_id: id(5),
      topic_kind: 'demand',
      topic: '汽车内饰 PP 需求',
      channel: 'sms',
      enabled: false,
      ...at(9),
    },
  ]);
}
