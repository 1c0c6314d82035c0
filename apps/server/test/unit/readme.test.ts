import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configDocs } from '../../src/config.ts';

// The README's configuration table is what a newcomer reads: a variable the server reads but the table
// misses is a variable nobody can find.
describe('README configuration table', () => {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  it.each(configDocs.map((d) => d.name))('documents %s', (name) => {
    expect(readme).toMatch(new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, 'm'));
  });
});
