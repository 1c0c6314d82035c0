/**
 * Demo AI filters (issue 23, `/ai_filter`): saved sentences and the list queries they became, each checked by the
 * same rule a filter the model makes is checked by (the family's declared filters), so the demo never shows a
 * query its list would refuse. Conversations belong to an admin and are not seeded.
 */
import { aiFilterResource, resourceByKey } from '@console/contract';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { checkListQuery } from '../ai/filters.ts';
import { DEMO_MARK } from './demo-data.ts';

const demoFilters = [
  {
    name: '轻量化 PA66',
    family: 'datasheet',
    prompt: '密度不超过 1.4 的 PA66 物性表，按拉伸强度从高到低',
    query: { grade: 'PA66', density_to: '1.4', sort: '-tensile_strength' },
  },
  {
    name: 'V-0 阻燃牌号',
    family: 'datasheet',
    prompt: 'UL94 达到 V-0 的物性表，热变形温度高的在前',
    query: { ul94: 'V-0', sort: '-hdt' },
  },
  {
    name: '化工类企业',
    family: 'company',
    prompt: '名称里有“化工”的企业',
    query: { name_zh: '化工' },
  },
] as const;

export async function writeAiDemo(tx: Tx): Promise<void> {
  const rows = demoFilters.map((filter) => ({
    ...filter,
    name: `${DEMO_MARK}${filter.name}`,
    query: checkListQuery(resourceByKey(filter.family), filter.query, {
      zh: '演示筛选',
      en: 'A demo filter',
    }),
  }));
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(familyTable(aiFilterResource)).values(rows);
}
