import { afterAll, describe, expect, it, vi } from 'vitest';
import '../src/zod-without-eval.ts';

afterAll(() => {
  vi.restoreAllMocks();
});

describe('zod without eval', () => {
  it('is read by zod as its own configuration', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('builds and parses object schemas without ever calling Function', async () => {
    const calls = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    const login = z.object({ username: z.string(), password: z.string() });
    expect(login.parse({ username: 'admin', password: 'x', extra: 1 })).toEqual({
      username: 'admin',
      password: 'x',
    });
    expect(calls).not.toHaveBeenCalled();
  });
});
