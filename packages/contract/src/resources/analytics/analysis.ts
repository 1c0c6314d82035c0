/**
 * The management analysis screens (issue 23, `/analysis`): the platform's key figures over a date range, the
 * counts of any declared family over time, and the platform's users broken down by the dimensions an admin
 * picks, with the views each admin saves. Every answer has the charts' shape (`metricAnswer`), so the one chart
 * engine of the web app draws, tabulates and exports them.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { updatedAtField } from '../common-fields.ts';
import type { EnumOption, ReferenceField, ResourceDef } from '../types.ts';
import { siteUserSourceOptions } from '../user/users.ts';
import { metricAnswer } from './metrics.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(DAY);

/** Days between two `YYYY-MM-DD` days, both ends counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The families the dashboard counts, by key, with the name of their figure. The events are the tracking
 * events (no family: the daily rollup).
 */
export const dashboardItems = [
  { value: 'site_user', label: { zh: '用户', en: 'Users' } },
  { value: 'demand', label: { zh: '需求', en: 'Demands' } },
  { value: 'proposal', label: { zh: '提案', en: 'Proposals' } },
  { value: 'datasheet', label: { zh: '物性表', en: 'Datasheets' } },
  { value: 'events', label: { zh: '埋点事件', en: 'Tracking events' } },
] as const satisfies readonly EnumOption[];
export const dashboardFamilies = ['site_user', 'demand', 'proposal', 'datasheet'] as const;

/**
 * When a row entered the platform, where it is not the row's `created_at`: an imported or synchronised user
 * registered before the console wrote the row.
 */
export const familyTimeField: Readonly<Record<string, string>> = { site_user: 'registered_at' };

// ---- Counting: any family's rows over time ----

export const countGrains = ['day', 'week', 'month'] as const;
export type CountGrain = (typeof countGrains)[number];
/** `added`: rows that entered in each period; `total`: rows held at each period's end. */
export const countMeasures = ['added', 'total'] as const;
export type CountMeasure = (typeof countMeasures)[number];
export const MAX_COUNTED_FAMILIES = 8;
/** Longest range by grain: a year of days, ten years of weeks or months. */
export const MAX_COUNT_DAYS: Readonly<Record<CountGrain, number>> = { day: 366, week: 3660, month: 3660 };

const familyKeys = z
  .string()
  .regex(/^[a-z][a-z0-9_]*(,[a-z][a-z0-9_]*)*$/, 'family keys separated by commas')
  .max(600);

export const familyCountInput = z
  .object({
    /** Family keys separated by commas (at most MAX_COUNTED_FAMILIES). */
    families: familyKeys,
    grain: z.enum(countGrains).default('day'),
    measure: z.enum(countMeasures).default('added'),
    from: day,
    to: day,
  })
  .refine((input) => input.from <= input.to, { path: ['to'], message: 'to is before from' })
  .refine((input) => daysInRange(input.from, input.to) <= MAX_COUNT_DAYS[input.grain], {
    path: ['from'],
    message: 'range too long for the grain (a year of days, ten years of weeks or months)',
  });

// ---- Custom user analysis ----

const yesNo = [
  { value: 'true', label: { zh: '是', en: 'Yes' }, color: 'green' },
  { value: 'false', label: { zh: '否', en: 'No' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export interface UserDimension {
  key: string;
  label: { zh: string; en: string };
  /** The values' names, when the value is a code. */
  options?: readonly EnumOption[];
}

/** What the platform's users may be broken down by (the server names the column or expression of each). */
export const userDimensions = [
  { key: 'source', label: { zh: '来源', en: 'Source' }, options: siteUserSourceOptions },
  { key: 'company_type', label: { zh: '公司类型', en: 'Company type' } },
  { key: 'region', label: { zh: '地区', en: 'Region' } },
  { key: 'job_title', label: { zh: '职位', en: 'Job title' } },
  { key: 'registered_month', label: { zh: '注册月份', en: 'Registration month' } },
  { key: 'verified', label: { zh: '已认证', en: 'Verified' }, options: yesNo },
  { key: 'is_client', label: { zh: '客户', en: 'Client' }, options: yesNo },
  { key: 'enabled', label: { zh: '账号启用', en: 'Account enabled' }, options: yesNo },
] as const satisfies readonly UserDimension[];
export type UserDimensionKey = (typeof userDimensions)[number]['key'];
export const userDimensionKeys = userDimensions.map((d) => d.key) as readonly UserDimensionKey[];
/** The value a dimension gives a user who left it empty. */
export const UNSET_DIMENSION = '';

const listOf = (values: readonly string[]) => new RegExp(`^(${values.join('|')})(,(${values.join('|')}))*$`);
const sourceValues = siteUserSourceOptions.map((o) => o.value);
const boolText = z.enum(['true', 'false']);

/**
 * A user analysis as the URL, the breakdown's query string and a saved view all hold it: flat strings, lists
 * separated by commas. The range is the users' registration days.
 */
export const userAnalysisParams = z
  .object({
    /** One or two of `userDimensionKeys`, separated by a comma. */
    dimensions: z
      .string()
      .regex(listOf(userDimensionKeys), 'one or two dimensions')
      .refine((value) => value.split(',').length <= 2, 'at most two dimensions'),
    source: z.string().regex(listOf(sourceValues)).optional(),
    verified: boolText.optional(),
    is_client: boolText.optional(),
    enabled: boolText.optional(),
    /** Users whose region contains this text. */
    region: z.string().trim().max(64).optional(),
    /** Users whose company type (canonical, else as typed) contains this text. */
    company_type: z.string().trim().max(64).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .strict();
export type UserAnalysisParams = z.infer<typeof userAnalysisParams>;

/** The admin a saved view belongs to; set by the server, never sent. */
const ownerField = {
  name: 'owner_id',
  kind: 'reference',
  target: 'admin_user',
  label: { zh: '所有者', en: 'Owner' },
  readOnly: true,
  hideInForm: true,
  onTargetDelete: 'cascade',
} as const satisfies ReferenceField;

/**
 * A custom user analysis an admin saved: its dimensions, filters and range. Each admin sees only their own
 * (`ownerField`); they are written through `analysisEndpoints.saveUserView`, which checks the query.
 */
export const analysisUserViewResource = {
  key: 'analysis_user_view',
  table: 'analysis_user_view',
  base: '/analysis/user_view',
  label: { zh: '用户分析视图', en: 'User analysis view' },
  titleField: 'name',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['del'],
  ownerField: 'owner_id',
  uniqueTogether: [['owner_id', 'name']],
  indexes: [['owner_id', 'updated_at', 'id']],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      min: 1,
      max: 64,
      list: true,
      filter: 'contains',
    },
    ownerField,
    { name: 'query', kind: 'json', label: { zh: '查询', en: 'Query' }, required: true, list: true },
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const analysisEndpoints = {
  familyCount: endpoint({
    method: 'GET',
    path: '/analysis/count',
    name: { zh: '计数统计', en: 'Family counts over time' },
    input: familyCountInput,
    /** Rows `{period, <family key>: count, …}`, one per day, week (its Monday) or month (`YYYY-MM`). */
    output: metricAnswer,
  }),
  userBreakdown: endpoint({
    method: 'GET',
    path: '/analysis/user/breakdown',
    name: { zh: '自定义用户分析', en: 'Custom user analysis' },
    input: userAnalysisParams,
    /** Rows `{<dimension>: value, …, users}`, largest first; `total`: the users matching the filters. */
    output: metricAnswer.extend({ total: z.number().int() }),
  }),
  saveUserView: endpoint({
    method: 'POST',
    path: '/analysis/user_view/save',
    name: { zh: '保存用户分析视图', en: 'Save a user analysis view' },
    input: z.object({
      /** The admin's own view to overwrite; absent: a new view. */
      id: z.number().int().positive().optional(),
      name: z.string().trim().min(1).max(64),
      query: userAnalysisParams,
    }),
    output: z.object({ id: z.number().int(), name: z.string() }),
  }),
};
