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
