import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  creditCodeSchema,
  isValidCreditCode,
} from '../../src/resources/enterprise/credit-code.ts';
import { textChecks } from '../../src/resources/text-checks.ts';

/** Codes printed on real business licences (public registrations). */
const REAL_CODES = ['91350100M000100Y43', '91110000600037341L', '91440300708461136T', '91110108551385082Q'];

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes', () => {
    for (const code of REAL_CODES) expect(isValidCreditCode(code), code).toBe(true);
  });

  it('computes the check character of the first 17', () => {
    for (const code of REAL_CODES) expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
    // A remainder of 0 gives the check character 0, not the 31st character.
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('refuses a wrong check character, a changed digit and swapped characters', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4L')).toBe(false);
    expect(isValidCreditCode('91350200M000100Y43')).toBe(false);
    expect(isValidCreditCode('91440300708461163T')).toBe(false);
  });

  it('refuses the wrong length and characters outside the alphabet', () => {
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y433')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
    // I, O, S, V and Z are not used; a lower-case code is not normalised by the bare test.
    expect(isValidCreditCode('91350100M000100O43')).toBe(false);
    expect(isValidCreditCode('91110000600037341l')).toBe(false);
    // The division code is digits only.
    expect(isValidCreditCode('9135A100M000100Y43')).toBe(false);
  });

  it('as a schema: trims and upper-cases before checking', () => {
    expect(creditCodeSchema.parse(' 91110000600037341l ')).toBe('91110000600037341L');
    expect(creditCodeSchema.safeParse('91110000600037341X').success).toBe(false);
  });

  it('is the check a text field can name', () => {
    const check = textChecks.creditCode;
    expect(check.test(check.normalize(' 91440300708461136t'))).toBe(true);
    expect(check.test(check.normalize('914403007084611361'))).toBe(false);
  });
});
