/**
 * Demo SaaS clients (issue 21): enterprises on each plan (one trial expired), their users (each enterprise with an
 * active super user) and supply offers, some waiting for review. Each enterprise is tied to a demo company.
 */
import {
  SaasPlan,
  SupplyCheckStatus,
  saasEnterpriseResource,
  saasSupplyCheckResource,
  saasUserResource,
} from '@console/contract';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { DEMO_MARK } from './demo-data.ts';

const enterprises = [
  {
    name: '华东汽车零部件有限公司',
    plan: SaasPlan.professional,
    seats: 20,
    valid: 200,
    contact: '张工',
    phone: '021-5888 1234',
  },
  {
    name: '深圳精密电子有限公司',
    plan: SaasPlan.standard,
    seats: 10,
    valid: 90,
    contact: '陈经理',
    phone: '0755-2345 6789',
  },
  {
    name: '长春汽车内饰件厂',
    plan: SaasPlan.trial,
    seats: 3,
    valid: -5,
    contact: '王采购',
    phone: '0431-8123 4567',
  },
];

/** Writes the SaaS clients, the n-th tied to the n-th of `companyIds`; answers the n-th enterprise's id. */
export async function writeSaasDemo(
  tx: Tx,
  daysAgo: (n: number) => Date,
  companyIds: readonly number[],
): Promise<(i: number) => number> {
  const day = (n: number) => daysAgo(-n).toISOString().slice(0, 10);
  // raw write (this whole function): demo rows loaded at the first start by no admin (no history, a bulk load)
  const enterpriseTable = familyTable(saasEnterpriseResource);
  const enterpriseRows = await tx
    .insert(enterpriseTable)
    .values(
      enterprises.map((e, i) => ({
        name: `${DEMO_MARK}${e.name}`,
        company_id: companyIds[i] ?? null,
        plan: e.plan,
        seats: e.seats,
        valid_until: day(e.valid),
        contact_name: e.contact,
        contact_phone: e.phone,
        created_at: daysAgo(120 - i * 30),
      })),
    )
    .returning({ id: enterpriseTable.id });
  const enterpriseId = (i: number) => enterpriseRows[i]?.id ?? 0;

  await tx.insert(familyTable(saasUserResource)).values([
    {
      enterprise_id: enterpriseId(0),
      name: '张工',
      phone: '139 1600 1234',
      job_title: '采购总监',
      is_super: true,
    },
    { enterprise_id: enterpriseId(0), name: '李娜', phone: '139 1600 5678', job_title: '材料工程师' },
    {
      enterprise_id: enterpriseId(0),
      name: '周强',
      phone: '139 1600 9012',
      job_title: '质量工程师',
      is_active: false,
    },
    {
      enterprise_id: enterpriseId(1),
      name: '陈经理',
      phone: '137 2468 1357',
      job_title: '供应链经理',
      is_super: true,
    },
    { enterprise_id: enterpriseId(1), name: '黄敏', phone: '137 2468 2468', job_title: '研发工程师' },
    {
      enterprise_id: enterpriseId(2),
      name: '王采购',
      phone: '135 0431 1111',
      job_title: '采购',
      is_super: true,
    },
  ]);

  await tx.insert(familyTable(saasSupplyCheckResource)).values([
    {
      enterprise_id: enterpriseId(0),
      product_name: '玻纤增强尼龙',
      grade: 'PA66 GF30 HS',
      price: 26.8,
      quantity: '50 吨',
      valid_until: day(30),
      status: SupplyCheckStatus.waiting,
      created_at: daysAgo(2),
    },
    {
      enterprise_id: enterpriseId(1),
      product_name: '无卤阻燃 PC/ABS',
      grade: 'FR3010',
      price: 30.5,
      quantity: '20 吨',
      valid_until: day(20),
      status: SupplyCheckStatus.waiting,
      created_at: daysAgo(1),
    },
    {
      enterprise_id: enterpriseId(1),
      product_name: '高光 ABS',
      grade: 'HG-0760',
      price: 15.2,
      quantity: '100 吨',
      valid_until: day(45),
      status: SupplyCheckStatus.approved,
      checked_at: daysAgo(5),
      created_at: daysAgo(8),
    },
    {
      enterprise_id: enterpriseId(2),
      product_name: '长玻纤 PP',
      grade: 'LGF40-B',
      price: 17.9,
      quantity: '30 吨',
      valid_until: day(-3),
      status: SupplyCheckStatus.rejected,
      reject_reason: '报价已过期',
      checked_at: daysAgo(4),
      created_at: daysAgo(9),
    },
  ]);
  return enterpriseId;
}
