/**
 * A local stand-in for an OpenAI-compatible provider, for the tests only (never part of the product): it
 * speaks `GET /v1/models` and `POST /v1/chat/completions`, whole or streamed as Server-Sent Events, with tool
 * calls. Its answers are scripted from the question so the tests can tell what happened:
 * - a question naming a grade-like word ("PA66") while tools are offered: it calls `search_sheets` with that
 *   grade (the arguments sent in pieces, as real providers do);
 * - a question about demands ("需求") while tools are offered: it calls `count_demands`, with the two days the
 *   question names (YYYY-MM-DD) if any;
 * - after a tool's answer: it reports what the tool said ("找到 N 个物性表…", "共有 N 条需求…", or the refusal)
 *   word by word;
 * - any other question: an answer quoting it, word by word;
 * - `response_format: json_object` (an AI filter): `{query: {grade}}`, or a made-up field when the request
 *   says "幻觉" / "hallucinate".
 * `hold` keeps a streamed answer waiting after its first pieces until `release()`, so a test can see the first
 * pieces arrive before the rest exist.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STUB_MODELS = ['stub-model', 'stub-large'] as const;

export interface StubRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
    response_format?: { type: string };
  };
}

export interface AiStub {
  /** The API root to configure as `AI_BASE_URL` (`http://127.0.0.1:port/v1`). */
  url: string;
  requests: StubRequest[];
  /** Lets held streams go on (see `hold`). */
  release(): void;
  close(): Promise<void>;
}

export interface AiStubOptions {
  port?: number;
  /** Pause between streamed pieces (ms). */
  pieceDelayMs?: number;
  /** Streamed answers wait after this many pieces until `release()`. */
  hold?: number;
}

const GRADE = /\b[A-Z]{2,4}\d{1,3}[A-Z0-9-]*\b/;

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Splits an answer into the pieces it is streamed in: a word (or a CJK character pair) at a time. */
function pieces(text: string): string[] {
  return text.match(/[\u4e00-\u9fff]{1,2}|\s*[^\s\u4e00-\u9fff]+\s*|\s+/g) ?? [text];
}

function answerAfterTool(content: string): string {
  const result = JSON.parse(content) as {
    refused?: string;
    total?: number;
    sheets?: { grade: string; manufacturer: string | null }[];
    from?: string | null;
    to?: string | null;
  };
  if (result.refused) return `抱歉，您没有查询物性表的权限（${result.refused}）。`;
  if (!result.sheets)
    return `${result.from ?? '最早'} 至 ${result.to ?? '今天'} 共有 ${result.total ?? 0} 条需求。`;
  const names = (result.sheets ?? []).map((sheet) => `${sheet.grade}（${sheet.manufacturer ?? '—'}）`);
  return `找到 ${result.total ?? 0} 个物性表：${names.join('、') || '无'}。`;
}

export async function startAiStub(options: AiStubOptions = {}): Promise<AiStub> {
  const requests: StubRequest[] = [];
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  if (options.hold === undefined) held = Promise.resolve();
  const delay = options.pieceDelayMs ?? 15;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const path = request.url ?? '';
      const raw = await read(request);
      const body = (raw ? JSON.parse(raw) : {}) as StubRequest['body'];
      requests.push({ path, authorization: request.headers.authorization, body });
      if (request.method === 'GET' && path === '/v1/models') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ object: 'list', data: STUB_MODELS.map((id) => ({ id, object: 'model' })) }),
        );
        return;
      }
      if (request.method !== 'POST' || path !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `no route ${path}` } }));
        return;
      }
      const messages = body.messages ?? [];
      const last = messages[messages.length - 1];
      const question = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      const model = body.model ?? STUB_MODELS[0];

      if (body.response_format?.type === 'json_object') {
        const made = /幻觉|hallucinate/i.test(question)
          ? { query: { colour_code: 'red' }, explanation: '按颜色代码筛选' }
          : {
              query: { grade: question.match(GRADE)?.[0] ?? question.slice(0, 10) },
              explanation: '按牌号筛选',
            };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'stub-1',
            object: 'chat.completion',
            model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: JSON.stringify(made) },
                finish_reason: 'stop',
              },
            ],
          }),
        );
        return;
      }

      const grade = question.match(GRADE)?.[0];
      const offered = last?.role === 'user' && (body.tools?.length ?? 0) > 0;
      const countDemands = offered && question.includes('需求');
      const callTool = offered && (countDemands || grade !== undefined);
      const text =
        last?.role === 'tool'
          ? answerAfterTool(last.content ?? '{}')
          : `你好，我是测试模型。你问的是：${question}`;

      if (!body.stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'stub-1',
            object: 'chat.completion',
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (delta: unknown, finish: string | null = null) =>
        response.write(
          `data: ${JSON.stringify({ id: 'stub-1', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      const pause = () => new Promise((resolve) => setTimeout(resolve, delay));
      if (callTool) {
        const [from, to] = question.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
        const args = JSON.stringify(countDemands ? { from, to } : { grade });
        const name = countDemands ? 'count_demands' : 'search_sheets';
        send({
          role: 'assistant',
          content: null,
          tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name, arguments: '' } }],
        });
        for (const part of [args.slice(0, 5), args.slice(5)]) {
          await pause();
          send({ tool_calls: [{ index: 0, function: { arguments: part } }] });
        }
        send({}, 'tool_calls');
      } else {
        send({ role: 'assistant', content: '' });
        let sent = 0;
        for (const piece of pieces(text)) {
          if (sent === options.hold) await held;
          await pause();
          send({ content: piece });
          sent++;
        }
        send({}, 'stop');
      }
      response.write('data: [DONE]\n\n');
      response.end();
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    release: () => release(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
