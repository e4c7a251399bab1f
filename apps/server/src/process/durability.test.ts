import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownPostgresDatabase, seededDataDir, startServer, type ServerProcess } from '../test-support/server-process.ts';
import { call, newChildGrowth, signIn } from './growth-client.ts';

/**
 * Issue 11, item 6: a real server process, a client that logs every acknowledged write, kill -9 midway, a restart
 * on the same data: no acknowledged write is missing, and a retried Idempotency-Key writes once. On the embedded
 * PGlite in the server project, on PostgreSQL in server-pg.
 */
const ACKS_BEFORE_KILL = 120;
const WORKERS = 4;
const SAVE = '/health-info-service/app/growth/save';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

const day = (i: number) => new Date(Date.UTC(2014, 0, 2) + i * 86_400_000).toISOString().slice(0, 10);

describe(`a growth save under kill -9 (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every acknowledged write after a restart, and a retried key is written once', async () => {
    const pg = await ownPostgresDatabase();
    if (pg) cleanup.push(pg.drop);
    const parent = pg ? null : mkdtempSync(path.join(tmpdir(), 'sprout-durability-'));
    if (parent) cleanup.push(async () => rmSync(parent, { recursive: true, force: true }));
    // The run's migrated, seeded database: this test is about a restart after kill -9, not about a first start.
    const dataDir = parent ? seededDataDir(parent) : null;
    // A claim left by the killed process is taken over after 2 s (60 s by default) so that the retries finish soon.
    const env = { ...(pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dataDir! }), IDEMPOTENCY_TAKEOVER_SECONDS: '2' };

    let server: ServerProcess = await startServer(env);
    cleanup.push(() => server.stop('SIGKILL'));
    const token = await signIn(server.url, '13912340001');
    const growthId = await newChildGrowth(server.url, token, '2014-01-01');
    const body = (i: number) => ({ growthId, recordDate: day(i), weight: 10 + (i % 200) / 10, height: 80 + (i % 90) / 2 });

    // Four clients save at once; after ACKS_BEFORE_KILL answers the server is killed with requests in flight.
    const acked = new Map<number, string>(); // write number → recordId, logged when its 200 arrived
    const unanswered: number[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const i = next++;
        try {
          const answer = await call(server.url, 'POST', SAVE, { token, key: `save-${i}`, body: body(i) });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          acked.set(i, (answer.body.data as { recordId: string }).recordId);
        } catch (error) {
          if (!killed) throw error;
          unanswered.push(i);
          return;
        }
        if (acked.size >= ACKS_BEFORE_KILL && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(await server.exited).toBe('SIGKILL');

    server = await startServer(env);
    // The client retries what it never heard back about, with the same key and body, until it gets an answer.
    const retried: Record<number, number> = {};
    for (const i of unanswered) {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await call(server.url, 'POST', SAVE, { token, key: `save-${i}`, body: body(i) });
        retried[i] = answer.status;
        // 409 in progress: the killed process's claim, until the takeover time has passed.
        if (answer.status === 200 || attempt >= 20) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    expect(
      Object.values(retried).every((status) => status === 200),
      JSON.stringify(retried),
    ).toBe(true);
    // An acknowledged write retried with its key is answered from the stored first answer, not written again.
    for (const [i, recordId] of [...acked].slice(0, 20)) {
      const again = await call(server.url, 'POST', SAVE, { token, key: `save-${i}`, body: body(i) });
      expect(again).toMatchObject({ status: 200, replayed: true, body: { data: { recordId } } });
    }

    const stored: { recordId: string; recordDate: string; weight: number }[] = [];
    for (let start = 0; ; start += 100) {
      const page = await call(server.url, 'GET', `/health-info-service/app/growth/${growthId}/records?start=${start}&limit=100`, { token });
      const { list, total } = page.body.data as { list: typeof stored; total: number };
      stored.push(...list);
      if (stored.length >= total || list.length === 0) break;
    }
    const byId = new Map(stored.map((r) => [r.recordId, r]));
    const missing = [...acked].filter(
      ([i, recordId]) => byId.get(recordId)?.recordDate !== day(i) || byId.get(recordId)?.weight !== body(i).weight,
    );
    expect(missing).toEqual([]);
    // One record per write: nothing was lost and nothing was written twice.
    expect(new Set(stored.map((r) => r.recordDate)).size).toBe(stored.length);
    expect(stored.length).toBe(acked.size + unanswered.length);
    console.log(
      `durability (${pg ? 'PostgreSQL' : 'PGlite'}): ${acked.size} acknowledged before kill -9, ${unanswered.length} in flight retried, ` +
        `${missing.length} acknowledged missing, ${stored.length} records for ${acked.size + unanswered.length} writes`,
    );
    await server.stop();
  }, 120_000);
});
