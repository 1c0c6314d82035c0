/**
 * An OpenAI-compatible provider (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`; config.ts `AiProvider`): the model
 * list (`GET {base}/models`) and chat completions (`POST {base}/chat/completions`), streamed or whole, with
 * tools (function calling). Only what the console uses of the protocol is read; anything else in an answer is
 * ignored, and an answer that is not the protocol is an error naming the provider's status.
 */

import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { AiProvider } from '../../config.ts';

/** One message of a chat as the protocol carries it. */
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; content: string; tool_call_id: string };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A tool the model may call: its name, what it does, and its arguments' JSON schema. */
export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: ToolSpec[];
  /** `json_object`: the answer is one JSON object (the AI filters). */
  json?: boolean;
  temperature?: number;
}

/** What a streamed completion yields: text as it comes, then the whole turn. */
export type ChatChunk =
  | { kind: 'text'; text: string }
  | { kind: 'end'; content: string; toolCalls: ToolCall[]; finishReason: string };

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** How long the provider may take to start answering (ms); a streamed answer may then take its time. */
const CONNECT_TIMEOUT_MS = 30_000;

function headers(provider: AiProvider): Record<string, string> {
  const h: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (provider.apiKey) h.authorization = `Bearer ${provider.apiKey}`;
  return h;
}

async function send(provider: AiProvider, path: string, init: RequestInit, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(CONNECT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${provider.baseUrl}${path}`, {
      ...init,
      headers: { ...headers(provider), ...(init.headers as Record<string, string> | undefined) },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new ProviderError(`the provider could not be reached (${(error as Error).message})`);
  }
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).slice(0, 300);
    throw new ProviderError(
      `the provider answered HTTP ${response.status}${body ? `: ${body}` : ''}`,
      response.status,
    );
  }
  return response;
}

/** The provider's model ids (`GET {base}/models`), in its order. */
export async function listModels(provider: AiProvider, signal?: AbortSignal): Promise<string[]> {
  const response = await send(provider, '/models', { method: 'GET' }, signal);
  const body = (await response.json().catch(() => null)) as { data?: { id?: unknown }[] } | null;
  if (!body || !Array.isArray(body.data)) throw new ProviderError('the model list is not {data: [{id}]}');
  return body.data.map((model) => model.id).filter((id): id is string => typeof id === 'string');
}

function requestBody(request: ChatRequest, stream: boolean): string {
  return JSON.stringify({
    model: request.model,
    messages: request.messages,
    stream,
    ...(request.tools?.length ? { tools: request.tools } : {}),
    ...(request.json ? { response_format: { type: 'json_object' } } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
  });
}

/** One whole completion: the assistant's message. */
export async function complete(
  provider: AiProvider,
  request: ChatRequest,
  signal?: AbortSignal,
): Promise<{ content: string; toolCalls: ToolCall[] }> {
  const response = await send(
    provider,
    '/chat/completions',
    { method: 'POST', body: requestBody(request, false) },
    signal,
  );
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: string | null; tool_calls?: ToolCall[] } }[];
  } | null;
  const message = body?.choices?.[0]?.message;
  if (!message) throw new ProviderError('the completion has no choices[0].message');
  return { content: message.content ?? '', toolCalls: message.tool_calls ?? [] };
}

interface StreamDelta {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
    finish_reason?: string | null;
  }[];
}

/**
 * A streamed completion (`stream: true`): yields each piece of text as the provider's Server-Sent Events bring
 * it, then the whole turn, its tool calls put together from their pieces (a call's arguments arrive split).
 */
export async function* streamChat(
  provider: AiProvider,
  request: ChatRequest,
  signal?: AbortSignal,
): AsyncGenerator<ChatChunk> {
  const response = await send(
    provider,
    '/chat/completions',
    { method: 'POST', body: requestBody(request, true), headers: { accept: 'text/event-stream' } },
    signal,
  );
  if (!response.body) throw new ProviderError('the provider sent no stream');
  let content = '';
  let finishReason = 'stop';
  const calls: { id: string; name: string; arguments: string }[] = [];
  const events = (response.body as ReadableStream<BufferSource>)
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  for await (const event of events) {
    const data = event.data.trim();
    if (data === '[DONE]') {
      yield { kind: 'end', content, toolCalls: toolCallsOf(calls), finishReason };
      return;
    }
    let delta: StreamDelta;
    try {
      delta = JSON.parse(data) as StreamDelta;
    } catch {
      throw new ProviderError('the stream carried an event that is not JSON');
    }
    const choice = delta.choices?.[0];
    if (!choice) continue;
    if (choice.finish_reason) finishReason = choice.finish_reason;
    const text = choice.delta?.content;
    if (text) {
      content += text;
      yield { kind: 'text', text };
    }
    for (const piece of choice.delta?.tool_calls ?? []) {
      const index = piece.index ?? calls.length;
      calls[index] ??= { id: '', name: '', arguments: '' };
      const call = calls[index];
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.name += piece.function.name;
      if (piece.function?.arguments) call.arguments += piece.function.arguments;
    }
  }
  // A provider closing without [DONE] still ended its turn.
  yield { kind: 'end', content, toolCalls: toolCallsOf(calls), finishReason };
}

function toolCallsOf(calls: { id: string; name: string; arguments: string }[]): ToolCall[] {
  return calls
    .filter((call) => call?.name)
    .map((call, i) => ({
      id: call.id || `call_${i}`,
      type: 'function' as const,
      function: { name: call.name, arguments: call.arguments },
    }));
}
