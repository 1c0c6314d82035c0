/**
 * The sanitiser every rich-text field's value goes through before it is stored. The console's editor (Tiptap's
 * starter kit, links and images: apps/web/src/resources/form/RichTextEditor.tsx) writes plain tags and no
 * inline style, so what it writes passes unchanged; HTML from elsewhere (an API caller, text pasted from an
 * older editor) keeps only alignment of text blocks and the colour of a run of text, with values of a strict
 * form. Any other style (a `position: fixed` overlay, `background: url(…)`, `expression(…)`) is dropped, as
 * are scripts, event handlers, foreign URL schemes and classes other than a code block's language.
 */
import type sanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../core/on-first-use.ts';
import { stripUnstorable } from '../core/unstorable-text.ts';

/** Text blocks whose alignment is kept. */
const alignedBlocks = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'li', 'td', 'th'] as const;

const textAlign = [/^(left|right|center|justify|start|end)$/];
/** `#rgb`, `#rrggbb` (with alpha too), `rgb()`/`rgba()` of plain numbers, or a colour's name. */
const colour = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+))?\s*\)$/i,
  /^[a-z]{3,20}$/i,
];

// Loaded at the first rich text sanitised (a write, the demo's seed), not with the server: 0.1 s of every start.
const sanitizer = onFirstUse<typeof sanitizeHtml>('sanitize-html');

const richTextOptions = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'video', 'source'],
  allowedAttributes: {
    ...sanitize.defaults.allowedAttributes,
    ...Object.fromEntries(alignedBlocks.map((tag) => [tag, ['style']])),
    span: ['style'],
    code: ['class'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'poster', 'width', 'height'],
    source: ['src', 'type'],
  },
  // Every tag allowed a `style` above has its rules here: sanitize-html keeps any style of a tag without rules.
  allowedStyles: {
    ...Object.fromEntries(alignedBlocks.map((tag) => [tag, { 'text-align': textAlign }])),
    span: { color: colour },
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
});
let options: sanitizeHtml.IOptions | undefined;

/**
 * Rich text as it may be stored: see the module comment for what stays. The `/api` boundary refuses NUL and
 * lone surrogates before a field is read; rich text from elsewhere (a seed, a file) loses them here, as an
 * HTML parser ignores NUL in text anyway, so the sanitiser never hands the database what it cannot store.
 */
export function sanitizeRichText(html: string): string {
  const sanitize = sanitizer();
  options ??= richTextOptions(sanitize);
  return sanitize(stripUnstorable(html), options);
}
