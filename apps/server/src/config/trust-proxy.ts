import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (behind Fastify's `trustProxy`) knows for whole ranges. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address with a CIDR prefix, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Which proxies may tell the client's address (Fastify's `trustProxy`); `false` trusts none. */
export type TrustProxy = boolean | string[];

/** TRUST_PROXY: `true`, `false`, or the proxies' addresses and CIDR ranges. */
export const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'false') return false;
    if (lower === 'true') return true;
    if (/^\d+$/.test(value)) {
      // Fastify trusts no one for a bare hop count: it cannot tell the proxy from a client that sends the header.
      ctx.addIssue({
        code: 'custom',
        message: 'a hop count is not enough: list the proxies (addresses or CIDRs)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false or a comma list of addresses/CIDRs; not ${bad.map((b) => `"${b}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
