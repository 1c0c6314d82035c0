/**
 * The events of a Server-Sent Events body read with fetch (the session travels in a header, which EventSource
 * cannot send), framed by eventsource-parser: each event with its JSON data, as it arrives. Comments (keep-alive),
 * retry lines and events whose data is not JSON are skipped.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface StreamedEvent {
  event: string;
  data: unknown;
}

export async function* jsonEvents(body: ReadableStream<BufferSource>): AsyncGenerator<StreamedEvent> {
  const reader = body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      let data: unknown;
      try {
        data = JSON.parse(value.data);
      } catch {
        continue;
      }
      yield { event: value.event ?? 'message', data };
    }
  } finally {
    // A reader that stopped early (the end event, a closed screen) lets go of the connection.
    await reader.cancel().catch(() => {});
  }
}
