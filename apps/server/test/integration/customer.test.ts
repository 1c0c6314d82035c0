/**
 * Business cards through the API: a card with an unreadable e-mail is refused; a cached card's proposed
 * duplicates are the cards sharing a phone written any way (+86, spaces, dashes, the trunk 0) or the e-mail in
 * any case; a merge fills only the card's empty fields unless told to overwrite, and marks the cached card
 * merged; creating a card from a cached one is refused while a duplicate exists unless forced; a handled
 * cached card cannot be handled again; its state moves only by the declared transitions (merge, create,
 * discard, reopen), one winning when two admins handle it at once.
 */
import {
  CardCacheStatus,
  type CardDuplicates,
  phoneKey,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCustomerDemo } from '../../src/modules/seed/customer-demo.ts';
import { caller } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let wang: number;
let li: number;

const card = async (id: number) => (await api.get<ResourceRow>(`/customer/bcard/get?id=${id}`)).body.data;
const cached = async (id: number) =>
  (await api.get<ResourceRow>(`/customer/bcard/cache/get?id=${id}`)).body.data;
const duplicates = async (id: number) =>
  (await api.get<CardDuplicates>(`/customer/bcard/cache/duplicates?id=${id}`)).body;
const scan = (values: Record<string, unknown>) => api.add('/customer/bcard/cache', values);

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t, await t.login());
  wang = await api.add('/customer/bcard', {
    name: '王建国',
    company: '华南塑化',
    mobile: '138-0013-8000',
    office_phone: '020-8888 1234',
    email: 'Wang.JG@HuananPlastics.com',
  });
  li = await api.add('/customer/bcard', {
    name: '李敏',
    company: 'Euro Polymers',
    email: 'min.li@europoly.de',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('business cards', () => {
  it('refuses an e-mail that is not one', async () => {
    const { body } = await api.post('/customer/bcard/add', { name: '赵六', email: 'zhao at example' });
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toMatch(/邮箱|e-mail/i);
  });

  it('writes phones the same way before comparing them', () => {
    expect(phoneKey('+86 138 0013 8000')).toBe('13800138000');
    expect(phoneKey('0086-13800138000')).toBe('13800138000');
    expect(phoneKey('8613800138000')).toBe('13800138000');
    expect(phoneKey('+86 20 8888 1234')).toBe(phoneKey('020-88881234'));
    expect(phoneKey('12-34')).toBeNull();
  });

  it('proposes the cards sharing a phone written another way, either phone', async () => {
    const id = await scan({ name: '王建国', mobile: '+86 138 0013 8000' });
    const byMobile = await duplicates(id);
    expect(byMobile.code).toBe(0);
    expect(byMobile.data.duplicates.map((d) => [d.card.id, d.matched])).toEqual([[wang, ['mobile']]]);
    // The office number on the scanned card read into the mobile box still finds the card.
    const crossed = await scan({ name: '王工', mobile: '+86 (20) 8888-1234' });
    expect((await duplicates(crossed)).data.duplicates.map((d) => [d.card.id, d.matched])).toEqual([
      [wang, ['mobile']],
    ]);
    const unrelated = await scan({ name: '陌生人', mobile: '139 0000 0000', email: 'x@y.cn' });
    expect((await duplicates(unrelated)).data.duplicates).toEqual([]);
  });

  it('proposes the card with the same e-mail in another case', async () => {
    const id = await scan({ name: 'Min Li', email: '  MIN.LI@EuroPoly.DE ' });
    const found = await duplicates(id);
    expect(found.data.duplicates.map((d) => [d.card.id, d.matched])).toEqual([[li, ['email']]]);
    const counts = await api.get<Record<string, number>>(`/customer/bcard/cache/duplicate_counts?ids=${id}`);
    expect(counts.body.data).toEqual({ [id]: 1 });
  });

  it('merges by filling only empty fields, in one go marking the cached card merged', async () => {
    const id = await scan({
      name: '王建国',
      company: '华南塑化集团',
      title: '采购经理',
      mobile: '13800138000',
      wechat: 'wangjg',
      email: 'other@huanan.cn',
    });
    const { body } = await api.post('/customer/bcard/cache/merge', { id, card_id: wang });
    expect(body.code, body.msg).toBe(0);
    const after = await card(wang);
    expect(after.company).toBe('华南塑化');
    expect(after.email).toBe('Wang.JG@HuananPlastics.com');
    expect(after.title).toBe('采购经理');
    expect(after.wechat).toBe('wangjg');
    const handled = await cached(id);
    expect(handled.status).toBe(CardCacheStatus.merged);
    expect(handled.card_id).toBe(wang);

    const again = await api.post('/customer/bcard/cache/merge', { id, card_id: wang });
    expect(again.body.code).toBe(ResultCode.conflict);
  });

  it('overwrites the chosen fields, and refuses the whole merge when a value is not valid', async () => {
    const bad = await scan({ name: '王建国', company: '华南新材料', email: 'wang@@huanan' });
    const refused = await api.post('/customer/bcard/cache/merge', {
      id: bad,
      card_id: wang,
      fields: ['company', 'email'],
    });
    expect(refused.body.code).toBe(ResultCode.invalid);
    expect((await card(wang)).company).toBe('华南塑化');
    expect((await cached(bad)).status).toBe(CardCacheStatus.waiting);

    const good = await scan({ name: '王建国', company: '华南新材料', remark: '2026 展会' });
    const merged = await api.post('/customer/bcard/cache/merge', {
      id: good,
      card_id: wang,
      fields: ['company'],
    });
    expect(merged.body.code, merged.body.msg).toBe(0);
    const after = await card(wang);
    expect(after.company).toBe('华南新材料');
    expect(after.remark).toBe('2026 展会');
  });

  it('creates a card only when no duplicate exists, unless forced', async () => {
    const id = await scan({ name: '李敏', company: 'Euro Polymers GmbH', email: 'MIN.LI@europoly.de' });
    const refused = await api.post('/customer/bcard/cache/create', { id });
    expect(refused.body.code).toBe(ResultCode.conflict);
    expect(refused.body.msg).toContain('李敏');
    expect((await cached(id)).status).toBe(CardCacheStatus.waiting);

    const forced = await api.post('/customer/bcard/cache/create', { id, force: true });
    expect(forced.body.code, forced.body.msg).toBe(0);
    const created = forced.body.data;
    expect(created.id).not.toBe(li);
    expect(created.source).toBe('scan');
    expect(created.company).toBe('Euro Polymers GmbH');
    expect((await cached(id)).card_id).toBe(created.id);

    const fresh = await scan({ name: '周新', mobile: '137 1234 5678' });
    const plain = await api.post('/customer/bcard/cache/create', { id: fresh });
    expect(plain.body.code, plain.body.msg).toBe(0);
    expect(plain.body.data.mobile).toBe('137 1234 5678');
  });

  it('refuses to keep a cached card whose e-mail is not one', async () => {
    const id = await scan({ name: '钱七', email: 'qian(at)mail.cn' });
    const { body } = await api.post('/customer/bcard/cache/create', { id });
    expect(body.code).toBe(ResultCode.invalid);
    expect((await cached(id)).status).toBe(CardCacheStatus.waiting);
  });

  it('discards a waiting card and brings it back, through the declared transitions only', async () => {
    const id = await scan({ name: '孙八' });
    const discarded = await api.post('/customer/bcard/cache/discard', { ids: [id] });
    expect(discarded.body.code, discarded.body.msg).toBe(0);
    expect((await cached(id)).status).toBe(CardCacheStatus.discarded);
    // A discarded card is not merged; the refusal names its state.
    const merge = await api.post('/customer/bcard/cache/merge', { id, card_id: li });
    expect(merge.body.code).toBe(ResultCode.conflict);
    expect(merge.body.msg).toContain('已丢弃');
    expect((await api.post('/customer/bcard/cache/reopen', { id })).body.code).toBe(0);
    expect((await cached(id)).status).toBe(CardCacheStatus.waiting);
    // The generic status action is gone, and an edit does not move the state.
    expect((await api.post('/customer/bcard/cache/status', { ids: [id], status: 1 })).body.code).not.toBe(0);
    await api.post('/customer/bcard/cache/update', { id, name: '孙八八', status: CardCacheStatus.merged });
    expect((await cached(id)).status).toBe(CardCacheStatus.waiting);
    const history = await api.get<ResourcePage>(
      `/system/audit/list?family=business_card_cache&action=transition&size=50`,
    );
    expect(
      history.body.data.list
        .filter((r) => r.row_id === id)
        .map((r) => r.transition)
        .sort(),
    ).toEqual(['discard', 'reopen']);
  });

  it('two admins merging one cached card at once: one merge lands, the other changes nothing', async () => {
    const target = await api.add('/customer/bcard', { name: '吴九', company: '吴记' });
    const id = await scan({ name: '吴九', title: '总经理', wechat: 'wu9' });
    const answers = await Promise.all([
      api.post('/customer/bcard/cache/merge', { id, card_id: target }),
      api.post('/customer/bcard/cache/merge', { id, card_id: target, fields: ['title'] }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ResultCode.conflict].sort());
    expect(await cached(id)).toMatchObject({ status: CardCacheStatus.merged, card_id: target });
    const cardHistory = await api.get<ResourcePage>(`/system/audit/list?family=business_card&size=50`);
    expect(
      cardHistory.body.data.list.filter((r) => r.row_id === target && r.action === 'update'),
    ).toHaveLength(1);
    const cacheHistory = await api.get<ResourcePage>(
      `/system/audit/list?family=business_card_cache&transition=merge&size=50`,
    );
    expect(cacheHistory.body.data.list.filter((r) => r.row_id === id)).toHaveLength(1);
  });
});

describe('business-card demo rows', () => {
  it('propose two scanned cards as duplicates of kept ones, and are written once', async () => {
    const demo = await createTestApp();
    try {
      const demoApi = caller(demo, await demo.login());
      const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
      await demo.db.transaction((tx) => writeCustomerDemo(tx, daysAgo));
      await demo.db.transaction((tx) => writeCustomerDemo(tx, daysAgo));
      const kept = await demoApi.get<ResourcePage>('/customer/bcard/list?size=50');
      expect(kept.body.data.total).toBe(3);
      const scans = await demoApi.get<ResourcePage>('/customer/bcard/cache/list?size=50');
      const ids = scans.body.data.list.map((row) => row.id);
      expect(ids).toHaveLength(4);
      const counts = await demoApi.get<Record<string, number>>(
        `/customer/bcard/cache/duplicate_counts?ids=${ids.join(',')}`,
      );
      expect(Object.values(counts.body.data).sort()).toEqual([0, 0, 1, 1]);
    } finally {
      await demo.close();
    }
  });
});
