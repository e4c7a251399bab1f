import type { Database } from './client.ts';

/**
 * The hot reads of a parent's screens (who holds a token, whether they may reach a child, the child's growth and
 * eye answers) kept in this process, so that a repeated read costs no database round trip
 * (docs/decisions/0800-read-cache.md).
 *
 * Correct across instances because nothing is kept that a write could have changed:
 * - every write to a table these reads come from sends a NOTIFY (migration 0020), delivered to every instance once
 *   the writing transaction commits; each instance then drops everything it keeps;
 * - a write through this instance drops everything before its answer leaves (app.ts), so the writer's next read
 *   is fresh even before the notice comes back;
 * - a read that started before a drop is not kept (the generation it started in has passed);
 * - while the listening connection is down nothing is kept or served from memory;
 * - every entry also ages out after `maxAgeMs`, a bound on any staleness nobody foresaw.
 */
export type CacheSpace = 'token' | 'access' | 'growth' | 'eye' | 'answer';

export const READ_CACHE_CHANNEL = 'sprout_read_cache';

export interface ReadCacheOptions {
  enabled: boolean;
  /** How long an entry may be served at most, invalidation or not. */
  maxAgeMs: number;
  /** Entries per space; the oldest goes first beyond it. */
  maxEntries: number;
}

interface Entry {
  value: unknown;
  expires: number;
}

export interface ReadCache {
  /**
   * The value kept for `key`, or `load()`'s, kept when it is neither null nor undefined and nothing was dropped
   * while it loaded. Concurrent misses of one key share one load.
   */
  get<T>(space: CacheSpace, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The value kept for `key` now, or undefined: a hit answered in the same tick, with no promise, which is what
   * the hot reads' hooks and handlers take before falling back to `get`.
   */
  peek<T>(space: CacheSpace, key: string): T | undefined;
  /** Drops everything (a write happened). */
  invalidate(): void;
  /** Moves on at every drop: a value worked out from reads made in one generation is kept only in that one. */
  readonly generation: number;
  /** Keeps `value` for `key`, unless something was dropped since `since` (the generation its reads began in). */
  keep(space: CacheSpace, key: string, value: unknown, since: number): void;
  /** Whether entries are kept now (enabled and listening). */
  readonly live: boolean;
  readonly stats: { hits: number; misses: number; drops: number };
  stop(): Promise<void>;
}

const SPACES: CacheSpace[] = ['token', 'access', 'growth', 'eye', 'answer'];

export async function createReadCache(
  database: Pick<Database, 'listen'>,
  options: ReadCacheOptions,
  now: () => number = Date.now,
): Promise<ReadCache> {
  const maps = new Map<CacheSpace, Map<string, Entry>>(SPACES.map((space) => [space, new Map()]));
  const loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  let generation = 0;
  let listening = false;
  const stats = { hits: 0, misses: 0, drops: 0 };

  const invalidate = () => {
    generation += 1;
    stats.drops += 1;
    for (const map of maps.values()) map.clear();
    loading.clear();
  };

  const stop = options.enabled
    ? await database.listen(READ_CACHE_CHANNEL, {
        listening: () => {
          invalidate();
          listening = true;
        },
        notice: invalidate,
        lost: () => {
          listening = false;
          invalidate();
        },
      })
    : async () => undefined;

  const peek = <T>(space: CacheSpace, key: string): T | undefined => {
    if (!options.enabled || !listening) return undefined;
    const map = maps.get(space)!;
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expires > now()) {
      stats.hits += 1;
      return entry.value as T;
    }
    map.delete(key);
    return undefined;
  };

  const keep = (space: CacheSpace, key: string, value: unknown, since: number) => {
    if (!options.enabled || !listening || since !== generation) return;
    const map = maps.get(space)!;
    if (map.size >= options.maxEntries) map.delete(map.keys().next().value!);
    map.set(key, { value, expires: now() + options.maxAgeMs });
  };

  return {
    get live() {
      return options.enabled && listening;
    },
    get generation() {
      return generation;
    },
    keep,
    stats,
    invalidate,
    peek,
    async get<T>(space: CacheSpace, key: string, load: () => Promise<T>): Promise<T> {
      if (!options.enabled || !listening) return load();
      const kept = peek<T>(space, key);
      if (kept !== undefined) return kept;
      const flightKey = `${space}\u0000${key}`;
      const flight = loading.get(flightKey);
      if (flight && flight.generation === generation) return flight.promise as Promise<T>;
      stats.misses += 1;
      const started = generation;
      const promise = load();
      loading.set(flightKey, { generation: started, promise });
      try {
        const value = await promise;
        if (value !== null && value !== undefined) keep(space, key, value, started);
        return value;
      } finally {
        if (loading.get(flightKey)?.promise === promise) loading.delete(flightKey);
      }
    },
    async stop() {
      listening = false;
      invalidate();
      await stop();
    },
  };
}
