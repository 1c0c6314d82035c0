/**
 * Checks a text field can name (`check` in its declaration) when a pattern cannot say the rule: the server's
 * validator and the web form both run the same function, so the rule is written once.
 */
import type { LocalName } from '../routes.ts';
import { creditCodeMessage, isValidCreditCode } from './enterprise/credit-code.ts';

export interface TextCheck {
  /** Applied before the test and stored (a credit code is kept in upper case). */
  normalize: (value: string) => string;
  test: (value: string) => boolean;
  message: LocalName;
}

export const textChecks = {
  creditCode: {
    normalize: (value) => value.trim().toUpperCase(),
    test: isValidCreditCode,
    message: creditCodeMessage,
  },
} as const satisfies Record<string, TextCheck>;

export type TextCheckName = keyof typeof textChecks;
