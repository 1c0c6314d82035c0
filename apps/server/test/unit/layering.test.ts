/**
 * The server's layers, lowest first: core (failures, messages, validation, who acts) → engine (families, writes,
 * reads) → http (envelopes, guards, the families' endpoints) and the modules. A layer imports only from the
 * layers below it, so the engine serves the scheduler, the command line and imports as it serves requests.
 * Value import cycles anywhere in the server and the contract are refused by Biome (`noImportCycles`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The server's own modules a file imports (`import … from`, `export … from`, `import()`), types included. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm),
  ].map((match) => match[1] as string);
  return specifiers.map((specifier) => relative(src, resolve(dirname(file), specifier)));
}

/** `file → imported` for each import of a layer's files that reaches a folder it must not. */
function crossings(layer: string, forbidden: readonly string[]): string[] {
  return sourceFilesUnder(join(src, layer)).flatMap((file) =>
    localImports(file)
      .filter((target) => forbidden.some((folder) => target === folder || target.startsWith(`${folder}/`)))
      .map((target) => `${relative(src, file)} → ${target}`),
  );
}

describe('the server layers', () => {
  it('core imports no other part of the server', () => {
    expect(sourceFilesUnder(join(src, 'core')).length).toBeGreaterThanOrEqual(5);
    expect(crossings('core', ['engine', 'http', 'modules', 'db', 'operations', 'integrations'])).toEqual([]);
  });

  it('the engine imports nothing of HTTP or of a domain module', () => {
    expect(crossings('engine', ['http', 'modules'])).toEqual([]);
  });

  it('modules reach the engine through its index only', () => {
    const inside = crossings('modules', ['engine']).filter((line) => !line.endsWith('→ engine/index.ts'));
    expect(inside).toEqual([]);
  });

  it('keeps no re-export shims: each name is imported from the layer that declares it', () => {
    const shims = sourceFilesUnder(join(src, 'http')).filter((file) =>
      /^export \* from '\.\.\/core\//m.test(readFileSync(file, 'utf8')),
    );
    expect(shims).toEqual([]);
  });

  it('is checked by import, whatever its form', () => {
    const probe = join(src, 'http', 'family-routes.ts');
    expect(localImports(probe)).toEqual(expect.arrayContaining(['engine/write.ts', 'http/envelope.ts']));
  });
});

/** The server's files whose text matches `pattern`, relative to src. */
const filesMatching = (dir: string, pattern: RegExp) =>
  sourceFilesUnder(join(src, dir))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(src, file));

describe('every change goes through the engine (issue 33)', () => {
  it('no module writes audit rows itself: the engine records them, under the actor', () => {
    expect(sourceFilesUnder(join(src, 'modules')).length).toBeGreaterThan(100);
    const auditWriters = filesMatching(
      'modules',
      /\brecordAudit\b|insert\(\s*(?:familyTable|tableOf)\(\s*auditLogResource|insert\s+into\s+"?audit_log/i,
    );
    expect(auditWriters).toEqual([]);
  });

  it('nothing makes up an admin: work with no admin behind it is a named system actor', () => {
    expect(filesMatching('.', /sessionId:\s*0\b/)).toEqual([]);
  });
});
