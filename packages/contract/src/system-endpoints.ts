/**
 * The console's own calls beside the families', declared once (see `endpoint.ts`): health and readiness, the
 * top bar's counters and the dashboard, the menu records and public settings the shell reads, the remote
 * cache's keys, tag bindings in bulk, the backup record, uploads and the OpenAPI document itself. Paths are
 * `apiPaths`' (api.ts).
 */
import { z } from 'zod';
import { apiPaths } from './api.ts';
import type { DashboardOverview, ProposalCounters } from './counters.ts';
import { DASHBOARD_KEY_MAX } from './dashboard.ts';
import { endpoint, fileEndpoint } from './endpoint.ts';
import type { BackupStatus } from './operations.ts';
import { rowSchemaOf } from './resources/row-schema.ts';
import { type MenuRecord, menuRecordResource } from './resources/system.ts';
import { TagType } from './resources/tag.ts';
import { type CacheKeyList, type UploadedFile, uploadTypes } from './uploads.ts';

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const none = z.object({});

export const CACHE_KEYS_DEFAULT_LIMIT = 200;
export const CACHE_KEYS_MAX_LIMIT = 1000;
const cachePattern = z.string().trim().min(1).max(200);
const tagTypes = Object.values(TagType) as [number, ...number[]];

// The record's own fields (the shell lays them over the route table): the row without id and timestamps.
const menuRecord = (rowSchemaOf(menuRecordResource) as unknown as z.ZodObject).omit({
  id: true,
  created_at: true,
  updated_at: true,
  $labels: true,
}) as unknown as z.ZodType<MenuRecord>;
// A count an admin may not know (it may not list what is counted) is null.
const grantedCount = count.nullable();
const proposalCounters: z.ZodType<ProposalCounters> = z.object({
  'proposal.waiting.saas': grantedCount,
  'proposal.waiting.user': grantedCount,
  'network_expansion_service.waiting.user': grantedCount,
});
const overview: z.ZodType<DashboardOverview> = z.object({
  key: z.string(),
  figures: z.array(z.object({ id: z.string(), value: z.number().nullable() })),
});
const cacheKeyList: z.ZodType<CacheKeyList> = z.object({
  keys: z.array(z.object({ key: z.string(), ttl: z.number().int().nullable() })),
  truncated: z.boolean(),
});
const backupStatus: z.ZodType<BackupStatus> = z.object({
  dir: z.string(),
  every_hours: z.number(),
  keep: z.number().int(),
  next_at: z.string().nullable(),
  last: z
    .object({
      file: z.string(),
      size: z.number().int(),
      reason: z.enum(['scheduled', 'manual', 'pre-migration']),
      created_at: z.string(),
      version: z.string(),
      migration: z.string().nullable(),
      rows: z.number().int(),
    })
    .nullable(),
  failure: z.object({ at: z.string(), reason: z.string(), message: z.string() }).nullable(),
});
const uploaded: z.ZodType<UploadedFile> = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    name: { zh: '健康检查', en: 'Health' },
    access: 'public',
    input: none,
    output: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
  }),
  /** A not-ready instance answers 503 with the same checks as the refusal's data. */
  ready: endpoint({
    method: 'GET',
    path: apiPaths.ready,
    name: { zh: '就绪检查', en: 'Readiness' },
    access: 'public',
    input: none,
    output: z.object({
      ready: z.literal(true),
      database: z.boolean(),
      migrations: z.boolean(),
      listening: z.boolean(),
      /** What the start left running in the background (the search index's first build) is done. */
      warm: z.boolean(),
    }),
  }),
  backupStatus: endpoint({
    method: 'GET',
    path: apiPaths.backupStatus,
    name: { zh: '备份状态', en: 'Backup status' },
    input: none,
    output: backupStatus,
  }),
  proposalCounters: endpoint({
    method: 'GET',
    path: apiPaths.proposalCounters,
    name: { zh: '待处理提案数', en: 'Waiting proposals' },
    access: 'session',
    input: none,
    output: proposalCounters,
  }),
  videoCommentCount: endpoint({
    method: 'GET',
    path: apiPaths.videoCommentCount,
    name: { zh: '视频评论数', en: 'Video comments' },
    access: 'session',
    // 0 = waiting for review, 1 = reviewed; absent = every comment.
    input: z.object({
      is_check: z
        .enum(['0', '1'])
        .transform((v) => (v === '1' ? 1 : 0))
        .optional(),
    }),
    // Null for an admin who may not list the comments.
    output: grantedCount,
  }),
  dashboardOverview: endpoint({
    method: 'GET',
    path: apiPaths.dashboardOverview,
    name: { zh: '首页概览', en: 'Dashboard' },
    access: 'session',
    // The global search sends whatever was typed: trimmed and cut rather than refused.
    input: z.object({
      key: z
        .string()
        .optional()
        .transform((v) => (v ?? '').trim().slice(0, DASHBOARD_KEY_MAX)),
    }),
    output: overview,
  }),
  menuRecords: endpoint({
    method: 'GET',
    path: apiPaths.menuRecords,
    name: { zh: '菜单配置', en: 'Menu records' },
    access: 'session',
    input: none,
    output: z.array(menuRecord),
  }),
  /** Enabled settings marked readable, by key (the map-service key falls back to MAP_SERVICE_KEY). */
  publicSettings: endpoint({
    method: 'GET',
    path: apiPaths.publicSettings,
    name: { zh: '前端配置', en: 'Settings the web app reads' },
    access: 'session',
    input: none,
    output: z.record(z.string(), z.string()),
  }),
  cacheKeys: endpoint({
    method: 'GET',
    path: apiPaths.cacheKeys,
    name: { zh: '缓存键列表', en: 'Cache keys' },
    input: z.object({
      pattern: cachePattern,
      limit: z.preprocess(
        (value) => (value === undefined || value === '' ? CACHE_KEYS_DEFAULT_LIMIT : value),
        z.coerce.number().int().min(1).max(CACHE_KEYS_MAX_LIMIT),
      ),
    }),
    output: cacheKeyList,
  }),
  cacheDelGroup: endpoint({
    method: 'POST',
    path: apiPaths.cacheDelGroup,
    name: { zh: '删除缓存组', en: 'Delete a group of cache keys' },
    input: z.strictObject({ pattern: cachePattern }),
    output: z.object({ deleted: count }),
  }),
  /** Many tags onto many rows of one type; answers how many bindings were new. */
  tagBind: endpoint({
    method: 'POST',
    path: apiPaths.tagBind,
    name: { zh: '批量绑定标签', en: 'Bind tags in bulk' },
    input: z.strictObject({
      tag_ids: z.array(id).min(1).max(200),
      target_type: z
        .number()
        .int()
        .refine((value) => tagTypes.includes(value), { message: `must be one of ${tagTypes.join(', ')}` }),
      target_ids: z.array(id).min(1).max(1000),
    }),
    output: z.object({ bound: count }),
  }),
  tagCopyCompanyToUser: endpoint({
    method: 'POST',
    path: apiPaths.tagCopyCompanyToUser,
    name: { zh: '复制企业标签到用户', en: "Copy a company's tags to a user" },
    input: z.strictObject({ company_id: id, user_id: id }),
    output: z.object({ copied: count }),
  }),
  /**
   * Judged like any write: an admin whose roles hold it (a role-less admin places no file under /uploads/);
   * size and type limits hold for everyone.
   */
  upload: endpoint({
    method: 'POST',
    path: apiPaths.upload,
    name: { zh: '上传文件', en: 'Upload a file' },
    input: none,
    output: uploaded,
    upload: { field: 'file', accept: Object.keys(uploadTypes) },
  }),
  openapi: fileEndpoint({
    method: 'GET',
    path: apiPaths.openapi,
    name: { zh: '接口文档 (OpenAPI)', en: 'This document (OpenAPI 3.1)' },
    input: none,
    file: 'application/json',
  }),
} as const;
