/**
 * Demo channel payments (/payment/wechat/count): 30 days of WeChat Pay, Alipay and bank payments for memberships,
 * datasheet reports and opportunities, the business ones settling the demo's recorded demand payments — one paid
 * short and one recorded without any channel payment, so the reconciliation has something to show. Amounts and
 * times come from a fixed sequence, so every start writes the same rows relative to its day.
 */
import {
  BusinessProposalStatus,
  ChannelPaymentPurpose,
  ChannelPaymentStatus,
  channelPaymentResource,
  demandPaymentResource,
  demandProposalResource,
} from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { DEMO_MARK } from './demo-data.ts';

const HOUR_MS = 3_600_000;

export async function writePaymentDemo(tx: Tx, daysAgo: (n: number) => Date): Promise<void> {
  const payments = familyTable(channelPaymentResource);
  if ((await tx.select({ id: payments.id }).from(payments).limit(1)).length > 0) return;
  const proposals = familyTable(demandProposalResource);
  const [accepted] = await tx
    .select({ id: proposals.id })
    .from(proposals)
    .where(eq(proposals.status, BusinessProposalStatus.accepted))
    .orderBy(asc(proposals.id))
    .limit(1);
  const recorded = familyTable(demandPaymentResource);
  // raw write (this whole function): demo rows loaded at the first start by no admin (no history, a bulk load)
  if (accepted) {
    await tx.insert(recorded).values(
      [
        {
          reference: 'DEMO-WX-0002',
          amount: 8600,
          channel: 'wechat' as const,
          day: 9,
          note: '改性 PP 试模款',
        },
        {
          reference: 'DEMO-WX-0003',
          amount: 5200,
          channel: 'wechat' as const,
          day: 5,
          note: 'PC/ABS 样品款',
        },
        {
          reference: 'DEMO-AL-0004',
          amount: 3100,
          channel: 'alipay' as const,
          day: 3,
          note: '阻燃 PBT 认证费',
        },
      ].map(({ day, note, ...row }) => ({
        ...row,
        proposal_id: accepted.id,
        currency: 'CNY' as const,
        paid_at: daysAgo(day),
        note: `${DEMO_MARK}${note}`,
      })),
    );
  }
  const existing = await tx
    .select({
      id: recorded.id,
      reference: recorded.reference,
      amount: recorded.amount,
      paid_at: recorded.paid_at,
      channel: recorded.channel,
    })
    .from(recorded)
    .orderBy(asc(recorded.id));
  const rows: (typeof payments.$inferInsert)[] = [];
  // The business payments: each recorded one settled, except the Alipay one; DEMO-WX-0003 paid 200 short.
  for (const pay of existing) {
    if (pay.reference === 'DEMO-AL-0004') continue;
    const amount = pay.amount - (pay.reference === 'DEMO-WX-0003' ? 200 : 0);
    rows.push({
      channel: pay.channel,
      trade_no: `${pay.channel === 'wechat' ? '4200' : pay.channel === 'alipay' ? '2026' : 'BK'}${String(pay.id).padStart(8, '0')}${pay.reference.replace(/\D/g, '')}`,
      amount,
      currency: 'CNY' as const,
      status: ChannelPaymentStatus.success,
      purpose: ChannelPaymentPurpose.demand,
      paid_at: new Date((pay.paid_at ?? daysAgo(1)).getTime() + 5 * 60_000),
      demand_payment_id: pay.id,
      payer: '演示企业',
      note: `${DEMO_MARK}对应 ${pay.reference}`,
    });
  }
  // Memberships and reports over 30 days: a fixed pseudo-random sequence (the same rows on every start).
  let seed = 20260301;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const plans = [
    { purpose: ChannelPaymentPurpose.membership, amount: 199, note: '月度会员' },
    { purpose: ChannelPaymentPurpose.membership, amount: 999, note: '年度会员' },
    { purpose: ChannelPaymentPurpose.report, amount: 49.9, note: '物性对比报告' },
    { purpose: ChannelPaymentPurpose.report, amount: 19.9, note: 'PDF 物性表下载包' },
  ];
  for (let day = 29; day >= 0; day--) {
    const count = 1 + Math.floor(next() * 4);
    for (let k = 0; k < count; k++) {
      const plan = plans[Math.floor(next() * plans.length)] ?? plans[0];
      const roll = next();
      const channel = roll < 0.7 ? 'wechat' : roll < 0.95 ? 'alipay' : 'bank';
      const status = next() < 0.06 ? ChannelPaymentStatus.refunded : ChannelPaymentStatus.success;
      rows.push({
        channel,
        trade_no: `${channel === 'wechat' ? '4200' : channel === 'alipay' ? '2026' : 'BK'}D${day}K${k}${Math.floor(next() * 1e8)}`,
        amount: plan?.amount ?? 199,
        currency: 'CNY' as const,
        status,
        purpose: plan?.purpose ?? ChannelPaymentPurpose.membership,
        paid_at: new Date(daysAgo(day).getTime() - Math.floor(next() * 10) * HOUR_MS),
        payer: `用户 ${1000 + Math.floor(next() * 9000)}`,
        note: `${DEMO_MARK}${plan?.note ?? ''}`,
      });
    }
  }
  await tx.insert(payments).values(rows);
}
