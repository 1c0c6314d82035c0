import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../src/stores/counterStream.ts';

describe('the counter stream reader', () => {
  it('reads an event with its JSON data, and skips comments and the retry line', () => {
    expect(parseEvent('event: counters\ndata: {"comments":3}')).toEqual({
      event: 'counters',
      data: { comments: 3 },
    });
    expect(parseEvent(': keep-alive')).toBeNull();
    expect(parseEvent('retry: 3000')).toBeNull();
    expect(parseEvent('event: end\ndata: {"reason":"session"}')).toEqual({
      event: 'end',
      data: { reason: 'session' },
    });
  });
});
