/**
 * Each site's events a minute, counted by rate-limiter-flexible: in Redis when `REDIS_URL` is set, so every
 * instance behind a balancer draws on one budget per site, and in this process otherwise. A site's budget is its
 * rate over a one-minute window that opens with its first batch; a batch that would go past it is refused whole
 * (code 5) and not counted, so a site sending at its rate is never refused. When Redis cannot be reached an
 * instance counts in its own memory meanwhile (the library's insurance limiter) rather than refusing every
 * batch or letting every batch through.
 */
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { onFirstUse } from '../../core/on-first-use.ts';

const ioredis = onFirstUse<typeof import('ioredis')>('ioredis');
// Loaded at the first tracking batch: the library loads a store for every database it supports.
const rateLimiters = onFirstUse<typeof import('rate-limiter-flexible')>('rate-limiter-flexible');

const WINDOW_SECONDS = 60;

export interface RateLimiterOptions {
  /** `REDIS_URL`: the budgets are shared by every instance on it. */
  redisUrl?: string | undefined;
  /** Redis keys are `<prefix><rate>:<site>`. */
  prefix?: string;
  /** Told about a lost Redis connection once per outage (ioredis keeps reconnecting meanwhile). */
  onError?: (error: Error) => void;
}

export class RateLimiter {
  /** One limiter per rate (a limiter's size is fixed), made when a site of that rate first sends. */
  readonly #limiters = new Map<number, RateLimiterAbstract>();
  readonly #redis: Redis | undefined;
  readonly #prefix: string;

  constructor(options: RateLimiterOptions = {}) {
    this.#prefix = options.prefix ?? 'console:rate:tracking:';
    if (options.redisUrl) {
      // As the cache's connection (integrations/cache/redis.ts): a call waits for two reconnections at most.
      const redis = new (ioredis().Redis)(options.redisUrl, {
        maxRetriesPerRequest: 2,
        connectTimeout: 5_000,
      });
      let reported = false;
      redis.on('error', (error: Error) => {
        if (reported) return;
        reported = true;
        options.onError?.(error);
      });
      redis.on('ready', () => {
        reported = false;
      });
      this.#redis = redis;
    }
  }

  /** Where the budgets are kept. */
  get kind(): 'redis' | 'memory' {
    return this.#redis ? 'redis' : 'memory';
  }

  #limiter(perMinute: number): RateLimiterAbstract {
    let limiter = this.#limiters.get(perMinute);
    if (!limiter) {
      const { RateLimiterMemory, RateLimiterRedis } = rateLimiters();
      const size = { points: perMinute, duration: WINDOW_SECONDS, keyPrefix: `${this.#prefix}${perMinute}` };
      limiter = this.#redis
        ? new RateLimiterRedis({
            ...size,
            storeClient: this.#redis,
            insuranceLimiter: new RateLimiterMemory(size),
          })
        : new RateLimiterMemory(size);
      this.#limiters.set(perMinute, limiter);
    }
    return limiter;
  }

  /** Takes `count` events from the site's budget of `perMinute`; false: not enough left (nothing taken). */
  async take(site: string, perMinute: number, count: number): Promise<boolean> {
    if (count <= 0) return true;
    const limiter = this.#limiter(perMinute);
    try {
      await limiter.consume(site, count);
      return true;
    } catch (refusal) {
      if (!(refusal instanceof rateLimiters().RateLimiterRes)) throw refusal;
      // The window counted the refused batch too: give it back, so what passes is what the site may send.
      await limiter.reward(site, count);
      return false;
    }
  }

  async close(): Promise<void> {
    await this.#redis?.quit().catch(() => this.#redis?.disconnect());
  }
}
