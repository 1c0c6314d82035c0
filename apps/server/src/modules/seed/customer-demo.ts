/**
 * Demo business cards: a few kept cards, some linked to the demo companies, and scanned cards waiting to be
 * checked — two of them the same people as kept cards (one by a phone written another way, one by the e-mail
 * in another case), the others new. Left alone when cards already exist.
 */
import {
  businessCardCacheResource,
  businessCardResource,
  CardCacheStatus,
  companyResource,
} from '@console/contract';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { DEMO_MARK } from './demo-data.ts';

const remark = `${DEMO_MARK}演示名片`;

const demoCards = [
  {
    name: '王建国',
    title: '采购经理',
    mobile: '138 0013 8000',
    office_phone: '020-8888 1234',
    email: 'wang.jg@huanan-plastics.cn',
    wechat: 'wangjg_hn',
    address: '广州市黄埔区开发大道 188 号',
    source: 'exhibition',
  },
  {
    name: '李敏',
    title: '技术支持工程师',
    mobile: '139 1234 5678',
    office_phone: '',
    email: 'min.li@europoly.de',
    wechat: '',
    address: '上海市浦东新区张江路 88 号',
    source: 'manual',
  },
  {
    name: '陈志强',
    title: '销售总监',
    mobile: '137 2468 1357',
    office_phone: '0755-2345 6789',
    email: 'chen.zq@szresin.com',
    wechat: 'chenzq',
    address: '深圳市宝安区福永街道',
    source: 'scan',
  },
];

const demoScans = [
  // The same person as 王建国: the mobile written with +86 and dashes.
  {
    name: '王建国',
    company: '华南塑化集团',
    title: '采购部经理',
    mobile: '+86-138-0013-8000',
    office_phone: '',
    email: '',
    wechat: 'wangjg_hn',
    address: '',
    remark: '2026 塑料展 A 馆',
  },
  // The same person as 李敏: the e-mail in capitals.
  {
    name: 'Min Li',
    company: 'Euro Polymers GmbH',
    title: 'Application Engineer',
    mobile: '',
    office_phone: '+49 69 1234 5678',
    email: 'MIN.LI@EUROPOLY.DE',
    wechat: 'minli_de',
    address: 'Frankfurt am Main',
    remark: '',
  },
  {
    name: '赵海涛',
    company: '宁波甬华改性材料',
    title: '总经理',
    mobile: '135 8888 6666',
    office_phone: '0574-8765 4321',
    email: 'zhao.ht@yonghua-mat.cn',
    wechat: 'zhaoht',
    address: '宁波市北仑区',
    remark: '',
  },
  {
    name: '刘芳',
    company: '苏州精密注塑',
    title: '研发工程师',
    mobile: '186 0512 3344',
    office_phone: '',
    email: 'liufang@sz-precision.com',
    wechat: '',
    address: '苏州工业园区',
    remark: '',
  },
];

export async function writeCustomerDemo(tx: Tx, daysAgo: (n: number) => Date): Promise<void> {
  const cards = familyTable(businessCardResource);
  // Cards already there are someone's data (or an earlier seed's): leave the domain alone.
  const existing = await tx.select({ id: cards.id }).from(cards).limit(1);
  if (existing.length > 0) return;
  const companies = familyTable(companyResource);
  const linked = await tx
    .select({ id: companies.id, name: companies.name_zh })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(demoCards.length);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(cards).values(
    demoCards.map((card, i) => ({
      ...card,
      // The demo companies carry the demo mark; a card shows the company as printed on it.
      company: (linked[i]?.name ?? '华南塑化').replace(DEMO_MARK, ''),
      company_id: linked[i]?.id ?? null,
      remark,
      created_at: daysAgo(30 - i * 5),
      updated_at: daysAgo(10 - i * 2),
    })),
  );
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(familyTable(businessCardCacheResource)).values(
    demoScans.map((scan, i) => ({
      ...scan,
      remark: scan.remark === '' ? remark : `${remark}：${scan.remark}`,
      status: CardCacheStatus.waiting,
      created_at: daysAgo(4 - i),
      updated_at: daysAgo(4 - i),
    })),
  );
}
