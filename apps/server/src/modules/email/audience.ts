/**
 * Who a campaign reaches: the enabled users bound to its user tag and/or matching its filters of the /user list
 * (the list's own declared filters, parsed by the engine as the list parses them), each once, split into those
 * it mails, those without an address and those who unsubscribed.
 */
import {
  type CampaignAudience,
  type EmailCampaignRow,
  emailUnsubscribeResource,
  ResultCode,
  siteUserResource,
  TagType,
  tagBindingResource,
  tagResource,
} from '@console/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import {
  familyTable,
  getRows,
  guardContactQuery,
  type ListQuery,
  parseListQuery,
  type Reader,
  whereOf,
} from '../../engine/index.ts';

/** Keys a list query has besides its filters: never part of an audience. */
const NOT_FILTERS = ['page', 'size', 'sort'];

/** The campaign's user filters as the /user list parses them; a bad one refused (code 2) naming it. */
export function parseUserFilter(raw: unknown): ListQuery | null {
  if (raw === null || raw === undefined) return null;
  const invalid = (zh: string, en: string) =>
    new AppError(ResultCode.invalid, { zh: `用户筛选条件${zh}`, en: `User filters ${en}` });
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('应为 JSON 对象', 'must be a JSON object');
  const entries = Object.entries(raw as Record<string, unknown>);
  for (const [key, value] of entries) {
    if (NOT_FILTERS.includes(key)) throw invalid(`不能包含 ${key}`, `cannot hold ${key}`);
    if (!['string', 'number', 'boolean'].includes(typeof value) && !Array.isArray(value)) {
      throw invalid(`「${key}」的值应为文字、数字或是否`, `"${key}" must be a text, number or boolean`);
    }
  }
  if (entries.length === 0) return null;
  return parseListQuery(siteUserResource, raw as Record<string, unknown>);
}

/** A campaign's audience as declared: its user tag, and its user filters parsed once (for the guard and the query). */
export interface AudienceQuery {
  tag_id: number | null;
  filter: ListQuery | null;
}

/** The campaign's tag and its user filters parsed (a bad filter refused, code 2). */
export function audienceQueryOf(campaign: Pick<EmailCampaignRow, 'tag_id' | 'user_filter'>): AudienceQuery {
  return { tag_id: campaign.tag_id, filter: parseUserFilter(campaign.user_filter) };
}

/**
 * Refuses a campaign whose user filters read contact data to an admin without the /user list's "view contact"
 * authority: the counts its preview and its sending answer would tell a masked number one digit at a time, as a
 * list filtered by it would.
 */
export async function guardAudience(request: FastifyRequest, { filter }: AudienceQuery): Promise<void> {
  if (filter) await guardContactQuery(request, siteUserResource, filter);
}

export interface AudienceUser {
  id: number;
  email: string | null;
}

export interface ResolvedAudience {
  counts: CampaignAudience;
  /** Users to mail, by id. */
  mail: AudienceUser[];
  /** Users who unsubscribed, recorded as skipped. */
  unsubscribed: AudienceUser[];
}

/** Of these users, the ones who unsubscribed. */
export async function unsubscribedOf(db: Reader, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const table = familyTable(emailUnsubscribeResource);
  const rows = await db
    .select({ user: table.user_id })
    .from(table)
    .where(inArray(table.user_id, [...userIds]));
  return new Set(rows.map((row) => row.user));
}

export async function resolveAudience(db: Reader, audience: AudienceQuery): Promise<ResolvedAudience> {
  const { tag_id: tagId, filter } = audience;
  if (tagId === null && !filter) {
    throw new AppError(ResultCode.invalid, {
      zh: '请选择用户标签或填写用户筛选条件',
      en: 'Choose a user tag or give user filters',
    });
  }
  const users = familyTable(siteUserResource);
  const where: (SQL | undefined)[] = [eq(users.enabled, true)];
  if (tagId !== null) {
    const [tag] = await getRows(db, tagResource, [tagId]);
    if (!tag || tag.type !== TagType.USER) {
      throw new AppError(ResultCode.invalid, { zh: '请选择用户类型的标签', en: 'Choose a tag of type user' });
    }
    const bindings = familyTable(tagBindingResource);
    const bound = db
      .select({ id: bindings.target_id })
      .from(bindings)
      .where(and(eq(bindings.tag_id, tagId), eq(bindings.target_type, TagType.USER)));
    where.push(inArray(users.id, bound));
  }
  if (filter) where.push(whereOf(siteUserResource, filter.filters));
  const matched = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(...where))
    .orderBy(users.id);
  const withEmail = matched.filter((user) => (user.email ?? '').trim() !== '');
  const gone = await unsubscribedOf(
    db,
    withEmail.map((user) => user.id),
  );
  const mail = withEmail.filter((user) => !gone.has(user.id));
  const unsubscribed = withEmail.filter((user) => gone.has(user.id));
  return {
    counts: {
      matched: matched.length,
      without_email: matched.length - withEmail.length,
      unsubscribed: unsubscribed.length,
      will_send: mail.length,
    },
    mail,
    unsubscribed,
  };
}
