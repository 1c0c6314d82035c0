/**
 * The AI screen's calls: the model list, the chat's event stream (read with fetch, since the session is a
 * header; each event handed over as it arrives), AI filter translation, and the inside-proxy jump.
 */
import type { aiEndpoints, StreamEvent } from '@console/contract';
import { jsonEvents } from '../../api/eventStream.ts';
import { authHeaders, buildUrl } from '../../api/request.ts';

export type ChatEvent = StreamEvent<typeof aiEndpoints.chat>;

/** A refusal before the stream opened (the envelope): its message. */
export class ChatRefused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Asks the chat; `onEvent` receives each event as the server sends it. Resolves when the stream ends; a refusal
 * answered as the envelope (no provider, a conversation not found) rejects with `ChatRefused`.
 */
export async function askChat(
  path: string,
  query: { message: string; conversation_id?: number; model?: string },
  onEvent: (event: ChatEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(buildUrl(path, query), { headers: authHeaders(), signal });
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ChatRefused(envelope?.code ?? -1, envelope?.msg ?? `HTTP ${response.status}`);
  }
  for await (const heard of jsonEvents(response.body)) onEvent(heard as ChatEvent);
}
