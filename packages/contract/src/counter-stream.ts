/**
 * The counter stream, declared once (see `streamEndpoint`): Server-Sent Events carrying the top bar's counters as
 * changes move them (`counters`), and `end` when the stream closes on the server's side. Kept apart from
 * counters.ts, which the shell loads: the schemas here are for the server and the API document.
 */
import { z } from 'zod';
import { apiPaths } from './api.ts';
import { COUNTER_END_EVENT, COUNTER_EVENT } from './counters.ts';
import { streamEndpoint } from './endpoint.ts';

// Null for an admin who may not list the rows counted: a count follows the grant of what it counts.
const count = z.number().int().nonnegative().nullable();

export const counterStreamEndpoint = streamEndpoint({
  method: 'GET',
  path: apiPaths.counterStream,
  name: { zh: '待处理数推送', en: 'Counters as they move' },
  access: 'session',
  input: z.object({}),
  events: {
    /** The counters that moved, as they now are; the first event of a stream carries them all. */
    [COUNTER_EVENT]: z.object({
      proposals: z
        .object({
          'proposal.waiting.saas': count,
          'proposal.waiting.user': count,
          'network_expansion_service.waiting.user': count,
        })
        .optional(),
      comments: count.optional(),
    }),
    /** Why the server closed the stream: the session ended, the instance stopped hearing changes, or shut down. */
    [COUNTER_END_EVENT]: z.object({ reason: z.enum(['session', 'unavailable', 'shutdown']) }),
  },
});
