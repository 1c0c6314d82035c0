/**
 * Closed-loop load: `connections` clients, each on its own keep-alive connection, send the next request as
 * soon as the previous answer is read, for a fixed time after a warm-up. Node's own `http` with a keep-alive
 * Agent: the client shares the machine's two cores with the server and PostgreSQL, and `http` costs less CPU
 * per request than `fetch`, so more of the cores go to what is measured.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not HTTP 200 with code 0. */
  failures: number;
}

export interface Target {
  host: string;
  port: number;
  headers: Record<string, string>;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A success is HTTP 200 with the envelope's code 0 (`{"code":0,…`): checked without parsing the body. */
const OK_PREFIX = Buffer.from('{"code":0,');

function request(agent: http.Agent, target: Target, path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: target.host, port: target.port, path, agent, headers: target.headers },
      (res) => {
        let first: Buffer | undefined;
        res.on('data', (chunk: Buffer) => {
          first ??= chunk;
        });
        res.on('end', () =>
          resolve(
            res.statusCode === 200 &&
              first !== undefined &&
              first.subarray(0, OK_PREFIX.length).equals(OK_PREFIX),
          ),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Runs the closed loop for `seconds` after `warmupSeconds` and returns the figures of the measured part. */
export async function measure(
  target: Target,
  path: string,
  options: {
    connections: number;
    seconds: number;
    warmupSeconds: number;
    /** Told when the measured seconds begin and end (after the warm-up), to sample what they cost. */
    window?: { opened(): Promise<void>; closed(): void };
  },
): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failures = 0;
  let recording = false;
  let stopping = false;
  const loop = async () => {
    while (!stopping) {
      const t0 = performance.now();
      const ok = await request(agent, target, path);
      if (!recording) continue;
      latencies.push(performance.now() - t0);
      if (!ok) failures++;
    }
  };
  const loops = Array.from({ length: options.connections }, loop);
  await new Promise((r) => setTimeout(r, options.warmupSeconds * 1000));
  await options.window?.opened();
  recording = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, options.seconds * 1000));
  recording = false;
  const elapsed = (performance.now() - started) / 1000;
  options.window?.closed();
  stopping = true;
  await Promise.all(loops);
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: sorted.length,
    perSecond: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    failures,
  };
}
