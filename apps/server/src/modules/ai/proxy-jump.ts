/**
 * The inside-proxy jump (`POST /php_proxy/jump`): a link into the legacy back-office (`LEGACY_ADMIN_URL`) that
 * tells it who the admin is, signed with the secret both sides hold (`LEGACY_ADMIN_SECRET`) and valid for a
 * short while, so the old system can let the admin in without a second password and a copied link soon stops
 * working. The signature is HMAC-SHA256 (hex) over `uid`, `username`, `target`, `expires` and `nonce`, joined by
 * newlines in that order; the legacy side recomputes it, checks `expires` against its clock and refuses a nonce
 * it has seen.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { LEGACY_ADMIN_VARIABLES } from '@console/contract';
import type { SessionAdmin } from '../../http/auth.ts';

/** How long a jump link may be opened (seconds): long enough for the browser, short enough not to share. */
export const JUMP_TTL_SECONDS = 60;

export interface Jump {
  configured: boolean;
  variables: string[];
  url: string | null;
  expires_at: string | null;
}

export function jumpSignature(
  secret: string,
  fields: { uid: number; username: string; target: string; expires: number; nonce: string },
): string {
  const signed = [fields.uid, fields.username, fields.target, fields.expires, fields.nonce].join('\n');
  return createHmac('sha256', secret).update(signed).digest('hex');
}

export function jumpLink(
  legacy: { url: string; secret: string } | null,
  admin: SessionAdmin,
  target: string | undefined,
  now = new Date(),
): Jump {
  if (!legacy)
    return { configured: false, variables: [...LEGACY_ADMIN_VARIABLES], url: null, expires_at: null };
  const expires = Math.floor(now.getTime() / 1000) + JUMP_TTL_SECONDS;
  const fields = {
    uid: admin.uid,
    username: admin.username,
    target: target ?? '/',
    expires,
    nonce: randomBytes(12).toString('hex'),
  };
  const url = new URL(legacy.url);
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, String(value));
  url.searchParams.set('signature', jumpSignature(legacy.secret, fields));
  return {
    configured: true,
    variables: [...LEGACY_ADMIN_VARIABLES],
    url: url.toString(),
    expires_at: new Date(expires * 1000).toISOString(),
  };
}
