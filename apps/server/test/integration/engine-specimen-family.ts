/**
 * The specimen: a family with every field kind, declared here (outside the contract), and a test app whose
 * database also holds its tables, written from the declaration the way drizzle-kit writes a migration.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ResourceDef, resources } from '@console/contract';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../src/db/index.ts';
import { migrationSchema } from '../../src/db/migration-schema.ts';
import { addFamily } from '../../src/engine/families.ts';
import { createTestApp, type TestApp } from './harness.ts';

export const specimen = {
  key: 'specimen',
  table: 'specimen',
  base: '/test/specimen',
  label: { zh: '样品', en: 'Specimen' },
  titleField: 'code',
  defaultSort: { field: 'code', order: 'asc' },
  actions: ['add', 'update', 'del', 'export'],
  // Inspected once (passed or failed), tested again from either; only the server archives an inspected one.
  workflow: {
    field: 'state',
    transitions: [
      { name: 'pass', label: { zh: '合格', en: 'Pass' }, from: [0], to: 1 },
      { name: 'reject', label: { zh: '判不合格', en: 'Reject' }, from: [0], to: 2, danger: true },
      { name: 'retest', label: { zh: '重新检验', en: 'Test again' }, from: [1, 2], to: 0 },
      {
        name: 'archive',
        label: { zh: '封存', en: 'Archive' },
        from: [1, 2],
        to: 3,
        stamp: 'released_at',
        serverOnly: true,
      },
    ],
  },
  fields: [
    {
      name: 'code',
      kind: 'text',
      label: { zh: '编号', en: 'Code' },
      required: true,
      unique: true,
      max: 20,
      pattern: '^[A-Z0-9-]+$',
      filter: 'contains',
      sortable: true,
    },
    { name: 'body', kind: 'richText', label: { zh: '正文', en: 'Body' } },
    {
      name: 'density',
      kind: 'decimal',
      scale: 3,
      min: 0,
      max: 30,
      label: { zh: '密度', en: 'Density' },
      filter: 'range',
    },
    {
      name: 'grade',
      kind: 'enum',
      options: [
        { value: 'A', label: { zh: '甲', en: 'A' } },
        { value: 'B', label: { zh: '乙', en: 'B' } },
      ],
      label: { zh: '等级', en: 'Grade' },
      filter: 'enum',
    },
    {
      name: 'state',
      kind: 'enum',
      options: [
        { value: 0, label: { zh: '待检', en: 'Pending' } },
        { value: 1, label: { zh: '合格', en: 'Passed' } },
        { value: 2, label: { zh: '不合格', en: 'Failed' } },
        { value: 3, label: { zh: '已封存', en: 'Archived' } },
      ],
      default: 0,
      readOnly: true,
      label: { zh: '检验状态', en: 'Inspection' },
      filter: 'enum',
    },
    { name: 'tested_on', kind: 'date', label: { zh: '测试日期', en: 'Tested on' }, filter: 'dateRange' },
    {
      name: 'released_at',
      kind: 'datetime',
      label: { zh: '发布时间', en: 'Released' },
      filter: 'dateRange',
    },
    { name: 'photo', kind: 'image', label: { zh: '照片', en: 'Photo' } },
    {
      name: 'datasheet',
      kind: 'file',
      accept: ['application/pdf'],
      label: { zh: '物性表', en: 'Datasheet' },
    },
    { name: 'attachment', kind: 'file', label: { zh: '附件', en: 'Attachment' } },
    { name: 'extra', kind: 'json', label: { zh: '附加', en: 'Extra' } },
    {
      name: 'main_tag',
      kind: 'reference',
      target: 'tag',
      onTargetDelete: 'setNull',
      label: { zh: '主标签', en: 'Main tag' },
    },
    {
      name: 'tags',
      kind: 'multiReference',
      target: 'tag',
      onTargetDelete: 'unlink',
      label: { zh: '标签', en: 'Tags' },
    },
    {
      name: 'certifications',
      kind: 'multiReference',
      target: 'tag',
      label: { zh: '认证', en: 'Certifications' },
    },
    {
      name: 'properties',
      kind: 'children',
      max: 3,
      label: { zh: '属性', en: 'Properties' },
      fields: [
        { name: 'property', kind: 'text', label: { zh: '属性名', en: 'Property' }, required: true, max: 40 },
        { name: 'value', kind: 'decimal', label: { zh: '数值', en: 'Value' }, required: true },
        { name: 'unit', kind: 'text', label: { zh: '单位', en: 'Unit' }, max: 10 },
        { name: 'source', kind: 'reference', target: 'tag', label: { zh: '来源', en: 'Source' } },
        { name: 'chart', kind: 'image', accept: ['image/png'], label: { zh: '曲线', en: 'Chart' } },
      ],
    },
  ],
} as const satisfies ResourceDef;

/** What the committed migrations have built, as drizzle-kit recorded it. */
export function lastSnapshot() {
  const snapshots = readdirSync(join(migrationsFolder, 'meta'))
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();
  return JSON.parse(readFileSync(join(migrationsFolder, 'meta', snapshots.at(-1) as string), 'utf8'));
}

export interface SpecimenApp {
  t: TestApp;
  token: string;
  post<T>(url: string, payload: unknown): Promise<{ code: number; msg: string; data: T }>;
  get<T>(url: string): Promise<{ code: number; msg: string; data: T }>;
}

/** A test app logged in as the first admin, whose database also has the specimen's tables. */
export async function createSpecimenApp(): Promise<SpecimenApp> {
  addFamily(specimen);
  const t = await createTestApp();
  const statements = await generateMigration(
    lastSnapshot(),
    await generateDrizzleJson(migrationSchema([...Object.values(resources), specimen])),
  );
  for (const statement of statements) await t.db.execute(sql.raw(statement));
  const token = await t.login();
  return {
    t,
    token,
    post: async (url, payload) =>
      (await t.call(token, { method: 'POST', url: `/api${url}`, payload: payload as object })).body as never,
    get: async (url) => (await t.call(token, { method: 'GET', url: `/api${url}` })).body as never,
  };
}
