import { describe, expect, it, vi } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  PASSWORD_MIN,
} from '../../../src/pages/configuration/auth/password.ts';

describe('generated passwords', () => {
  it('are long enough, mix every character class and avoid look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[!#$%&*+\-=?@_]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it('come from crypto.getRandomValues and differ each time', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(spy).toHaveBeenCalled();
    expect(seen.size).toBe(50);
    spy.mockRestore();
  });

  it('draw again on the biased top of the range instead of skewing', () => {
    // First draw is in the rejected range (above the largest multiple of the alphabet size), then 0s.
    let calls = 0;
    const source = (array: Uint32Array<ArrayBuffer>) => {
      array[0] = calls++ === 0 ? 0xffff_ffff : 0;
      return array;
    };
    const password = generatePassword(4, source);
    expect(calls).toBeGreaterThan(4);
    expect(password).toHaveLength(4);
  });
});
