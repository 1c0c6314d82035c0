/**
 * Issue 37: what only some calls need is loaded at its first use, not with the server. A value import of one of
 * these packages at the top of any server module would load it at every start again, whatever the call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadedOnFirstUse, onFirstUse } from '../../src/core/on-first-use.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const sources = sourceFilesUnder(src).map((file) => ({
  file: relative(src, file),
  text: readFileSync(file, 'utf8'),
}));

describe('packages loaded on first use', () => {
  it('are never imported as values by a server module', () => {
    const found = loadedOnFirstUse.flatMap((name) => {
      const from = `['"]${literal(name)}(?:/[^'"]*)?['"]`;
      // `import x from`, `import { x } from`, `import 'x'`, `export … from`, `import('x')`; types (`import type`,
      // `typeof import('x')`) load nothing.
      const value = new RegExp(
        `^\\s*(?:import\\s+(?!type\\b)[^;]*?from\\s*${from}|import\\s*${from}|export\\s+(?!type\\b)[^;]*?from\\s*${from})|(?<!typeof\\s+)\\bimport\\s*\\(\\s*${from}`,
        'm',
      );
      return sources.filter(({ text }) => value.test(text)).map(({ file }) => `${file} → ${name}`);
    });
    expect(found).toEqual([]);
  });

  it('are each used by some module through onFirstUse, and the check sees a value import', () => {
    for (const name of loadedOnFirstUse) {
      const use = new RegExp(`onFirstUse<[^>]+>\\(\\s*'${literal(name)}'\\s*\\)`);
      expect(
        sources.some(({ text }) => use.test(text)),
        name,
      ).toBe(true);
    }
    const probe = /^\s*import\s+(?!type\b)[^;]*?from\s*['"]sanitize-html['"]/m;
    expect(probe.test("import sanitizeHtml from 'sanitize-html';")).toBe(true);
    expect(probe.test("import type sanitizeHtml from 'sanitize-html';")).toBe(false);
  });

  it('load when first asked for, once', () => {
    const sanitizer = onFirstUse<(html: string) => string>('sanitize-html');
    expect(sanitizer()('<p onclick="x()">a</p><script>b</script>')).toBe('<p>a</p>');
    expect(sanitizer()).toBe(sanitizer());
  });
});
