import { ResultCode } from '@console/contract';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { type LocalText, messages } from './messages.ts';

const f = messages.field;

function describeIssue(issue: z.core.$ZodIssue): LocalText {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? f.required : f.wrongType(issue.expected);
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? f.required : f.tooShort(min);
      if (issue.origin === 'array') return f.tooShort(min);
      return f.tooSmall(min);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string' || issue.origin === 'array' ? f.tooLong(max) : f.tooBig(max);
    }
    case 'invalid_value':
      return f.oneOf(issue.values.map(String).join(', '));
    case 'invalid_format':
      return f.badFormat;
    case 'unrecognized_keys':
      return f.unknownKey(issue.keys.join(', '));
    case 'invalid_union':
      // A discriminated union (e.g. `save`'s action) says which values would have matched.
      if ('options' in issue && Array.isArray(issue.options)) {
        const input = 'input' in issue ? (issue.input as Record<string, unknown> | undefined) : undefined;
        const value = issue.path.length > 0 ? input?.[String(issue.path.at(-1))] : undefined;
        return value === undefined ? f.required : f.oneOf(issue.options.map(String).join(', '));
      }
      return { zh: issue.message, en: issue.message };
    case 'custom': {
      // A refinement may carry its message in both languages.
      const text = issue.params as Partial<LocalText> | undefined;
      if (typeof text?.zh === 'string' && typeof text.en === 'string') return { zh: text.zh, en: text.en };
      return { zh: issue.message, en: issue.message };
    }
    default:
      // Refinements carry their own message, written by the schema's author.
      return { zh: issue.message, en: issue.message };
  }
}

/** Names a field for a person: a family's field label, or the path as the client sent it. */
export type FieldNamer = (path: readonly PropertyKey[]) => LocalText | string | undefined;

/** `username: 不能为空`, for at most the first three problems; `where` names the input when the path is empty. */
export function describeZodIssues(
  issues: readonly z.core.$ZodIssue[],
  where: string,
  nameField?: FieldNamer,
): LocalText {
  const parts = issues.slice(0, 3).map((issue) => {
    const field =
      issue.path.length > 0 ? (nameField?.(issue.path) ?? issue.path.map(String).join('.')) : where;
    return messages.invalidField(field, describeIssue(issue));
  });
  return { zh: parts.map((p) => p.zh).join('；'), en: parts.map((p) => p.en).join('; ') };
}

/**
 * The body of a POST that takes no input: none (the boundary reads it as `{}`) or `{}`; anything else is
 * refused, so a call cannot be sent what it would silently ignore.
 */
export const noInput = z.strictObject({});

/** Parses a request's body, query or params; a failure becomes code 2 with a message naming the field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
  nameField?: FieldNamer,
): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw new AppError(ResultCode.invalid, describeZodIssues(result.error.issues, where, nameField));
}
