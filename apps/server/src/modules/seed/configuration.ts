/**
 * Rows of the configuration families a first start needs: the cache rules of what the server caches, and the
 * map-service setting the web app reads. Seeded with the first admin, demo or not.
 */
import {
  cacheRuleResource,
  MAP_SERVICE_SETTING,
  settingKeyResource,
  TagType,
  tagResource,
} from '@console/contract';
import type { Tx } from '../../engine/index.ts';
import { tableOf } from '../../engine/index.ts';
import { DEMO_MARK } from './demo-data.ts';

export const initialCacheRules = [
  {
    name: '首页统计',
    pattern: 'dashboard:*',
    ttl_seconds: 60,
    description: '首页概览的统计数字，60 秒内复用',
  },
];

export const initialSettings = [
  {
    key: MAP_SERVICE_SETTING,
    value: '',
    description: '地图服务 key；为空时使用环境变量 MAP_SERVICE_KEY',
    is_public: true,
  },
];

export async function seedConfiguration(tx: Tx): Promise<void> {
  // raw write: the initial configuration of a fresh database, written by no admin (no history to write)
  await tx.insert(tableOf(cacheRuleResource.key)).values(initialCacheRules).onConflictDoNothing();
  await tx.insert(tableOf(settingKeyResource.key)).values(initialSettings).onConflictDoNothing();
}

const demoTags: [string, number][] = [
  ['改性塑料', TagType.NEWS],
  ['行业动态', TagType.NEWS],
  ['汽车轻量化', TagType.KEYWORD_LINK],
  ['原料供应商', TagType.COMPANY],
  ['注塑加工', TagType.COMPANY],
  ['重点客户', TagType.USER],
  ['采购决策人', TagType.BCARD],
  ['SaaS 试用', TagType.SAAS_CORPORATION],
];

export async function seedDemoTags(tx: Tx): Promise<void> {
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx
    .insert(tableOf(tagResource.key))
    .values(demoTags.map(([name, type], i) => ({ name: `${DEMO_MARK}${name}`, type, sort: i * 10 })))
    .onConflictDoNothing();
}
