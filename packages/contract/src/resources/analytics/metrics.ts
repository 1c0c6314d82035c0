/**
 * The analytics charts (issue 23), each declared once: the metric the server computes, the chart that draws
 * it and the columns of its table view. Every chart screen is this declaration plus a date range in the URL
 * (`?from=&to=`), so a route needs one line in `chartScreens` instead of a page of its own.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import type { EnumOption } from '../types.ts';

/** `kpi`: each row a figure card (its name, the range's figure, the total, the change on the period before). */
export type ChartKind = 'line' | 'bar' | 'funnel' | 'heatmap' | 'cohort' | 'pie' | 'kpi';

export interface MetricColumn {
  key: string;
  label: { zh: string; en: string };
  /** A number column is charted; `percent` is shown with a % sign. */
  kind?: 'text' | 'number' | 'percent';
  /** A column of codes: the name shown for each value (a user's source, a demand's status). */
  options?: readonly EnumOption[];
}

/** How a chart draws rows: a declared screen's (with its metric), or one a screen builds (the counting's). */
export interface ChartView {
  title: { zh: string; en: string };
  chart: ChartKind;
  /** The column along the x axis (the category); the number columns are the series. */
  x: string;
  /** Heat map: the column along y. */
  y?: string;
  columns: readonly MetricColumn[];
  /** Lines or bars stacked: the series are parts of one whole (users of each source in a region). */
  stacked?: boolean;
  /** What the figures mean, shown under the chart (a formula, its inputs). */
  note?: { zh: string; en: string };
}

/** A declared chart: the metric it draws. */
export interface ChartScreen extends ChartView {
  metric: MetricName;
}

export const metricNames = [
  'events_daily',
  'events_by_point',
  'page_events',
  'retention',
  'active_slot',
  'search_keywords',
  'session_searches',
  'supply_keywords',
  'top_sheets',
  'demand_funnel',
  'downloads_daily',
  'compare_pairs',
  'opportunity',
  'shares',
  'ai_usage',
  // The management dashboard (/analysis/dashborad): the platform's families and events.
  'platform_kpis',
  'platform_daily',
  'users_by_source',
  'demands_by_status',
] as const;
export type MetricName = (typeof metricNames)[number];

/**
 * Where each metric's figures come from (docs/architecture.md, Analytics): `rows` counts business rows
 * (downloads, shares, demands, proposals, users…) by SQL over those rows, so a chart and the list beside it
 * cannot disagree; `events` counts tracking events that have no row (page views, searches, sessions, compares,
 * contacts, AI questions), reported by the public site with a site key; `both` mixes the two, each column from
 * its own source (the score: views, compares and contacts from events, downloads and demands from rows).
 */
export type MetricSource = 'rows' | 'events' | 'both';
export const metricSources: Readonly<Record<MetricName, MetricSource>> = {
  events_daily: 'events',
  events_by_point: 'events',
  page_events: 'events',
  retention: 'events',
  active_slot: 'events',
  search_keywords: 'events',
  session_searches: 'events',
  supply_keywords: 'events',
  top_sheets: 'both',
  demand_funnel: 'rows',
  downloads_daily: 'rows',
  compare_pairs: 'events',
  opportunity: 'both',
  shares: 'rows',
  ai_usage: 'events',
  platform_kpis: 'both',
  platform_daily: 'rows',
  users_by_source: 'rows',
  demands_by_status: 'rows',
};

/**
 * The demand funnel's steps, each counted over the demands posted in the range (a demand at a step has
 * reached every step before it): posted, passed review (approved, or closed after approval), given a business
 * proposal, and with a proposal accepted.
 */
export const demandFunnelSteps = [
  { step: 'posted', name: { zh: '发布需求', en: 'Posted' } },
  { step: 'checked', name: { zh: '审核通过', en: 'Passed review' } },
  { step: 'proposal', name: { zh: '已有商机提案', en: 'Has a proposal' } },
  { step: 'business', name: { zh: '提案已接受', en: 'Proposal accepted' } },
] as const;

/** Days are China-time calendar days, both ends included; at most a year at once. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const metricInput = z
  .object({
    metric: z.enum(metricNames),
    from: day,
    to: day,
    /** session_searches: the session whose searches to list. */
    session: z.string().max(64).optional(),
  })
  .refine((input) => input.from <= input.to, { path: ['to'], message: 'to is before from' });
export type MetricInput = z.infer<typeof metricInput>;

export const metricAnswer = z.object({
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** How long the database took, in milliseconds (shown beside the chart). */
  ms: z.number(),
});
export type MetricAnswer = z.infer<typeof metricAnswer>;

export const metricEndpoints = {
  metric: endpoint({
    method: 'GET',
    path: '/data/metric',
    name: { zh: '数据分析指标', en: 'Analytics metric' },
    input: metricInput,
    output: metricAnswer,
  }),
};
