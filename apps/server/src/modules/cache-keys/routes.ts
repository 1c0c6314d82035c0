import { apiPaths, CACHE_KEY_PATTERN, type CacheKeyList, ResultCode } from '@console/contract';
import { z } from 'zod';
import { AppError, ok } from '../../http/envelope.ts';
import { messages } from '../../http/messages.ts';
import { parseInput } from '../../http/validation.ts';
import type { ModuleContext } from '../module.ts';

export const CACHE_KEYS_DEFAULT_LIMIT = 200;
export const CACHE_KEYS_MAX_LIMIT = 1000;

/** The contract's rule for a key pattern, the one a cache rule's pattern follows too. */
const PATTERN_CHARS = new RegExp(CACHE_KEY_PATTERN);

const patternField = z.string().trim().min(1).max(200);

function checkPattern(pattern: string): string {
  if (!PATTERN_CHARS.test(pattern)) throw new AppError(ResultCode.invalid, messages.cache.badPattern);
  return pattern;
}

const keysQuery = z.object({
  pattern: patternField,
  limit: z.preprocess(
    (value) => (value === undefined || value === '' ? CACHE_KEYS_DEFAULT_LIMIT : value),
    z.coerce.number().int().min(1).max(CACHE_KEYS_MAX_LIMIT),
  ),
});

const delGroupBody = z.strictObject({ pattern: patternField });

/** The remote cache screen's calls: the keys matching a pattern, and deleting such a group of keys. */
export function cacheKeyModule({ api: app, cache }: ModuleContext): void {
  app.get(apiPaths.cacheKeys, { config: { name: '缓存键列表', access: 'judged' } }, async (request) => {
    const query = parseInput(keysQuery, request.query, 'query');
    const pattern = checkPattern(query.pattern);
    // One more than asked tells whether there are more.
    const found = await cache.keys(pattern, query.limit + 1);
    const list: CacheKeyList = { keys: found.slice(0, query.limit), truncated: found.length > query.limit };
    return ok(list);
  });

  app.post(apiPaths.cacheDelGroup, { config: { name: '删除缓存组', access: 'judged' } }, async (request) => {
    const body = parseInput(delGroupBody, request.body, 'body');
    const pattern = checkPattern(body.pattern);
    if (/^\*+$/.test(pattern)) throw new AppError(ResultCode.invalid, messages.cache.wholeCache);
    return ok({ deleted: await cache.delPattern(pattern) });
  });
}
