/**
 * Key patterns of the cache: `*` matches any run of characters (none included); every other character
 * matches only itself. Both stores read a pattern the same way: the in-process one through a RegExp, Redis
 * through SCAN's MATCH, whose other special characters (`?`, `[`, `]`, `\`) are escaped.
 */

const REGEXP_SPECIAL = /[.*+?^${}()|[\]\\/-]/g;
const REDIS_GLOB_SPECIAL = /[*?[\]\\]/g;

/** An anchored RegExp that matches exactly the keys the pattern names. */
export function globToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((literal) => literal.replace(REGEXP_SPECIAL, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${body}$`);
}

/** Escapes every glob character of Redis MATCH, for a literal part such as a key prefix. */
export function escapeRedisGlob(literal: string): string {
  return literal.replace(REDIS_GLOB_SPECIAL, '\\$&');
}

/** The pattern as Redis MATCH reads it with `*` as the only wildcard. */
export function globToRedisMatch(pattern: string): string {
  return pattern.split('*').map(escapeRedisGlob).join('*');
}
