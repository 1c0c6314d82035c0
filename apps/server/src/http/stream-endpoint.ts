/**
 * Serves an endpoint declared with `streamEndpoint()` (contract endpoint.ts): its input parsed by the declared
 * schema, then Server-Sent Events, each named as declared and its `data` the JSON of that event's schema (checked
 * against it with `API_CHECK_OUTPUT`, like `serve`'s answers). Until the handler opens the stream, a refusal
 * (`AppError`) answers the envelope as any route does; once open, the handler reports failures as events.
 */
import type { EndpointParsed, StreamEndpoint } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseInput } from '../core/validation.ts';
import { OutputMismatch } from './endpoint.ts';

export interface EventStream<E extends StreamEndpoint> {
  send<K extends keyof E['events'] & string>(event: K, data: z.output<E['events'][K]>): void;
  /** Ends the answer. */
  end(): void;
  /** Whether the browser is still there (false once it closed the request). */
  readonly open: boolean;
  /** Aborted when the browser goes away, so the work feeding the stream stops too. */
  readonly signal: AbortSignal;
}

export type StreamHandler<E extends StreamEndpoint> = (
  input: EndpointParsed<E>,
  request: FastifyRequest,
  /** Starts the event stream (after this, no envelope). */
  open: () => EventStream<E>,
) => Promise<void>;

/** How often an idle stream sends a comment so proxies keep it open (ms). */
const KEEP_ALIVE_MS = 15_000;

export function streamServer(api: FastifyInstance, checkOutput: boolean) {
  return function serveStream<E extends StreamEndpoint>(endpoint: E, handler: StreamHandler<E>): void {
    const where = endpoint.method === 'GET' ? 'query' : 'body';
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { name: endpoint.name.zh, access: endpoint.access, endpoint },
      handler: async (request, reply: FastifyReply) => {
        const input = parseInput(endpoint.input, where === 'query' ? request.query : request.body, where);
        let stream: EventStream<E> | undefined;
        const open = (): EventStream<E> => {
          if (stream) return stream;
          reply.hijack();
          const raw = reply.raw;
          raw.writeHead(200, {
            ...(reply.getHeaders() as Record<string, string>),
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            connection: 'keep-alive',
            // nginx and the like would otherwise hold the events back in their buffers.
            'x-accel-buffering': 'no',
          });
          const aborted = new AbortController();
          let open = true;
          const keepAlive = setInterval(() => {
            if (open) raw.write(': keep-alive\n\n');
          }, KEEP_ALIVE_MS);
          const close = () => {
            open = false;
            clearInterval(keepAlive);
          };
          request.raw.on('close', () => {
            if (open) aborted.abort();
            close();
          });
          stream = {
            get open() {
              return open;
            },
            signal: aborted.signal,
            send(event, data) {
              if (!open) return;
              const schema = endpoint.events[event];
              if (checkOutput && schema) {
                const checked = schema.safeParse(data);
                if (!checked.success) {
                  throw new OutputMismatch(
                    `${endpoint.method} ${endpoint.path} sent event ${event} outside its declared schema: ${checked.error.message.slice(0, 300)}`,
                  );
                }
              }
              raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
            },
            end() {
              if (!open) return;
              close();
              raw.end();
            },
          };
          return stream;
        };
        await handler(input as EndpointParsed<E>, request, open);
        // A handler that never opened its stream answered nothing: end it rather than hang.
        if (stream) stream.end();
        else return reply.send();
      },
    });
  };
}

/** What a module registers its stream endpoints with. */
export type ServeStream = ReturnType<typeof streamServer>;
