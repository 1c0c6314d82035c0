import { describe, expect, it } from 'vitest';
import { composeHeaders, composeProperties, defaultPicks } from '../../src/index.ts';

const a = [
  { id: 1, header_id: 10, value: 1 },
  { id: 2, header_id: 20, state: 'dry' as const, value: 2 },
  { id: 3, header_id: 20, state: 'conditioned' as const, value: 3 },
];
const b = [
  { id: 4, header_id: 20, state: 'dry' as const, value: 20 },
  { id: 5, header_id: 30, value: 30 },
];

describe('compose', () => {
  it('lists each header with the sources stating it, first seen first', () => {
    expect([...composeHeaders([a, b])]).toEqual([
      [10, [0]],
      [20, [0, 1]],
      [30, [1]],
    ]);
    expect(defaultPicks([a, b])).toEqual({ 10: 0, 20: 0, 30: 1 });
  });

  it('takes all rows of a header from the picked source, without ids', () => {
    expect(composeProperties([a, b], { 10: 0, 20: 1, 30: 1 })).toEqual([
      { header_id: 10, value: 1 },
      { header_id: 20, state: 'dry', value: 20 },
      { header_id: 30, value: 30 },
    ]);
  });

  it('leaves out headers not picked or picked from a source lacking them', () => {
    expect(composeProperties([a, b], { 20: 0, 30: 0 })).toEqual([
      { header_id: 20, state: 'dry', value: 2 },
      { header_id: 20, state: 'conditioned', value: 3 },
    ]);
  });
});
