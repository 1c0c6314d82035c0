/**
 * The unified social credit code of a Chinese organisation (统一社会信用代码, GB 32100-2015): 18 characters —
 * registration authority, organisation category, 6-digit administrative division, 9-character organisation
 * code — and a check character computed from the first 17. Both sides check it: the form before sending, the
 * server (through the field's `check`) before storing.
 */
import { z } from 'zod';

/** The 31 characters the code uses (no I, O, S, V, Z: they read like digits or each other). */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of each of the first 17 positions: 3^i mod 31. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
/** Shape: authority 1–9 A–G Y, category digit or letter, 6-digit division, 9 code characters, check. */
const SHAPE = /^[1-9A-GY][0-9A-HJ-NP-RTUWXY]\d{6}[0-9A-HJ-NP-RTUWXY]{9}[0-9A-HJ-NP-RTUWXY]$/;

/** The check character of the first 17 characters, or undefined when one of them is outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(first17[i] ?? '');
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** Whether `code` is a well-formed unified social credit code whose check character matches. Upper case only. */
export function isValidCreditCode(code: string): boolean {
  return SHAPE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

export const creditCodeMessage = {
  zh: '应为 18 位统一社会信用代码，且校验位正确（GB 32100-2015）',
  en: 'must be an 18-character unified social credit code with a correct check character (GB 32100-2015)',
} as const;

/** A credit code as an API boundary takes it: trimmed, upper-cased, then checked. */
export const creditCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, { message: creditCodeMessage.en });
