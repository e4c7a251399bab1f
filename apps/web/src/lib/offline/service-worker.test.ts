import { describe, expect, it } from 'vitest';
import SOURCE from '../../../public/sw.js?raw';

/**
 * public/sw.js's own logic, run against a CacheStorage of this file's making (ordered by creation, as the Cache
 * API's keys() are), so that a race a loaded phone meets now and then happens here every time. The journey
 * e2e/service-worker.spec.ts covers the same worker in Chromium, across two real builds.
 */
const ORIGIN = 'https://sprout.example';

interface FakeResponse {
  ok: boolean;
  body: string;
  clone: () => FakeResponse;
  text: () => Promise<string>;
}

const response = (body: string): FakeResponse => ({
  ok: true,
  body,
  clone: () => response(body),
  text: () => Promise.resolve(body),
});

/** Caches by name, in the order they were made; `afterHas` runs once, between a has() and the caller's next step. */
class Storage {
  readonly caches = new Map<string, Map<string, FakeResponse>>();
  afterHas: (() => void) | null = null;

  private cache(name: string) {
    let entries = this.caches.get(name);
    if (!entries) this.caches.set(name, (entries = new Map()));
    return {
      put: (request: string | { url: string }, value: FakeResponse) => {
        entries.set(typeof request === 'string' ? `${ORIGIN}${request}` : request.url, value);
        return Promise.resolve();
      },
      addAll: (paths: string[]) => {
        for (const p of paths) entries.set(`${ORIGIN}${p}`, response(p));
        return Promise.resolve();
      },
      keys: () => Promise.resolve([...entries.keys()]),
    };
  }

  readonly api = {
    has: (name: string) => {
      const found = this.caches.has(name);
      const then = this.afterHas;
      this.afterHas = null;
      then?.();
      return Promise.resolve(found);
    },
    open: (name: string) => Promise.resolve(this.cache(name)),
    delete: (name: string) => Promise.resolve(this.caches.delete(name)),
    keys: () => Promise.resolve([...this.caches.keys()]),
    match: (request: string | { url: string }) => {
      const url = typeof request === 'string' ? `${ORIGIN}${request}` : request.url;
      for (const entries of this.caches.values()) if (entries.has(url)) return Promise.resolve(entries.get(url));
      return Promise.resolve(undefined);
    },
  };

  files(name: string) {
    return [...(this.caches.get(name)?.keys() ?? [])].map((url) => url.slice(ORIGIN.length));
  }
}

/** One build's worker: sw.js stamped with `build`, run with this storage; its events fired by hand. */
function worker(build: string, storage: Storage) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
  };
  const fetch = (request: string | { url: string }) =>
    Promise.resolve(
      response(
        (typeof request === 'string' ? request : request.url).endsWith('/index.html')
          ? '<script type="module" src="/assets/index-1.js"></script>'
          : 'file',
      ),
    );
  new Function('self', 'caches', 'fetch', SOURCE.replaceAll('__BUILD_ID__', build))(self, storage.api, fetch);
  /** Fires an event and waits for everything it asked to be waited for (respondWith, waitUntil). */
  const fire = async (type: string, fields: object = {}) => {
    const pending: Promise<unknown>[] = [];
    const event = { ...fields, waitUntil: (p: Promise<unknown>) => pending.push(p), respondWith: (p: Promise<unknown>) => pending.push(p) };
    listeners.get(type)!(event);
    // A promise waited for may ask for more (a fetch's answer, then the keeping of its file).
    for (let i = 0; i < pending.length; i++) await pending[i];
  };
  return {
    cache: `sprout-shell-${build}`,
    install: () => fire('install'),
    activate: () => fire('activate'),
    fetchAsset: (path: string) => fire('fetch', { request: { method: 'GET', mode: 'no-cors', url: `${ORIGIN}${path}` } }),
  };
}

/** Build A's worker installed and in charge; with `newer`, build B's worker installed beside it, not yet in charge. */
async function builds({ newer }: { newer: boolean }) {
  const storage = new Storage();
  const a = worker('aaaa', storage);
  await a.install();
  await a.activate();
  const b = worker('bbbb', storage);
  if (newer) await b.install();
  return { storage, a, b };
}

describe('the service worker (public/sw.js)', () => {
  it("keeps a fetched build file in its build's cache", async () => {
    const { storage, a } = await builds({ newer: false });
    await a.fetchAsset('/assets/lazy-1.js');
    expect([...storage.caches.keys()]).toEqual([a.cache]);
    expect(storage.files(a.cache)).toEqual(['/index.html', '/assets/index-1.js', '/assets/lazy-1.js']);
  });

  it('keeps files in its own cache while a newer build installs, and drops nothing of the newer one', async () => {
    const { storage, a, b } = await builds({ newer: true });
    await a.fetchAsset('/assets/lazy-1.js');
    expect([...storage.caches.keys()]).toEqual([a.cache, b.cache]);
    expect(storage.files(a.cache)).toContain('/assets/lazy-1.js');
    expect(storage.files(b.cache)).toEqual(['/index.html', '/assets/index-1.js']);
  });

  it("never leaves the old build's cache behind when the new build takes over while it keeps a file", async () => {
    const { storage, a, b } = await builds({ newer: true });
    // The old worker has checked that its cache is still there; before it opens it, the new one takes over and
    // drops it (what a loaded phone did in a CI run: the old build's cache made again, after the new build's).
    storage.afterHas = () => void b.activate();
    await a.fetchAsset('/assets/lazy-1.js');
    expect([...storage.caches.keys()]).toEqual([b.cache]);
  });
});
