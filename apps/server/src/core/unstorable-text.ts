/**
 * Text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate): found anywhere in a request's input by the HTTP
 * boundary, and in what files and rich text hand the engine. Plain functions, no HTTP.
 */
import { type LocalText, messages } from './messages.ts';

/** NUL, or a UTF-16 surrogate without its other half: what PostgreSQL cannot store in `text` or `jsonb`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

const hex = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why PostgreSQL could not store this text as it is, or null when it can. Also for readers of files. */
export function unstorableText(text: string): LocalText | null {
  const found = UNSTORABLE.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? messages.input.nul : messages.input.loneSurrogate(hex(found[0]));
}

/** The text without what PostgreSQL cannot store, for text that is cleaned rather than refused (rich text). */
export function stripUnstorable(text: string): string {
  return text.replace(UNSTORABLE_ALL, '');
}

/** A key or value on the way down from the root: the path is rebuilt only for the one reported. */
interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Segments of a path a message shows in full; a deeper one shows its start and its last segment. */
const SHOWN_SEGMENTS = 8;

/** A path as the message shows it; an unstorable character in a key is shown escaped, never sent back raw. */
export function describePath(full: readonly (string | number)[]): string {
  const path =
    full.length > SHOWN_SEGMENTS ? [...full.slice(0, SHOWN_SEGMENTS - 2), '…', ...full.slice(-1)] : full;
  return path
    .map((part) =>
      String(part).replace(
        UNSTORABLE_ALL,
        (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
      ),
    )
    .join('.');
}

/**
 * The first key or string below `root` that PostgreSQL could not store, with its path. Iterative, so a body
 * nested thousands deep (within the body limit) costs a loop, never the stack.
 */
export function findUnstorable(root: unknown): { path: (string | number)[]; problem: LocalText } | null {
  const stack: Step[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { value } = step;
    if (typeof value === 'string') {
      const problem = unstorableText(value);
      if (problem) return { path: pathOf(step), problem };
    } else if (Array.isArray(value)) {
      // Pushed last to first, so the first bad element is the one reported.
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push({ value: value[index], key: index, parent: step });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] as [string, unknown];
        const child: Step = { value: item, key, parent: step };
        const problem = unstorableText(key);
        if (problem) return { path: pathOf(child), problem };
        stack.push(child);
      }
    }
  }
  return null;
}
