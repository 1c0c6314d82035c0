/**
 * E-mail campaigns and channel payments (issue 23) through HTTP, the mail written as `.eml` files (no SMTP):
 * a test message, a campaign sent in batches with its progress, its reads counted from the tracking image in the
 * read log, an unsubscribe link honoured by the next campaign (the files prove who got mail); and the payments
 * per day equal to a sum over the rows, the reconciliation naming each disagreement with the demands' payments.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CampaignProgress,
  CampaignStatus,
  channelPaymentResource,
  demandPaymentResource,
  demandProposalResource,
  demandResource,
  emailCampaignRecipientResource,
  emailCampaignResource,
  emailEndpoints,
  type PaymentDay,
  paymentEndpoints,
  RecipientStatus,
  type Reconciliation,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  TagType,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { limitedAdmin } from './limited-admin.ts';

let t: TestApp;
let token: string;
let dataDir: string;

async function post<T = ResourceRow>(url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
async function get<T = ResourceRow>(url: string) {
  return (await t.call<T>(token, { url: `/api${url}` })).body;
}
async function added(base: string, values: object): Promise<number> {
  const answer = await post(`${base}/add`, values);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.id;
}
async function list(base: string, query: string): Promise<ResourceRow[]> {
  return (await get<ResourcePage>(`${base}/list?${query}&size=100`)).data.list;
}

/** The `.eml` files written so far, each with its recipient and its whole text (quoted-printable undone). */
async function outbox(): Promise<{ file: string; to: string; subject: string; text: string }[]> {
  const folder = join(dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(folder, file), 'utf8');
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return {
        file,
        to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
        text,
      };
    }),
  );
}

/** Polls the campaign's progress (what the screen does) until the sender stopped. */
async function finished(id: number): Promise<CampaignProgress> {
  for (let i = 0; i < 400; i++) {
    const { data } = await get<CampaignProgress>(`${emailEndpoints.progress.path}?id=${id}`);
    if (data.status !== CampaignStatus.sending) return data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`campaign ${id} still sending`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'email-payment-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir }, build: { logger: { level: 'error' } } });
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('e-mail campaigns', () => {
  it('test send, batches with progress, reads logged, and an unsubscribed user gets no later mail', async () => {
    const tag = await added('/tags', { name: '改性料客户', type: TagType.USER });
    const users: Record<string, number> = {};
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      users[name] = await added('/user', {
        name: `用户${name}`,
        email: `${name}@example.com`,
        region: '浙江',
      });
    }
    users.none = await added('/user', { name: '无邮箱用户' });
    users.off = await added('/user', { name: '停用用户', email: 'off@example.com', enabled: false });
    for (const name of ['a', 'b', 'c', 'd', 'none', 'off']) {
      await added('/tags/binding', { tag_id: tag, target_type: TagType.USER, target_id: users[name] });
    }

    // A filter the user list does not declare is refused when saved.
    const bad = await post(`${emailCampaignResource.base}/add`, {
      name: '坏筛选',
      subject: 's',
      content: '<p>x</p>',
      user_filter: { password: 'x' },
    });
    expect(bad.code).toBe(ResultCode.invalid);

    const campaign = await added(emailCampaignResource.base, {
      name: '新品推荐',
      subject: 'PA66-GF30 新牌号上线',
      content: '<p>您好，<strong>PA66-GF30</strong> 新牌号已上线。</p><script>alert(1)</script>',
      tag_id: tag,
      batch_size: 2,
    });
    const preview = await get<{ html: string; audience: Record<string, number> }>(
      `${emailEndpoints.preview.path}?id=${campaign}`,
    );
    expect(preview.code, preview.msg).toBe(0);
    // Sanitised as the engine's rich text is; the footer's unsubscribe link shown.
    expect(preview.data.html).toContain('<strong>PA66-GF30</strong>');
    expect(preview.data.html).not.toContain('<script');
    expect(preview.data.html).toContain('退订');
    expect(preview.data.audience).toEqual({ matched: 5, without_email: 1, unsubscribed: 0, will_send: 4 });

    const test = await post<{ location: string }>(emailEndpoints.testSend.path, {
      id: campaign,
      to: 'ops@example.com',
    });
    expect(test.code, test.msg).toBe(0);
    const afterTest = await outbox();
    expect(afterTest.map((m) => m.to)).toEqual(['ops@example.com']);
    expect(afterTest[0]?.text).toContain('PA66-GF30');

    const sent = await post<{ audience: { will_send: number } }>(emailEndpoints.send.path, { id: campaign });
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data.audience.will_send).toBe(4);
    // Sent once: a second send is refused by the workflow, naming the state.
    expect((await post(emailEndpoints.send.path, { id: campaign })).code).toBe(ResultCode.conflict);
    const progress = await finished(campaign);
    expect(progress).toMatchObject({
      status: CampaignStatus.sent,
      total: 4,
      sent: 4,
      pending: 0,
      batches: 2,
    });
    const recipients = await list(emailCampaignRecipientResource.base, `campaign_id=${campaign}&sort=id`);
    expect(recipients.map((r) => [r.email, r.status, r.batch])).toEqual([
      ['a@example.com', RecipientStatus.sent, 1],
      ['b@example.com', RecipientStatus.sent, 1],
      ['c@example.com', RecipientStatus.sent, 2],
      ['d@example.com', RecipientStatus.sent, 2],
    ]);
    // The token of the unsubscribe link is never listed.
    expect(recipients[0]).not.toHaveProperty('unsubscribe_token');
    const row = (await get(`${emailCampaignResource.base}/get?id=${campaign}`)).data;
    expect(row).toMatchObject({ recipient_count: 4, sent_count: 4, status: CampaignStatus.sent });
    // A sent campaign is no draft any more: not changed.
    expect((await post(`${emailCampaignResource.base}/update`, { id: campaign, name: '改名' })).code).toBe(
      ResultCode.conflict,
    );

    const mails = (await outbox()).filter((m) => m.to !== 'ops@example.com');
    expect(mails.map((m) => m.to).sort()).toEqual(['a', 'b', 'c', 'd'].map((n) => `${n}@example.com`));
    const mailOf = (name: string) => mails.find((m) => m.to === `${name}@example.com`)?.text ?? '';
    expect(mailOf('a')).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // a opens the mail: its image is fetched, the read log counts it, and so does the campaign's progress.
    const image = /\/mail\/read\/([a-f0-9]{32})\.gif/.exec(mailOf('a'))?.[0];
    expect(image).toBeTruthy();
    expect((await t.app.inject({ url: String(image) })).statusCode).toBe(200);
    expect((await finished(campaign)).read).toBe(1);
    const log = await list('/user/email_read_log', `user_id=${users.a}&purpose=campaign`);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ read_count: 1, recipient: 'a@example.com' });

    // b unsubscribes through the link of their mail: a page to confirm, then the POST a mail client sends too.
    const link = /https?:\/\/[^/\s"]+(\/mail\/unsubscribe\/[a-f0-9]{32})/.exec(mailOf('b'))?.[1];
    expect(link).toBeTruthy();
    const confirm = await t.app.inject({ url: String(link) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('b@example.com');
    const done = await t.app.inject({
      method: 'POST',
      url: String(link),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('已退订');
    expect((await t.app.inject({ url: `/mail/unsubscribe/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect(await list('/email/unsubscribe', `user_id=${users.b}`)).toHaveLength(1);

    // The next campaign to the same tag skips b: no file is written to b, the skip is recorded and counted.
    const second = await added(emailCampaignResource.base, {
      name: '第二封',
      subject: '二月行情',
      content: '<p>二月改性料行情</p>',
      tag_id: tag,
      user_filter: { region: '浙江' },
    });
    const before = new Set((await outbox()).map((m) => m.file));
    const again = await post<{ audience: Record<string, number> }>(emailEndpoints.send.path, { id: second });
    expect(again.code, again.msg).toBe(0);
    expect(again.data.audience).toMatchObject({ will_send: 3, unsubscribed: 1 });
    expect(await finished(second)).toMatchObject({ status: CampaignStatus.sent, sent: 3, skipped: 1 });
    const fresh = (await outbox()).filter((m) => !before.has(m.file));
    expect(fresh.map((m) => m.to).sort()).toEqual(['a@example.com', 'c@example.com', 'd@example.com']);
    expect((await get(`${emailCampaignResource.base}/get?id=${second}`)).data).toMatchObject({
      skipped_count: 1,
      sent_count: 3,
    });
  });

  it('refuses a campaign filtered by contact data to an admin without "view contact": its counts would tell', async () => {
    await added('/user', { name: '手机用户', phone: '13900001111', email: 'phone@example.com' });
    const byPhone = await added(emailCampaignResource.base, {
      name: '按手机筛选',
      subject: 's',
      content: '<p>x</p>',
      user_filter: { phone: '1390000' },
    });
    const preview = `/api${emailEndpoints.preview.path}?id=${byPhone}`;
    const sender = await limitedAdmin(t, token, 'campaign-sender', [
      emailEndpoints.preview.path,
      `POST ${emailEndpoints.send.path}`,
    ]);
    const refused = (await t.call(sender, { url: preview })).body;
    expect(refused.code).toBe(ResultCode.forbidden);
    expect(refused.msg).toContain('查看联系方式');
    const send = {
      method: 'POST' as const,
      url: `/api${emailEndpoints.send.path}`,
      payload: { id: byPhone },
    };
    expect((await t.call(sender, send)).body.code).toBe(ResultCode.forbidden);
    expect((await get(`${emailCampaignResource.base}/get?id=${byPhone}`)).data).toMatchObject({
      status: CampaignStatus.draft,
    });

    const allowed = await limitedAdmin(t, token, 'campaign-contact', [
      emailEndpoints.preview.path,
      '/user/contact',
    ]);
    const counted = (await t.call<{ audience: Record<string, number> }>(allowed, { url: preview })).body;
    expect(counted.code, counted.msg).toBe(0);
    expect(counted.data.audience.matched).toBe(1);
  });
});

describe('channel payments', () => {
  it('per-day totals equal a sum over the rows, and the reconciliation names each disagreement', async () => {
    const first = await added('/v2_demand/second_classification', { name: '一级 付款' });
    const second = await added('/v2_demand/second_classification', { name: '二级', parent_id: first });
    const demand = await added(demandResource.base, { title: '求购 PA66', content: '求购 PA66-GF30' });
    expect(
      (
        await post(`${demandResource.base}/approve`, {
          id: demand,
          first_classification_id: first,
          second_classification_id: second,
        })
      ).code,
    ).toBe(0);
    const company = await added('/v1_company', { name_zh: '付款测试企业' });
    const proposal = await added(demandProposalResource.base, {
      demand_id: demand,
      direction: 'business',
      company_id: company,
      title: '供货方案',
    });
    expect((await post(`${demandProposalResource.base}/accept`, { id: proposal })).code).toBe(0);
    // China-time noon of 2026-03-0N.
    const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour - 8)).toISOString();
    const recorded = (reference: string, amount: number, channel: string, day: number) =>
      added(demandPaymentResource.base, {
        proposal_id: proposal,
        amount,
        currency: 'CNY',
        channel,
        paid_at: at(day),
        reference,
      });
    const matched = await recorded('R-OK', 1000, 'wechat', 2);
    const short = await recorded('R-SHORT', 800, 'wechat', 3);
    await recorded('R-MISSING', 300, 'alipay', 3);
    const base = channelPaymentResource.base;
    const pay = (trade_no: string, values: object) =>
      added(base, { trade_no, currency: 'CNY', purpose: 'demand', status: 'success', ...values });
    await pay('WX-1', { channel: 'wechat', amount: 1000, paid_at: at(2), demand_payment_id: matched });
    await pay('WX-2', { channel: 'wechat', amount: 750, paid_at: at(3), demand_payment_id: short });
    await pay('WX-3', { channel: 'wechat', amount: 99.5, paid_at: at(3, 1), purpose: 'membership' });
    await pay('WX-4', { channel: 'wechat', amount: 66, paid_at: at(3, 23) });
    await pay('AL-1', { channel: 'alipay', amount: 120.25, paid_at: at(4) });
    await pay('WX-R', { channel: 'wechat', amount: 500, paid_at: at(4), status: 'refunded' });
    await pay('WX-OUT', { channel: 'wechat', amount: 9, paid_at: at(8) });

    const { data, code, msg } = await get<{ rows: PaymentDay[]; totals: Record<string, number> }>(
      `${paymentEndpoints.daily.path}?from=2026-03-01&to=2026-03-05`,
    );
    expect(code, msg).toBe(0);
    expect(data.rows.map((r) => r.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
    // Brute force over the rows as listed: successful ones, by China-time day and channel.
    const all = await list(base, 'sort=id');
    const day = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const row of data.rows) {
      const ofDay = all.filter((p) => p.status === 'success' && day(String(p.paid_at)) === row.day);
      const sum = (rows: ResourceRow[]) =>
        Math.round(rows.reduce((s, p) => s + Number(p.amount), 0) * 100) / 100;
      expect(row).toMatchObject({
        payments: ofDay.length,
        amount: sum(ofDay),
        wechat: sum(ofDay.filter((p) => p.channel === 'wechat')),
        alipay: sum(ofDay.filter((p) => p.channel === 'alipay')),
      });
    }
    expect(data.totals).toMatchObject({ payments: 5, amount: 2035.75, wechat: 1915.5, alipay: 120.25 });

    const { data: check } = await get<Reconciliation>(
      `${paymentEndpoints.reconcile.path}?from=2026-03-01&to=2026-03-05`,
    );
    const kinds = check.rows.map((r) => [r.kind, r.reference ?? r.trade_nos]);
    expect(kinds).toEqual([
      ['amount', 'R-SHORT'],
      ['missing', 'R-MISSING'],
      ['unlinked', 'WX-4'],
      ['unlinked', 'AL-1'],
    ]);
    expect(check.rows[0]).toMatchObject({ recorded_amount: 800, channel_amount: 750 });
    expect(check).toMatchObject({ recorded: 3, recorded_amount: 2100 });
    // Outside the range: nothing of it.
    const { data: later } = await get<Reconciliation>(
      `${paymentEndpoints.reconcile.path}?from=2026-03-06&to=2026-03-10`,
    );
    expect(later.rows.map((r) => r.trade_nos)).toEqual(['WX-OUT']);
    // A range backwards is refused.
    expect((await get(`${paymentEndpoints.daily.path}?from=2026-03-05&to=2026-03-01`)).code).toBe(
      ResultCode.invalid,
    );
  });
});
