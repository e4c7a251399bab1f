import { MONITORING_SESSION_RATE } from '@sprout/contracts';

/**
 * In-process token buckets: each key (a session id, a client address) holds up to `capacity` tokens and
 * regains `refillPerSecond`; a report costs one token per event. One server instance keeps its own
 * buckets, which is enough for one instance; several instances behind a balancer would each allow the rate
 * (a shared store would be the next step). Full buckets are forgotten when the map grows past `maxKeys`, so
 * a flood of random session ids cannot grow memory without bound.
 */
export interface TokenBucketOptions {
  capacity: number;
  refillPerSecond: number;
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: TokenBucketOptions) {
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  private current(key: string): Bucket {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.options.capacity, at: now };
    const refilled = Math.min(this.options.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.options.refillPerSecond);
    return { tokens: refilled, at: now };
  }

  /** Whether `cost` tokens are available now, without taking them. */
  has(key: string, cost: number): boolean {
    return this.current(key).tokens >= cost;
  }

  /** Whole seconds until `cost` tokens are there (0 when they are now); at least 1 when they are not. */
  secondsUntil(key: string, cost: number): number {
    const missing = cost - this.current(key).tokens;
    return missing <= 0 ? 0 : Math.max(1, Math.ceil(missing / this.options.refillPerSecond));
  }

  /** Takes `cost` tokens when available; returns false (taking nothing) otherwise. */
  take(key: string, cost: number): boolean {
    const bucket = this.current(key);
    if (bucket.tokens < cost) return false;
    bucket.tokens -= cost;
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.sweep();
    return true;
  }

  get size(): number {
    return this.buckets.size;
  }

  private sweep(): void {
    for (const key of [...this.buckets.keys()]) {
      if (this.current(key).tokens >= this.options.capacity) this.buckets.delete(key);
    }
    // Still too many (a flood of fresh keys): forget the oldest; they start again with a full bucket.
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}

/**
 * Defaults. A sampled phone sends a few dozen events a minute (views, vitals, resource timings), so a
 * session may burst 300 events and sustain 2 a second. An address gets ten times that: mobile carriers put
 * many phones behind one address (carrier-grade NAT), and one abusive client still cannot flood the table.
 */
export const SESSION_BUCKET = MONITORING_SESSION_RATE;
export const ADDRESS_BUCKET = { capacity: 3000, refillPerSecond: 20 } as const;
