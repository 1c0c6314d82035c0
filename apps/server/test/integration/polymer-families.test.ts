/**
 * Material names understood everywhere (issue 36), through HTTP on the demo catalogue: the 材料名称 library is
 * seeded from the contract's table; the global search reads a family typed by any of its names (聚丙烯,
 * polypropylene, 尼龙66, nylon 66) as all of them, so the demo's PP and PA66 sheets — whose rows say "PP" and
 * "PA66" — are found, with news and demands of the family; a synonym staff add takes effect at once and is audited;
 * the parametric search filters by a family named any way, a parent family taking its children.
 */
import {
  polymerFamilies,
  type ResourcePage,
  type ResourceRow,
  type SearchAnswer,
  type SmartResult,
  searchEndpoints,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let root: string;

async function search(key: string): Promise<SearchAnswer> {
  const url = `/api${searchEndpoints.globalSearch.path}?key=${encodeURIComponent(key)}`;
  const { body } = await t.call<SearchAnswer>(root, { url });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}
const hitsOf = (answer: SearchAnswer, kind: string) => answer.groups.find((g) => g.kind === kind)?.hits ?? [];
/** The category a sheet hit names: the last part of its subtitle (DSNO · maker · category). */
const categoryOf = (subtitle: string) => subtitle.split(' · ').at(-1) ?? '';

async function family(code: string): Promise<ResourceRow> {
  const { body } = await t.call<ResourcePage>(root, {
    url: `/api/v1_polymer_family/list?code=${encodeURIComponent(code)}&size=50`,
  });
  expect(body.code, body.msg).toBe(0);
  const row = body.data.list.find((r) => r.code === code);
  if (!row) throw new Error(`no family ${code}`);
  return row;
}

async function smart(query: object) {
  const { body } = await t.call<SmartResult>(root, {
    method: 'POST',
    url: '/api/ds/smart/search',
    payload: { size: 100, ...query },
  });
  return body;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  root = await t.login();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the polymer family library', () => {
  it('holds the contract table, HDPE under PE, PA66 under PA', async () => {
    const { body } = await t.call<ResourcePage>(root, { url: '/api/v1_polymer_family/list?size=100' });
    expect(body.data.total).toBe(polymerFamilies.length);
    const pe = await family('PE');
    expect((await family('HDPE')).parent_id).toBe(pe.id);
    expect((await family('PA66')).parent_id).toBe((await family('PA')).id);
    expect(String((await family('PA66')).aliases)).toContain('nylon 66');
  });
});

describe('the global search by material name', () => {
  it('finds the demo PP sheets, news and demands from 聚丙烯 and polypropylene, which no row spells', async () => {
    for (const key of ['聚丙烯', 'polypropylene']) {
      const answer = await search(key);
      const sheets = hitsOf(answer, 'datasheet');
      expect(sheets.length, key).toBeGreaterThan(0);
      expect(sheets.map((h) => categoryOf(h.subtitle))).toContain('PP');
      // The family's other names are marked where they stand.
      const pp = sheets.find((h) => categoryOf(h.subtitle) === 'PP');
      expect(pp?.subtitle_marks.length).toBeGreaterThan(0);
      expect(hitsOf(answer, 'news').length, `${key}: news`).toBeGreaterThan(0);
      expect(hitsOf(answer, 'demand').length, `${key}: demands`).toBeGreaterThan(0);
    }
  });

  it('finds the demo PA66 sheets from 尼龙66, 聚酰胺66 and nylon 66, and not the PA6 ones', async () => {
    for (const key of ['尼龙66', '聚酰胺66', 'nylon 66', 'PA 66']) {
      const sheets = hitsOf(await search(key), 'datasheet');
      const categories = new Set(sheets.map((h) => categoryOf(h.subtitle)));
      expect(categories.has('PA66'), key).toBe(true);
      expect(categories.has('PA6'), key).toBe(false);
    }
  });

  it('keeps the other words of the query: 聚丙烯 with a maker word narrows the sheets', async () => {
    const all = await search('聚丙烯');
    const some = hitsOf(all, 'datasheet')[0];
    const maker = some?.subtitle.split(' · ')[1] ?? '';
    const narrowed = hitsOf(await search(`聚丙烯 ${maker}`), 'datasheet');
    expect(narrowed.length).toBeGreaterThan(0);
    for (const hit of narrowed) expect(hit.subtitle).toContain(maker);
  });

  it('takes a synonym staff add at once, and audits the edit', async () => {
    expect(hitsOf(await search('丙纶'), 'datasheet')).toEqual([]);
    const pp = await family('PP');
    const { body } = await t.call<ResourceRow>(root, {
      method: 'POST',
      url: '/api/v1_polymer_family/update',
      payload: { id: pp.id, aliases: `${String(pp.aliases)}\n丙纶`, updated_at: pp.updated_at },
    });
    expect(body.code, body.msg).toBe(0);
    const sheets = hitsOf(await search('丙纶'), 'datasheet');
    expect(sheets.map((h) => categoryOf(h.subtitle))).toContain('PP');
    const audit = await t.call<ResourcePage>(root, {
      url: `/api/system/audit/list?family=polymer_family&row_id=${pp.id}&size=10`,
    });
    expect(audit.body.data.list.map((entry) => entry.action)).toContain('update');
  });
});

describe('the parametric search by material name', () => {
  it('filters by a family named any way; a parent (尼龙) takes its children; an unknown name is refused', async () => {
    for (const name of ['聚丙烯', 'PP', 'polypropylene']) {
      const answer = await smart({ family: name });
      expect(answer.code, answer.msg).toBe(0);
      expect(answer.data.total, name).toBeGreaterThan(0);
      expect(new Set(answer.data.rows.map((row) => row.category))).toEqual(new Set(['PP']));
    }
    // The demo's polyamides: PA6 and PA66 sheets under 尼龙 (PA), and nothing else.
    const pa = await smart({ family: '尼龙' });
    const categories = new Set(pa.data.rows.map((row) => row.category));
    expect(categories.has('PA6') && categories.has('PA66')).toBe(true);
    for (const category of categories) expect(['PA6', 'PA66', 'PA12', 'PPA']).toContain(category);
    const unknown = await smart({ family: '不存在的材料' });
    expect(unknown.code).toBe(2);
    expect(unknown.msg).toContain('不存在的材料');
  });
});
