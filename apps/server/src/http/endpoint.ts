/**
 * Registers a handler against an endpoint declared in the contract (`endpoint.ts` there): the route's method,
 * path, name and access come from the declaration, its input is parsed by the declared schema (code 2 naming
 * the field), and its answer is typed by the declared output. With `API_CHECK_OUTPUT` (on in the tests) the
 * answer is also checked against the output schema, so an answer drifting from what the contract (and the
 * OpenAPI document) says fails the test that made it.
 */
import type { Endpoint, EndpointOutput, EndpointParsed } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.ts';
import { type FieldNamer, parseInput } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration of the route, when it has one (read by the OpenAPI document). */
    endpoint?: Endpoint;
  }
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointParsed<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointOutput<E>>;

export interface ServeOptions {
  /** Names a refused field for a person (a family's field labels); the path as sent otherwise. */
  nameField?: FieldNamer;
}

/** An answer that does not match its declared output: a bug of the server, never the caller's fault. */
export class OutputMismatch extends Error {
  override name = 'OutputMismatch';
}

/** The `serve(endpoint, handler)` of one `/api` scope; `checkOutput` from the configuration. */
export function endpointServer(api: FastifyInstance, checkOutput: boolean) {
  return function serve<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    options: ServeOptions = {},
  ): void {
    const where = endpoint.method === 'GET' ? 'query' : 'body';
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { name: endpoint.name.zh, access: endpoint.access, endpoint },
      handler: async (request, reply) => {
        const raw = where === 'query' ? request.query : request.body;
        const input = parseInput(endpoint.input, raw, where, options.nameField) as EndpointParsed<E>;
        const output = await handler(input, request, reply);
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
  };
}

/** What a module registers its declared endpoints with. */
export type ServeEndpoint = ReturnType<typeof endpointServer>;
