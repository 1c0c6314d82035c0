/**
 * The text of rich text (stored HTML): read by htmlparser2, the parser sanitize-html runs on, so every named
 * and numeric entity is decoded and a `>` inside an attribute is no tag end. Plain functions, no HTTP.
 */
import { Parser } from 'htmlparser2';

/** Tags whose end starts a new line; the tags between words of one line (b, a, span …) leave no gap. */
const BLOCKS = new Set([
  'address',
  'article',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** Tags whose content is no text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The HTML's text, tags gone and entities decoded. `lines`: one line per block (paragraph, heading, list item,
 * line break), each trimmed, at most one empty line between; otherwise all on one line, runs of white space
 * (a no-break space too) one space.
 */
export function htmlText(html: string, { lines = false }: { lines?: boolean } = {}): string {
  const parts: string[] = [];
  let hidden = 0;
  const breakLine = () => {
    if (parts.length > 0 && parts[parts.length - 1] !== '\n') parts.push('\n');
  };
  const parser = new Parser(
    {
      onopentag(name) {
        // Each line break counts: two make an empty line.
        if (name === 'br') parts.push('\n');
        else if (HIDDEN.has(name)) hidden += 1;
        else if (BLOCKS.has(name)) breakLine();
      },
      ontext(text) {
        if (hidden === 0) parts.push(text);
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS.has(name)) breakLine();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  const text = parts.join('');
  if (!lines) return text.replace(/\s+/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
