import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDocs } from '../../src/config/variable-docs.ts';

const root = new URL('../../../../', import.meta.url).pathname;

/** Every `process.env.NAME` read in the tree's own sources (scripts, bench, e2e, apps, packages). */
function environmentReads(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|js)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) {
          names.add(match[1] as string);
        }
      }
    }
  };
  for (const dir of ['scripts', 'bench', 'e2e', 'apps', 'packages']) walk(join(root, dir));
  return [...names].sort();
}

// The README's configuration table is what a newcomer reads: a variable the server reads but the table
// misses is a variable nobody can find.
describe('README configuration table', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const documented = (name: string) => new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, 'm').test(readme);

  it.each(configDocs.map((d) => d.name))('documents %s', (name) => {
    expect(documented(name)).toBe(true);
  });

  it('documents every variable read elsewhere in the tree (tests, e2e, benchmarks, scripts)', () => {
    const reads = environmentReads();
    // CI and NO_COLOR are the runners' own switches, VITEST_* and TEST_PARALLEL_INDEX what vitest and Playwright
    // tell their workers: not configuration.
    const runners = (name: string) =>
      ['CI', 'NO_COLOR', 'TEST_PARALLEL_INDEX'].includes(name) || name.startsWith('VITEST_');
    const undocumented = reads.filter((name) => !runners(name) && !documented(name));
    expect(reads.length).toBeGreaterThan(3);
    expect(undocumented).toEqual([]);
  });
});
