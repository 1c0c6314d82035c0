import { describe, expect, it } from 'vitest';
import { jsonEvents } from '../../src/api/eventStream.ts';

/** A body arriving in the pieces given, as a network splits it: between lines, mid-line, mid-character. */
function bodyOf(pieces: readonly string[], splitCharacterAt?: number): ReadableStream<BufferSource> {
  const encoder = new TextEncoder();
  const chunks = pieces.map((piece) => encoder.encode(piece));
  if (splitCharacterAt !== undefined) {
    const whole = encoder.encode(pieces.join(''));
    chunks.splice(0, chunks.length, whole.slice(0, splitCharacterAt), whole.slice(splitCharacterAt));
  }
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function read(pieces: readonly string[], splitCharacterAt?: number) {
  const events = [];
  for await (const event of jsonEvents(bodyOf(pieces, splitCharacterAt))) events.push(event);
  return events;
}

describe('the event stream reader', () => {
  it('reads each event with its JSON data, skipping comments, the retry line and data that is not JSON', async () => {
    expect(
      await read([
        'retry: 3000\n\n: keep-alive\n\nevent: counters\ndata: {"comm',
        'ents":3}\n\nevent: text\ndata: {"text":"聚丙',
        '烯"}\n\ndata: not json\n\nevent: end\ndata: {"reason":"session"}\n\n',
      ]),
    ).toEqual([
      { event: 'counters', data: { comments: 3 } },
      { event: 'text', data: { text: '聚丙烯' } },
      { event: 'end', data: { reason: 'session' } },
    ]);
  });

  it('decodes a character split between two chunks whole', async () => {
    // `data: {"t":"` is 12 bytes; 聚 takes three, so byte 13 falls inside it.
    expect(await read(['data: {"t":"聚丙烯"}\n\n'], 13)).toEqual([
      { event: 'message', data: { t: '聚丙烯' } },
    ]);
  });

  it('names an event without a type "message", and joins data lines', async () => {
    expect(await read(['data: {"a":\ndata: 1}\n\n'])).toEqual([{ event: 'message', data: { a: 1 } }]);
  });
});
