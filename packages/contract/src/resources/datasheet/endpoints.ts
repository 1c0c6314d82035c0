/**
 * The datasheet domain's calls beyond the engine's generic ones, declared once (see `endpoint.ts`): method,
 * path (relative to `/api`), input and answer. The server serves each through `serve`, the web app calls it
 * through `call` (or `download` for a file), and the OpenAPI document describes it from the same schemas.
 */
import { z } from 'zod';
import { endpoint, fileEndpoint, pathsOf } from '../../endpoint.ts';
import { rowSchemaOf } from '../row-schema.ts';
import { CACHE_MAP_KINDS, cacheApproveAllBody } from './cache.ts';
import {
  cacheDiffSchema,
  cacheReviewSchema,
  chemicalMatrixSchema,
  compareDataSchema,
  headerValuesSchema,
  importProgressSchema,
  importReportSchema,
  librariesSchema,
  originSuggestionsSchema,
  priceSeriesSchema,
  similarDataSchema,
  smartOptionsSchema,
  smartResultSchema,
  smartUnitsViewSchema,
  ulSuggestionsSchema,
} from './endpoint-schemas.ts';
import { ACCESS_REASON_MAX, AccessRequestState, accessRequestResource } from './families/access.ts';
import { DSNO_PATTERN, datasheetResource } from './families/datasheet.ts';
import { flagJudgingSchema } from './flag-judging.ts';
import { headerValuesQuerySchema } from './header-values.ts';
import { IMPORT_PROGRESS_ID } from './import.ts';
import { priceMatchBody } from './paths.ts';
import { smartQuerySchema } from './search.ts';
import { smartOrderSchema, smartUnitsSaveSchema } from './smart-options.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const none = z.strictObject({});
const id = z.number().int().positive();
const idQuery = z.strictObject({ id: z.coerce.number().int().positive() });
const count = z.number().int().nonnegative();
const updated = z.object({ updated: count });

/** Most sheets one comparison (and its export) loads: only a bound of one request. */
export const MAX_COMPARED = 200;
/** Most sheets one rows export holds (about 40 rows each: a few hundred thousand rows). */
export const MAX_ROWS_EXPORT_SHEETS = 10_000;

/** `A,B,C`: DSNOs, each checked, duplicates dropped, in the order given. */
const dsnoList = z
  .string()
  .transform((raw) => [
    ...new Set(
      raw
        .split(',')
        .map((word) => word.trim().toUpperCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string())
      .min(1)
      .max(MAX_COMPARED)
      .superRefine((dsnos, ctx) => {
        const bad = dsnos.filter((dsno) => !DSNO_PATTERN.test(dsno));
        if (bad.length === 0) return;
        const list = bad.slice(0, 5).join(', ') + (bad.length > 5 ? ' …' : '');
        ctx.addIssue({
          code: 'custom',
          message: `not a DSNO: ${list}`,
          params: {
            zh: `不是有效的 DSNO（应为 DS 加 8 位数字）：${list}`,
            en: `not a DSNO (DS and 8 digits): ${list}`,
          },
        });
      }),
  );

/** `1,2,3`: ids, duplicates dropped. */
const idList = (most: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${most - 1}}$`), `1 to ${most} comma-separated ids`)
    .transform((text) => [...new Set(text.split(',').map(Number))]);

const originSuggest = (path: string, zh: string, en: string) =>
  endpoint({
    method: 'GET',
    path,
    name: { zh: `${zh}建议`, en: `Suggestions for ${en}` },
    input: z.strictObject({ ids: idList(200) }),
    output: originSuggestionsSchema,
  });
const originMap = (path: string, zh: string, en: string) =>
  endpoint({
    method: 'POST',
    path,
    name: { zh: `${zh}批量映射`, en: `Map ${en}` },
    input: z.strictObject({ ids: z.array(id).min(1).max(1000), target_id: id }),
    output: updated,
  });

export const datasheetEndpoints = {
  /** Every enabled row of the libraries a grid names, compact: the editor, detail and compare resolve ids. */
  libraries: endpoint({
    method: 'GET',
    path: '/ds/libraries',
    name: { zh: '物性库', en: 'Datasheet libraries' },
    input: none,
    output: librariesSchema,
  }),
  /** The sheets with their grids, in the order asked, and the DSNOs not found. */
  compare: endpoint({
    method: 'GET',
    path: '/ds/compare',
    name: { zh: '物性对比', en: 'Compare datasheets' },
    input: z.strictObject({ dsno: dsnoList }),
    output: compareDataSchema,
  }),
  compareExport: fileEndpoint({
    method: 'GET',
    path: '/ds/compare/export',
    name: { zh: '物性对比导出', en: 'Export a comparison' },
    input: z.object({ dsno: dsnoList, system: z.enum(['si', 'imperial']).default('si') }),
    file: XLSX,
  }),
  /**
   * The sheets' property rows as an xlsx in the import layout: the sheets `ids`, else those the datasheet
   * list's filters (its query parameters) select.
   */
  rowsExport: fileEndpoint({
    method: 'GET',
    path: '/ds/export_rows',
    name: { zh: '导出物性行', en: "Export sheets' property rows" },
    input: z.looseObject({
      ids: z
        .string()
        .regex(/^\d+(,\d+)*$/, 'ids are comma-separated numbers')
        .transform((text) => [...new Set(text.split(',').map(Number))])
        .pipe(z.array(z.number().int().positive()).max(MAX_ROWS_EXPORT_SHEETS))
        .optional(),
    }),
    file: XLSX,
  }),
  /** The sheet rendered as a PDF document. */
  pdf: fileEndpoint({
    method: 'GET',
    path: '/ds/pdf',
    name: { zh: '物性表 PDF', en: 'A datasheet as PDF' },
    input: idQuery,
    file: 'application/pdf',
  }),
  byDsno: endpoint({
    method: 'GET',
    path: '/ds/get_by_dsno',
    name: { zh: '按 DSNO 查物性表', en: 'A datasheet by DSNO' },
    input: z.strictObject({ dsno: z.string().regex(DSNO_PATTERN, 'a DSNO such as DS00000001') }),
    output: rowSchemaOf(datasheetResource),
  }),
  /** Folds the fillers `from_ids` into `into_id`, re-pointing every sheet (spec §7 "Combine filler"). */
  combineFiller: endpoint({
    method: 'POST',
    path: '/system/combine/filler',
    name: { zh: '合并填充物', en: 'Combine fillers' },
    input: z
      .strictObject({ into_id: id, from_ids: z.array(id).min(1).max(100) })
      .refine((body) => !body.from_ids.includes(body.into_id), {
        message: 'into_id may not be one of from_ids',
        path: ['from_ids'],
      }),
    output: z.object({ sheets: count, removed: count }),
  }),
  headerOriginSuggest: originSuggest('/v1_header/origin/suggest', '原始表头', 'raw headers'),
  headerOriginMap: originMap('/v1_header/origin/map', '原始表头', 'raw headers'),
  standardOriginSuggest: originSuggest('/v1_standard/origin/suggest', '原始标准', 'raw standards'),
  standardOriginMap: originMap('/v1_standard/origin/map', '原始标准', 'raw standards'),
  companyOriginSuggest: originSuggest('/v1_company/origin/suggest', '原始企业', 'raw company names'),
  companyOriginMap: originMap('/v1_company/origin/map', '原始企业', 'raw company names'),
  metricOriginSuggest: originSuggest('/ds/metric/origin/suggest', '原始单位', 'raw units'),
  metricOriginMap: originMap('/ds/metric/origin/map', '原始单位', 'raw units'),
  /** Ratings as items × families or sheets (`category_id`, `ds_id`: up to 40 each). */
  chemicalMatrix: endpoint({
    method: 'GET',
    path: '/v1_chemicals/matrix',
    name: { zh: '耐化学性矩阵', en: 'Chemical resistance matrix' },
    input: z.strictObject({
      class_id: z.coerce.number().int().positive().optional(),
      item_id: z.coerce.number().int().positive().optional(),
      category_id: idList(40).optional(),
      ds_id: idList(40).optional(),
      grade: z.string().trim().min(1).max(8).optional(),
      condition: z.string().max(100).optional(),
    }),
    output: chemicalMatrixSchema,
  }),
  /** Multipart (field `file`, xlsx, CSV or a maker's PDF datasheet); `dry_run=1`: the report only; `progress`: an id to ask after. */
  cacheImport: endpoint({
    method: 'POST',
    path: '/ds/cache/import',
    name: { zh: '导入物性表', en: 'Import datasheets' },
    input: z.object({
      dry_run: z.enum(['0', '1']).default('1'),
      progress: z.string().regex(IMPORT_PROGRESS_ID, 'progress is 8–64 letters, digits or dashes').optional(),
    }),
    output: importReportSchema,
    upload: { field: 'file', accept: [XLSX, 'text/csv', 'application/pdf'] },
  }),
  /** Rows read so far of the import sent with `progress`; null before the first batch or when unknown. */
  cacheImportProgress: endpoint({
    method: 'GET',
    path: '/ds/cache/import_progress',
    name: { zh: '导入进度', en: 'Import progress' },
    input: z.object({ progress: z.string().regex(IMPORT_PROGRESS_ID) }),
    output: importProgressSchema,
  }),
  cacheReview: endpoint({
    method: 'GET',
    path: '/ds/cache/review',
    name: { zh: '待审核数据检查', en: 'Check a pending sheet' },
    input: idQuery,
    output: cacheReviewSchema,
  }),
  /** The raw spelling means this canonical row, in this sheet and every later import. */
  cacheMap: endpoint({
    method: 'POST',
    path: '/ds/cache/map',
    name: { zh: '待审核数据映射', en: 'Map a pending spelling' },
    input: z.strictObject({
      kind: z.enum(CACHE_MAP_KINDS),
      raw: z.string().trim().min(1).max(200),
      target_id: id,
    }),
    output: z.object({ sheets: count }),
  }),
  /** Approves (the declared `approve` transition) the pending sheets named, or all, that pass every check. */
  cacheApproveAll: endpoint({
    method: 'POST',
    path: '/ds/cache/approve_all',
    name: { zh: '待审核数据批量通过', en: 'Approve pending sheets' },
    input: cacheApproveAllBody,
    output: z.object({ approved: z.array(id), skipped: z.array(id) }),
  }),
  cacheDiff: endpoint({
    method: 'GET',
    path: '/ds/cache/diff',
    name: { zh: '待审核数据差异', en: "A pending sheet's changes" },
    input: idQuery,
    output: cacheDiffSchema,
  }),
  /** The sheets matching a SmartQuery, sorted and paged, with the values each condition matched. */
  smartSearch: endpoint({
    method: 'POST',
    path: '/ds/smart/search',
    name: { zh: '物性参数搜索', en: 'Parametric search' },
    input: smartQuerySchema,
    output: smartResultSchema,
  }),
  /** What the search form offers: smart headers in their entries' order, the chosen units, presets. */
  smartOptions: endpoint({
    method: 'GET',
    path: '/ds/smart/options',
    name: { zh: '参数搜索选项', en: 'Parametric search options' },
    input: none,
    output: smartOptionsSchema,
  }),
  /** The smart header entries in this order (their `sort` renumbered, one transaction). */
  smartOrder: endpoint({
    method: 'POST',
    path: '/ds/smart/options/order',
    name: { zh: '搜索表头排序', en: 'Order the search headers' },
    input: smartOrderSchema,
    output: z.object({ ids: z.array(id) }),
  }),
  /** Every enabled metric with its offered choice, and the default system. */
  smartUnits: endpoint({
    method: 'GET',
    path: '/ds/smart/units',
    name: { zh: '搜索单位', en: 'Search units' },
    input: none,
    output: smartUnitsViewSchema,
  }),
  smartUnitsSave: endpoint({
    method: 'POST',
    path: '/ds/smart/units/save',
    name: { zh: '保存搜索单位', en: 'Save the search units' },
    input: smartUnitsSaveSchema,
    output: smartUnitsViewSchema,
  }),
  /** Companies, yellow cards and sheets a raw UL row may belong to, best first. */
  ulSuggest: endpoint({
    method: 'GET',
    path: '/ds/ul_data/suggest',
    name: { zh: 'UL 原始数据建议', en: 'Where a raw UL row belongs' },
    input: z.object({ id: z.coerce.number().int().positive() }),
    output: ulSuggestionsSchema,
  }),
  /** The row joins (or creates) a yellow card: without one, the card of its file number and designation. */
  ulMatch: endpoint({
    method: 'POST',
    path: '/ds/ul_data/match',
    name: { zh: 'UL 原始数据匹配', en: 'Match a raw UL row' },
    input: z.strictObject({ id, company_id: id, yellow_card_id: id.optional() }),
    output: z.object({ yellow_card_id: id, created: z.boolean() }),
  }),
  /** Every sheet's value of one header, with a summary. */
  headerValues: endpoint({
    method: 'GET',
    path: '/ds/item/header/values',
    name: { zh: '物性项表头取值', en: "A header's values" },
    input: headerValuesQuerySchema,
    output: headerValuesSchema,
  }),
  /** Other sheets ranked by their distance to sheet `id`. */
  similar: endpoint({
    method: 'GET',
    path: '/ds/similar',
    name: { zh: '相似牌号', en: 'Similar grades' },
    input: z.strictObject({
      id: z.coerce.number().int().positive(),
      scope: z.enum(['category', 'all']).default('category'),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    output: similarDataSchema,
  }),
  /** A grade's prices over time, one series per supplier × currency × unit. */
  priceSeries: endpoint({
    method: 'GET',
    path: '/ds/price/series',
    name: { zh: '牌号价格走势', en: "A grade's prices" },
    input: z.strictObject({
      grade: z.string().trim().min(1).max(100),
      company_id: z.coerce.number().int().positive().optional(),
    }),
    output: priceSeriesSchema,
  }),
  /** Links prices without a sheet to the sheet of the same maker and grade. */
  priceMatch: endpoint({
    method: 'POST',
    path: '/ds/price/match',
    name: { zh: '价格匹配物性表', en: 'Match prices to datasheets' },
    input: priceMatchBody,
    output: z.object({ matched: count, unmatched: count }),
  }),
  /** The background judging of stored values: what is queued, how far the running task is, the last one done. */
  valueFlagJudging: endpoint({
    method: 'GET',
    path: '/ds/value_flag/judging',
    name: { zh: '可疑数值判断进度', en: 'Flag judging progress' },
    input: none,
    output: flagJudgingSchema,
  }),
  /** Approve or reject a pending access request; a rejection must say why. */
  authorityDecide: endpoint({
    method: 'POST',
    path: '/ds/authority/decide',
    name: { zh: '物性权限审批', en: 'Decide an access request' },
    input: z
      .strictObject({
        id,
        decision: z.enum([AccessRequestState.approved, AccessRequestState.rejected]),
        reason: z.string().trim().max(ACCESS_REASON_MAX).default(''),
      })
      .refine((body) => body.decision !== 'rejected' || body.reason.length > 0, {
        message: 'a rejection needs a reason',
        path: ['reason'],
      }),
    output: rowSchemaOf(accessRequestResource),
  }),
} as const;

/** The domain's paths by the same keys (what names a route without calling it: the access records). */
export const datasheetPaths = pathsOf(datasheetEndpoints);
