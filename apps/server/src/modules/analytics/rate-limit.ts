/**
 * Each site's events a minute, as a token bucket per site held in this process: a site sending steadily at
 * its rate is never refused, a burst up to one minute's worth passes, more is refused (code 5) until the
 * bucket refills. Behind a balancer each instance keeps its own buckets, so the ceiling is the rate times the
 * instances; that bounds abuse, which is the point, without a database write per batch.
 */
export class RateLimiter {
  readonly #buckets = new Map<number, { tokens: number; at: number }>();

  /** Takes `count` tokens from the site's bucket (`perMinute` its size and refill); false: not enough. */
  take(site: number, perMinute: number, count: number, now: number): boolean {
    const bucket = this.#buckets.get(site) ?? { tokens: perMinute, at: now };
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * perMinute);
    bucket.at = now;
    this.#buckets.set(site, bucket);
    if (bucket.tokens < count) return false;
    bucket.tokens -= count;
    return true;
  }
}
