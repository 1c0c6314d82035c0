/**
 * Strong random passwords for new admin accounts, from the browser's cryptographic random source. Characters
 * easily misread when copied by hand (0/O, 1/l/I) are left out; every class appears at least once.
 */

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%&*+-=?@_';
const CLASSES = [LOWER, UPPER, DIGITS, SYMBOLS] as const;
const ALL = CLASSES.join('');

export const GENERATED_PASSWORD_LENGTH = 16;
/** The server's bounds (apps/server admin-accounts: 8 to 128 characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

type RandomSource = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

const cryptoSource: RandomSource = (array) => crypto.getRandomValues(array);

/** A uniform index below `n`: values of the biased top range of 2^32 are drawn again. */
function randomBelow(n: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const one = new Uint32Array(1);
  for (;;) {
    const [value = 0] = random(one);
    if (value < limit) return value % n;
  }
}

function pick(chars: string, random: RandomSource): string {
  return chars.charAt(randomBelow(chars.length, random));
}

export function generatePassword(
  length: number = GENERATED_PASSWORD_LENGTH,
  random: RandomSource = cryptoSource,
): string {
  const size = Math.max(length, CLASSES.length);
  const chars = CLASSES.map((set) => pick(set, random));
  while (chars.length < size) chars.push(pick(ALL, random));
  // Fisher–Yates, so the guaranteed characters are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, random);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
