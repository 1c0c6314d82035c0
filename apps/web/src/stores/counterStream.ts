/**
 * The top bar's counters as the server pushes them (the counter stream, Server-Sent Events): every change that
 * moves a counter, made in this console or any other, reaches the bar within a moment. Read with fetch rather
 * than EventSource, because the session travels in the Authorization header. While the stream is down the
 * spec's polling stands (on load, on the app-wide event, the bell hourly) and the stream is retried with a
 * growing pause; the first event of every (re)connection is every counter, so nothing missed meanwhile stays.
 */
import {
  apiPaths,
  COUNTER_END_EVENT,
  COUNTER_EVENT,
  type CounterPush,
  type ProposalCounters,
} from '@console/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { jsonEvents } from '../api/eventStream.ts';
import { authHeaders, buildUrl } from '../api/request.ts';
import { proposalCountersKey, uncheckedCommentsKey } from './counters.ts';

const RETRY_MIN_MS = 3_000;
const RETRY_MAX_MS = 60_000;

function apply(queryClient: QueryClient, push: CounterPush): void {
  if (push.proposals) queryClient.setQueryData<ProposalCounters>(proposalCountersKey, push.proposals);
  if (push.comments !== undefined)
    queryClient.setQueryData<number | null>(uncheckedCommentsKey, push.comments);
}

/** Reads one connection until it ends; answers whether the session ended (then no retry). */
async function follow(queryClient: QueryClient, signal: AbortSignal, onOpen: () => void): Promise<boolean> {
  const response = await fetch(buildUrl(apiPaths.counterStream), { headers: authHeaders(), signal });
  // Anything but the stream (a refusal in the envelope) means: poll, and try again later.
  if (
    !response.ok ||
    !response.headers.get('content-type')?.includes('text/event-stream') ||
    !response.body
  ) {
    await response.body?.cancel();
    return false;
  }
  onOpen();
  for await (const heard of jsonEvents(response.body)) {
    if (heard.event === COUNTER_EVENT) apply(queryClient, heard.data as CounterPush);
    if (heard.event === COUNTER_END_EVENT) return (heard.data as { reason?: string }).reason === 'session';
  }
  return false;
}

/** Mounted once (by the top bar): holds the stream open while the console is. */
export function useCounterStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let pause = RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      let sessionEnded = false;
      try {
        sessionEnded = await follow(queryClient, controller.signal, () => {
          pause = RETRY_MIN_MS;
        });
      } catch {
        // Network down or aborted: polling carries on.
      }
      if (controller.signal.aborted) return;
      if (sessionEnded) {
        // The next call the console makes answers -999 and takes the person to the login.
        void queryClient.invalidateQueries({ queryKey: proposalCountersKey });
        return;
      }
      timer = setTimeout(connect, pause);
      pause = Math.min(pause * 2, RETRY_MAX_MS);
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
