/**
 * The figures of /payment/wechat/count: successful channel payments per China-time day and channel, and their
 * reconciliation against the payments recorded on demands (`demand_payment`): each recorded payment with the
 * successful channel payments settling it (missing, another amount, another channel), and the business channel
 * payments settling none.
 */
import {
  ChannelPaymentPurpose,
  ChannelPaymentStatus,
  type PaymentDay,
  paymentChannels,
  type ReconcileRow,
  type Reconciliation,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/index.ts';
import { ANALYTICS_TIME_ZONE as TZ } from '../analytics/events.ts';

interface Range {
  from: string;
  to: string;
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

/** Every day of the range (empty days zero), and the range's totals. */
export async function paymentDays(
  db: Db,
  { from, to }: Range,
): Promise<{ rows: PaymentDay[]; totals: Record<string, number> }> {
  const perChannel = sql.join(
    paymentChannels.map(
      (channel) =>
        sql`coalesce(sum(p.amount) FILTER (WHERE p.channel = ${channel}), 0) AS ${sql.identifier(channel)}`,
    ),
    sql`, `,
  );
  // A sum of numeric amounts arrives as a string (node-postgres and PGlite alike): cents() reads it.
  const raw = await queryRows<{ day: string; payments: number } & Record<string, unknown>>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, ${perChannel},
        coalesce(sum(p.amount), 0) AS amount, count(p.id)::int AS payments
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
      LEFT JOIN channel_payment p ON p.status = ${ChannelPaymentStatus.success}
        AND p.paid_at >= (d.day::timestamp AT TIME ZONE ${TZ})
        AND p.paid_at < ((d.day + interval '1 day')::timestamp AT TIME ZONE ${TZ})
      GROUP BY d.day ORDER BY d.day`,
  );
  const keys = [...paymentChannels, 'amount'];
  const rows = raw.map((row) => {
    const day: PaymentDay = { day: row.day, payments: row.payments };
    for (const key of keys) day[key] = cents(row[key]);
    return day;
  });
  const totals: Record<string, number> = { payments: 0 };
  for (const key of keys) totals[key] = 0;
  for (const row of rows) {
    for (const key of [...keys, 'payments']) totals[key] = cents((totals[key] ?? 0) + Number(row[key]));
  }
  return { rows, totals };
}

/** `amount` and `settled` are numeric: strings as the drivers hand them over, read by cents() or Number(). */
interface Paired {
  id: number;
  reference: string;
  amount: string;
  channel: string;
  paid_at: Date | string;
  settled: string | null;
  channels: string | null;
  trade_nos: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function reconcile(db: Db, { from, to }: Range): Promise<Reconciliation> {
  const start = sql`(${from}::date::timestamp AT TIME ZONE ${TZ})`;
  const end = sql`((${to}::date + 1)::timestamp AT TIME ZONE ${TZ})`;
  const paid = sql`channel_payment.status = ${ChannelPaymentStatus.success}`;
  const recorded = await queryRows<Paired>(
    db,
    sql`WITH settled AS (
        SELECT demand_payment_id, sum(amount) AS amount, min(paid_at) AS paid_at,
          string_agg(DISTINCT channel, ',') AS channels, string_agg(trade_no, ',' ORDER BY trade_no) AS trade_nos
        FROM channel_payment WHERE ${paid} AND demand_payment_id IS NOT NULL GROUP BY demand_payment_id)
      SELECT r.id, r.reference, r.amount, r.channel, r.paid_at,
        s.amount AS settled, s.channels, s.trade_nos
      FROM demand_payment r LEFT JOIN settled s ON s.demand_payment_id = r.id
      WHERE (r.paid_at >= ${start} AND r.paid_at < ${end}) OR (s.paid_at >= ${start} AND s.paid_at < ${end})
      ORDER BY r.paid_at, r.id`,
  );
  const unlinked = await queryRows<{
    amount: string;
    channel: string;
    trade_no: string;
    paid_at: Date | string;
  }>(
    db,
    sql`SELECT amount, channel, trade_no, paid_at FROM channel_payment
      WHERE ${paid} AND purpose = ${ChannelPaymentPurpose.demand} AND demand_payment_id IS NULL
        AND paid_at >= ${start} AND paid_at < ${end}
      ORDER BY paid_at, id`,
  );
  const rows: ReconcileRow[] = [];
  let channelPayments = unlinked.length;
  let channelAmount = unlinked.reduce((sum, row) => sum + Number(row.amount), 0);
  for (const r of recorded) {
    const base = {
      demand_payment_id: r.id,
      reference: r.reference,
      recorded_amount: cents(r.amount),
      recorded_channel: r.channel,
      channel_amount: r.settled === null ? null : cents(r.settled),
      channel: r.channels,
      trade_nos: r.trade_nos,
      paid_at: iso(r.paid_at),
    };
    if (r.settled === null) {
      rows.push({ kind: 'missing', ...base });
      continue;
    }
    channelPayments += (r.trade_nos ?? '').split(',').filter(Boolean).length;
    channelAmount += Number(r.settled);
    if (Math.abs(cents(r.settled) - cents(r.amount)) >= 0.01) rows.push({ kind: 'amount', ...base });
    if ((r.channels ?? '').split(',').some((channel) => channel !== r.channel))
      rows.push({ kind: 'channel', ...base });
  }
  for (const u of unlinked) {
    rows.push({
      kind: 'unlinked',
      demand_payment_id: null,
      reference: null,
      recorded_amount: null,
      recorded_channel: null,
      channel_amount: cents(u.amount),
      channel: u.channel,
      trade_nos: u.trade_no,
      paid_at: iso(u.paid_at),
    });
  }
  return {
    recorded: recorded.length,
    channel_payments: channelPayments,
    recorded_amount: cents(recorded.reduce((sum, r) => sum + Number(r.amount), 0)),
    channel_amount: cents(channelAmount),
    rows,
  };
}
