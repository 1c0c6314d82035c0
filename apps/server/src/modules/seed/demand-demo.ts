/**
 * Demo demands and their business and SaaS clients (issue 21): a two-level classification, demands in every state
 * (some waiting for review, some on the shelf, one with an overdue follow-up), proposals to the business side and
 * to customers with a payment, the SaaS clients (saas-demo.ts), and messages to site users about a demand. Linked
 * to the demo companies and, when they exist, the demo site users. Left alone when demands already exist. The
 * SaaS and personal proposals the top bar counts are proposal-demo.ts's.
 */
import {
  BusinessProposalStatus,
  companyResource,
  DemandStatus,
  demandClassificationResource,
  demandFollowResource,
  demandPaymentResource,
  demandProposalResource,
  demandResource,
  siteUserResource,
  UserMessageKind,
  userMessageResource,
} from '@console/contract';
import { asc } from 'drizzle-orm';
import { adminUser } from '../../db/schema/index.ts';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { DEMO_MARK } from './demo-data.ts';
import { writeSaasDemo } from './saas-demo.ts';

const classes = [
  { name: '塑料原料', children: ['工程塑料', '通用塑料', '改性塑料'] },
  { name: '加工服务', children: ['注塑加工', '挤出加工'] },
  { name: '技术服务', children: ['选材咨询', '检测认证'] },
];

const { waiting, approved, rejected, closed } = DemandStatus;

/** [title, content, company, material, quantity, budget, status, first class, second class, mode] */
const demands = [
  [
    '求购 PA66 GF30 进气歧管料',
    '进气歧管用 PA66 GF30，要求耐乙二醇水解，热变形温度 ≥ 240 ℃，需提供 UL 黄卡。',
    '华东汽车零部件',
    'PA66 GF30',
    '20 吨/月',
    '≤ 28 元/kg',
    approved,
    0,
    0,
    'purchase',
  ],
  [
    '家电外壳无卤阻燃 PC/ABS',
    '空调面板无卤阻燃 PC/ABS，UL94 V-0 @1.5 mm，缺口冲击 ≥ 40 kJ/m²。',
    '深圳精密电子',
    'PC/ABS FR',
    '8 吨/月',
    '面议',
    approved,
    0,
    2,
    'purchase',
  ],
  [
    '寻找 PP 长玻纤仪表板骨架料',
    '仪表板骨架用 PP LGF40，需与现用进口牌号对比翘曲与低温冲击。',
    '长春汽车内饰件厂',
    'PP LGF40',
    '30 吨/月',
    '≤ 18 元/kg',
    approved,
    0,
    2,
    'development',
  ],
  [
    '医疗耗材 PC 注塑代工',
    '一次性医疗器械外壳，PC 透明件，需洁净车间与 ISO 13485。',
    '杭州医疗耗材',
    'PC 医疗级',
    '50 万件/年',
    '按件计价',
    waiting,
    1,
    3,
    'processing',
  ],
  [
    'POM 齿轮耐磨改性咨询',
    '打印机齿轮磨损偏快，考虑 POM 加 PTFE 或硅酮改性，希望有工程师上门。',
    '苏州办公设备',
    'POM',
    '试样 50 kg',
    '咨询费另议',
    waiting,
    2,
    5,
    'technical',
  ],
  [
    'PBT 光纤套管料检测',
    '三家 PBT 套管料的结晶速度与耐水解对比检测。',
    '武汉光通信材料',
    'PBT',
    '3 个样品',
    '≤ 8000 元',
    waiting,
    2,
    6,
    'technical',
  ],
  [
    '低价回收料求购',
    '求购各种回收料，价格越低越好。',
    '某贸易商',
    '回收料',
    '不限',
    '越低越好',
    rejected,
    0,
    1,
    'purchase',
  ],
  [
    'ABS 电镀级牌号（已采购）',
    '卫浴面板电镀件，已确认供应商。',
    '厦门卫浴配件',
    'ABS 电镀级',
    '5 吨/月',
    '已成交',
    closed,
    0,
    0,
    'purchase',
  ],
] as const;

export async function writeDemandDemo(tx: Tx, daysAgo: (n: number) => Date): Promise<void> {
  const demand = familyTable(demandResource);
  if ((await tx.select({ id: demand.id }).from(demand).limit(1)).length > 0) return;
  const day = (n: number) => daysAgo(-n).toISOString().slice(0, 10);
  const companies = familyTable(companyResource);
  const companyIds = (
    await tx.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(4)
  ).map((row) => row.id);
  const users = familyTable(siteUserResource);
  const userIds = (await tx.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(6)).map(
    (row) => row.id,
  );
  const userAt = (i: number) => userIds[i % Math.max(userIds.length, 1)] ?? null;
  const [admin] = await tx.select({ id: adminUser.id }).from(adminUser).orderBy(asc(adminUser.id)).limit(1);
  const adminId = admin?.id ?? null;

  // raw write (this whole function): demo rows loaded at the first start by no admin (no history, a bulk load)
  const classTable = familyTable(demandClassificationResource);
  const seconds: number[] = [];
  const firsts: number[] = [];
  for (const [i, c] of classes.entries()) {
    const [first] = await tx
      .insert(classTable)
      .values({ name: c.name, sort: i })
      .returning({ id: classTable.id });
    if (!first) continue;
    firsts.push(first.id);
    const rows = await tx
      .insert(classTable)
      .values(c.children.map((name, j) => ({ name, parent_id: first.id, sort: j })))
      .returning({ id: classTable.id });
    seconds.push(...rows.map((row) => row.id));
  }
  const classOfSecond = (n: number) => firsts[n < 3 ? 0 : n < 5 ? 1 : 2] ?? null;

  const demandRows = await tx
    .insert(demand)
    .values(
      demands.map(([title, content, company, material, quantity, budget, status, , second, mode], i) => ({
        title: `${DEMO_MARK}${title}`,
        content,
        company_name: `演示·${company}`,
        material,
        quantity,
        budget,
        status,
        user_id: userAt(i),
        first_classification_id: status === waiting ? null : classOfSecond(second),
        second_classification_id: status === waiting ? null : (seconds[second] ?? null),
        cooperation_mode: mode,
        points: status === approved ? 20 + i * 10 : 0,
        is_top: i === 0,
        on_shelf: status === approved,
        can_proposal: status === approved,
        need_proposal: i === 1,
        can_show_to_customer: status === approved,
        is_featured: i === 0 || i === 2,
        shelf_order: status === approved ? i + 1 : 0,
        reject_reason: status === rejected ? '需求描述过于笼统，未说明材料与用量' : '',
        close_reason: status === closed ? '用户已完成采购' : '',
        checked_at: status === waiting ? null : daysAgo(10 - i),
        // The overdue follow-up below: the demand shows its date as past.
        next_follow_date: i === 0 ? day(-2) : i === 1 ? day(5) : null,
        created_at: daysAgo(20 - i * 2),
        updated_at: daysAgo(10 - i),
      })),
    )
    .returning({ id: demand.id });
  const demandId = (i: number) => demandRows[i]?.id ?? 0;

  // The first admin follows the demands up (seeded in the same transaction, before the demo rows).
  if (adminId !== null) {
    await tx.insert(familyTable(demandFollowResource)).values([
      {
        demand_id: demandId(0),
        owner_id: adminId,
        next_date: day(-2),
        note: '已发送三家 PA66 GF30 样品资料，待客户确认试模时间。',
        created_at: daysAgo(6),
      },
      {
        demand_id: demandId(1),
        owner_id: adminId,
        next_date: day(5),
        note: '客户要求补充 V-0 @1.0 mm 的黄卡，已联系供应商。',
        created_at: daysAgo(3),
      },
      {
        demand_id: demandId(0),
        owner_id: adminId,
        next_date: day(-9),
        note: '首次电话沟通，确认月用量与目标价。',
        done: true,
        created_at: daysAgo(12),
      },
    ]);
  }

  const proposals = familyTable(demandProposalResource);
  const proposalRows = await tx
    .insert(proposals)
    .values([
      {
        demand_id: demandId(0),
        direction: 'business',
        company_id: companyIds[0] ?? null,
        title: `${DEMO_MARK}推荐国产 PA66 GF30 替代牌号`,
        content: '两款牌号耐水解性能达标，价格低约 12%。',
        amount: 26.5,
        currency: 'CNY',
        status: BusinessProposalStatus.accepted,
        decision_note: '商家同意供样',
        decided_at: daysAgo(4),
        created_at: daysAgo(7),
      },
      {
        demand_id: demandId(0),
        direction: 'customer',
        user_id: userAt(0),
        title: `${DEMO_MARK}PA66 GF30 选型对比表`,
        content: '附三家牌号物性对比与报价。',
        amount: 27.8,
        currency: 'CNY',
        status: BusinessProposalStatus.waiting,
        created_at: daysAgo(2),
      },
      {
        demand_id: demandId(1),
        direction: 'business',
        company_id: companyIds[1] ?? null,
        title: `${DEMO_MARK}无卤阻燃 PC/ABS 供货方案`,
        content: '可提供 V-0 @1.5 mm 牌号，交期 15 天。',
        amount: 31,
        currency: 'CNY',
        status: BusinessProposalStatus.rejected,
        decision_note: '商家产能已满',
        decided_at: daysAgo(1),
        created_at: daysAgo(5),
      },
    ])
    .returning({ id: proposals.id });

  const enterpriseId = await writeSaasDemo(tx, daysAgo, companyIds);

  const acceptedProposal = proposalRows[0]?.id;
  if (acceptedProposal) {
    await tx.insert(familyTable(demandPaymentResource)).values({
      proposal_id: acceptedProposal,
      saas_enterprise_id: enterpriseId(0),
      amount: 13250,
      currency: 'CNY',
      channel: 'bank',
      paid_at: daysAgo(2),
      reference: 'DEMO-20260001',
      note: `${DEMO_MARK}首批 500 kg 样品款`,
    });
  }

  if (userIds.length > 0) {
    await tx.insert(familyTable(userMessageResource)).values(
      userIds.slice(0, 3).map((user_id, i) => ({
        user_id,
        title: `${DEMO_MARK}${demands[0][0]}`,
        content: '平台为您推荐一条新的采购需求，欢迎提交方案。',
        kind: UserMessageKind.demand,
        demand_id: demandId(0),
        is_read: i === 0,
        read_at: i === 0 ? daysAgo(1) : null,
        sent_by: adminId,
        created_at: daysAgo(3),
      })),
    );
  }
}
