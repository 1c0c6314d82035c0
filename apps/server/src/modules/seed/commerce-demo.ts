/**
 * Demo purchasing: buyers' requirements for grades the demo makers sell, procurement notices waiting to be
 * turned into requirements, quotes from the demo makers in several currencies, and the operator's exchange
 * rates (a setting the bid screen reads).
 */
import {
  companyResource,
  EXCHANGE_RATES_SETTING,
  PurchaseLinkStatus,
  priceQuoteResource,
  purchaseLinkResource,
  purchaseRequirementResource,
  QuoteStatus,
  RequirementStatus,
  settingKeyResource,
} from '@console/contract';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable, tableOf } from '../../engine/index.ts';
import { DEMO_MARK } from './demo-data.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

const requirements = [
  {
    title: 'PA66 GF30 月度采购',
    buyer: '华东电器配件厂',
    grade: 'PA66 GF30',
    quantity: 20,
    unit: 't',
    target: 24000,
    currency: 'CNY',
    region: '苏州',
  },
  {
    title: '阻燃 PC 外壳料',
    buyer: '东莞精密连接器',
    grade: 'PC FR V-0',
    quantity: 8,
    unit: 't',
    target: 3100,
    currency: 'USD',
    region: '东莞',
  },
  {
    title: '长玻纤 PP 样品',
    buyer: '宁波汽配注塑',
    grade: '',
    quantity: 500,
    unit: 'kg',
    target: null,
    currency: 'CNY',
    region: '宁波',
  },
] as const;

/** [requirement index, maker index, price, currency, unit, incoterm, days, valid for days (negative: expired)] */
const quotes = [
  [0, 0, 23500, 'CNY', 't', 'DAP', 7, 30],
  [0, 1, 3000, 'EUR', 't', 'CIF', 35, 20],
  [0, 2, 480, 'JPY', 'kg', 'FOB', 28, 15],
  [0, 3, 1.4, 'USD', 'kg', 'FOB', 30, -5],
  [1, 1, 3050, 'USD', 't', 'CIF', 30, 25],
  [1, 4, 22500, 'CNY', 't', 'EXW', 10, 25],
] as const;

export async function writeCommerceDemo(tx: Tx, now: Date, daysAgo: (n: number) => Date): Promise<void> {
  // Requirements already there are someone's data (or an earlier seed's): leave the domain alone.
  const requirementTable = familyTable(purchaseRequirementResource);
  const existing = await tx.select({ id: requirementTable.id }).from(requirementTable).limit(1);
  if (existing.length > 0) return;
  const companies = familyTable(companyResource);
  const makers = await tx.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(5);
  if (makers.length < 5) return; // no demo makers: nothing to quote from
  const later = (n: number) => new Date(now.getTime() + n * 86_400_000);

  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx
    .insert(familyTable(settingKeyResource))
    .values({
      key: EXCHANGE_RATES_SETTING,
      value: 'USD=7.10; EUR=7.70; JPY=0.047; GBP=9.00; HKD=0.91',
      description: '比价汇率：1 单位外币折合人民币（演示值，请按当日汇率更新）',
      is_public: false,
    })
    .onConflictDoNothing();

  const requirementIds: number[] = [];
  for (const [i, r] of requirements.entries()) {
    const quoted = quotes.filter(([index]) => index === i).length;
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    const [row] = await tx
      .insert(requirementTable)
      .values({
        title: `${DEMO_MARK}${r.title}`,
        buyer: r.buyer,
        contact: '',
        grade: r.grade,
        specification: r.grade ? '' : '长玻纤增强 PP，LGF30，汽车仪表板骨架用，需提供 UL 黄卡',
        quantity: r.quantity,
        unit: r.unit,
        target_price: r.target,
        currency: r.currency,
        region: r.region,
        deadline: day(later(14 + i * 7)),
        status: quoted ? RequirementStatus.quoting : RequirementStatus.open,
        created_at: daysAgo(12 - i),
        updated_at: daysAgo(3 - i),
      })
      .returning({ id: requirementTable.id });
    if (row) requirementIds.push(row.id);
  }

  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(tableOf(priceQuoteResource.key)).values(
    quotes.map(([r, m, price, currency, unit, incoterm, days, valid], i) => ({
      requirement_id: requirementIds[r],
      supplier_id: makers[m]?.id,
      grade: requirements[r]?.grade ?? '',
      price,
      currency,
      unit,
      incoterm,
      delivery_days: days,
      valid_until: day(later(valid)),
      status: QuoteStatus.submitted,
      remark: '',
      created_at: daysAgo(6 - i / 2),
      updated_at: daysAgo(6 - i / 2),
    })),
  );

  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(familyTable(purchaseLinkResource)).values([
    {
      title: `${DEMO_MARK}某汽车零部件公司 2027 年度工程塑料集中采购公告`,
      url: 'https://example.com/tender/2027-ep-001',
      source: '招标信息网（示例）',
      buyer: '某汽车零部件公司',
      published_on: day(daysAgo(4)),
      status: PurchaseLinkStatus.new,
      remark: '',
      created_at: daysAgo(4),
    },
    {
      title: `${DEMO_MARK}家电结构件用 PA66 GF30 询价`,
      url: 'https://example.com/rfq/pa66-gf30',
      source: '采购平台（示例）',
      buyer: '华东电器配件厂',
      published_on: day(daysAgo(12)),
      requirement_id: requirementIds[0],
      status: PurchaseLinkStatus.converted,
      remark: '已整理为采购需求',
      created_at: daysAgo(12),
    },
  ]);
}
