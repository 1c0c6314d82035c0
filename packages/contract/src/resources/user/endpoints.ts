/**
 * The /user screens' own calls, declared once (see `endpoint.ts`): the export mailed to the operator, the
 * collection of raw marks from what users typed, and the learning platform's source, scan and sync.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { emailField } from '../enterprise/fields.ts';

/** Settings (键值配置) naming the learning platform users are synchronised from. */
export const LEARNING_PLATFORM_URL_SETTING = 'learning_platform.url';
export const LEARNING_PLATFORM_TOKEN_SETTING = 'learning_platform.token';

/**
 * What the learning platform answers `GET {url}/users?page=N` (Bearer token): a page of its users and the next
 * page's number (null on the last). Only `id` and `name` are required; the rest is taken when given.
 */
export const learningPlatformUser = z.object({
  id: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
  name: z.string().trim().min(1).max(64),
  phone: z.string().max(32).nullish(),
  email: z.string().max(200).nullish(),
  company: z.string().max(200).nullish(),
  job_title: z.string().max(64).nullish(),
  region: z.string().max(64).nullish(),
  registered_at: z.iso.datetime({ offset: true }).nullish(),
  last_active_at: z.iso.datetime({ offset: true }).nullish(),
});
export type LearningPlatformUser = z.output<typeof learningPlatformUser>;

export const learningPlatformPage = z.object({
  users: z.array(learningPlatformUser).max(1000),
  next_page: z.number().int().positive().nullish(),
});

const learningSource = z.object({
  configured: z.boolean(),
  /** The source's address (never its token). */
  url: z.string().nullable(),
  /** Users synchronised from it so far. */
  synced_users: z.number().int().nonnegative(),
});

const learningCounts = z.object({
  /** Users the source listed. */
  total: z.number().int().nonnegative(),
  /** Not yet here (sync: added). */
  added: z.number().int().nonnegative(),
  /** Here with other values (sync: updated). */
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
});

export const userMarkKinds = ['company', 'company_type', 'job_title'] as const;
export type UserMarkKind = (typeof userMarkKinds)[number];

export const exportWithEmailBody = z.strictObject({
  email: z.string().trim().min(3).max(200).regex(new RegExp(emailField.pattern), 'e-mail'),
  /** The list's filters and sort as its query string holds them (`source=app`, `sort=-registered_at`). */
  query: z.record(z.string().max(64), z.string().max(2000)).default({}),
});

export const userEndpoints = {
  /** The spec's `export_with_email`: the file is built in the background and mailed to `email`. */
  exportWithEmail: endpoint({
    method: 'POST',
    path: '/user/export_with_email',
    name: { zh: '用户导出并发送邮件', en: 'Export users by e-mail' },
    input: exportWithEmailBody,
    output: z.object({
      job_id: z.number().int().positive(),
      transport: z.enum(['smtp', 'file']),
      /** Where the message will be written when no SMTP server is configured. */
      outbox: z.string().nullable(),
    }),
  }),
  /** Raw values users typed, gathered into the mark family with how many users typed each. */
  collectMarks: endpoint({
    method: 'POST',
    path: '/user/mark/collect',
    name: { zh: '收集用户标记', en: 'Collect user marks' },
    input: z.strictObject({ kind: z.enum(userMarkKinds) }),
    output: z.object({ added: z.number().int().nonnegative(), counted: z.number().int().nonnegative() }),
  }),
  learningSource: endpoint({
    method: 'GET',
    path: '/user/learning_platform/source',
    name: { zh: '学习平台数据源', en: 'Learning-platform source' },
    input: z.strictObject({}),
    output: learningSource,
  }),
  /** Reads the source and compares it with the users here, writing nothing. */
  learningScan: endpoint({
    method: 'POST',
    path: '/user/learning_platform/scan',
    name: { zh: '扫描学习平台用户', en: 'Scan learning-platform users' },
    input: z.strictObject({}),
    output: learningCounts,
  }),
  /** Reads the source and adds or updates its users here (matched by their id there). */
  learningSync: endpoint({
    method: 'POST',
    path: '/user/learning_platform/sync',
    name: { zh: '同步学习平台用户', en: 'Sync learning-platform users' },
    input: z.strictObject({}),
    output: learningCounts,
  }),
} as const;
