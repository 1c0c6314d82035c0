import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSessionToken, newSessionToken, readAuthorizationToken } from '../../src/http/session-token.ts';

describe('session tokens', () => {
  it('are 32 random bytes in base64url, never repeated', () => {
    const a = newSessionToken();
    const b = newSessionToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it('are stored as their SHA-256 hex', () => {
    const token = 'abc';
    expect(hashSessionToken(token)).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken('abd')).not.toBe(hashSessionToken(token));
  });

  it('are read from the Authorization header raw or as Bearer', () => {
    expect(readAuthorizationToken('tok123')).toBe('tok123');
    expect(readAuthorizationToken('Bearer tok123')).toBe('tok123');
    expect(readAuthorizationToken('bearer   tok123 ')).toBe('tok123');
    expect(readAuthorizationToken(undefined)).toBeNull();
    expect(readAuthorizationToken('')).toBeNull();
    expect(readAuthorizationToken('   ')).toBeNull();
  });
});
