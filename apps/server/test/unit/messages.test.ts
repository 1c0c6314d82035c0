import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/core/errors.ts';
import { localize, messages, pickLocale } from '../../src/core/messages.ts';
import { parseInput } from '../../src/core/validation.ts';

describe('message language', () => {
  it('is English when Accept-Language starts with en, else Chinese', () => {
    expect(pickLocale('en')).toBe('en');
    expect(pickLocale('en-US,en;q=0.9')).toBe('en');
    expect(pickLocale('EN-gb')).toBe('en');
    expect(pickLocale('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(pickLocale('fr')).toBe('zh');
    expect(pickLocale(undefined)).toBe('zh');
    expect(pickLocale('')).toBe('zh');
  });

  it('localizes catalogue messages', () => {
    expect(localize(messages.invalidCredentials, 'zh')).toBe('用户名或密码错误');
    expect(localize(messages.invalidCredentials, 'en')).toBe('Incorrect username or password');
    expect(localize(messages.loginThrottled(3 * 60_000), 'en')).toBe(
      'Too many failed login attempts; try again in 3 minutes',
    );
  });
});

describe('input validation messages', () => {
  const schema = z.object({
    username: z.string().trim().min(1),
    age: z.number().max(3),
    kind: z.enum(['a', 'b']),
  });

  function failure(value: unknown): AppError {
    try {
      parseInput(schema, value, 'body');
    } catch (error) {
      if (error instanceof AppError) return error;
    }
    throw new Error('expected a validation failure');
  }

  it('names each failing field', () => {
    const error = failure({ username: ' ', age: 9, kind: 'c' });
    expect(error.code).toBe(2);
    expect(error.status).toBe(400);
    expect(error.text.zh).toBe('username: 不能为空；age: 不能大于 3；kind: 取值必须是 a, b 之一');
    expect(error.text.en).toBe('username: is required; age: must be at most 3; kind: must be one of a, b');
  });

  it('names the input itself when it is missing', () => {
    expect(failure(undefined).text.zh).toBe('body: 不能为空');
    expect(failure({ username: 'x', age: 'old', kind: 'a' }).text.en).toBe('age: must be a number');
  });
});
