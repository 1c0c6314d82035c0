/**
 * Registers a handler against an endpoint declared in the contract (`endpoint.ts` there): the route's method,
 * path, name and access come from the declaration, its input is parsed by the declared schema (code 2 naming
 * the field), and its answer is typed by the declared output. With `API_CHECK_OUTPUT` (on in the tests) the
 * answer is also checked against the output schema, so an answer drifting from what the contract (and the
 * OpenAPI document) says fails the test that made it.
 */
import type { AnyEndpoint, Endpoint, EndpointOutput, EndpointParsed, FileEndpoint } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type FieldNamer, parseInput } from '../core/validation.ts';
import { ok } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration of the route, when it has one (read by the OpenAPI document). */
    endpoint?: AnyEndpoint;
  }
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointParsed<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointOutput<E>>;

/** A file endpoint's handler sends the file itself (`reply.send`, `sendXlsx`) and returns the reply. */
export type FileHandler<E extends FileEndpoint> = (
  input: EndpointParsed<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

export interface ServeOptions {
  /** Names a refused field for a person (a family's field labels); the path as sent otherwise. */
  nameField?: FieldNamer;
  /**
   * The input as the server parses it when it is built from a family's declaration by the engine (its
   * validators): it accepts no more than the declared input, and the route (and so the OpenAPI document)
   * carries it in place of the declared one.
   */
  input?: z.ZodType;
}

/** An answer that does not match its declared output: a bug of the server, never the caller's fault. */
export class OutputMismatch extends Error {
  override name = 'OutputMismatch';
}

/**
 * The `serve(endpoint, handler)` of one `/api` scope; `checkOutput` from the configuration. A file endpoint's
 * handler answers the file itself; an upload's input is its query string (the handler reads the file part).
 */
export function endpointServer(api: FastifyInstance, checkOutput: boolean) {
  function serve<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, options?: ServeOptions): void;
  function serve<E extends FileEndpoint>(endpoint: E, handler: FileHandler<E>, options?: ServeOptions): void;
  function serve(
    declared: Endpoint | FileEndpoint,
    handler: (input: unknown, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    options: ServeOptions = {},
  ): void {
    const endpoint = options.input ? { ...declared, input: options.input } : declared;
    const fromQuery = endpoint.method === 'GET' || ('upload' in endpoint && endpoint.upload !== undefined);
    const where = fromQuery ? 'query' : 'body';
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { name: endpoint.name.zh, access: endpoint.access, endpoint },
      handler: async (request, reply) => {
        const raw = where === 'query' ? request.query : request.body;
        const input = parseInput(endpoint.input, raw, where, options.nameField);
        const output = await handler(input, request, reply);
        if ('file' in endpoint) return output;
        if (checkOutput) {
          const checked = endpoint.output.safeParse(output);
          if (!checked.success) {
            const issues = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
            throw new OutputMismatch(
              `${endpoint.method} ${endpoint.path} answered outside its declared output: ${issues.slice(0, 5).join('; ')}`,
            );
          }
        }
        return ok(output);
      },
    });
  }
  return serve;
}

/** What a module registers its declared endpoints with. */
export type ServeEndpoint = ReturnType<typeof endpointServer>;
