import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { seededDataDir, startServer } from './test-support/server-process.ts';
import { openTestDatabase } from './test-support/test-app.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sprout-srv-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the web app behind the server', () => {
  it('serves index.html for every app route and JSON for the API', async () => {
    const web = tempDir();
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: web });
    const app = await buildApp({ config, database, db: database.db }, { logger: false });
    try {
      for (const url of [
        '/',
        '/growth/patient/growthDetail?familyMemberId=1',
        '/clinics/abc',
        '/activityHtmls/baseWidget/HotSpot',
        '/no/such/page',
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
      }
      const api = await app.inject({ url: '/health-info-service/app/growth/nothing' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish before closing', async () => {
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp({ config, database, db: database.db }, { logger: false });
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      app.get('/app-web2/test_slow', { config: { access: { kind: 'public' } } }, async () => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return { code: '1', data: 'finished', message: 'OK' };
      });
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${address}/app-web2/test_slow`).then((r) => r.json());
    await started;
    const closing = app.close();
    release();
    expect(await inFlight).toMatchObject({ data: 'finished' });
    await closing;
    await drop();
  });

  // The run's server build on a copy of the seeded embedded database, as production starts (a first start on an empty
  // directory is process/anywhere.test.ts). Once: the process and its shutdown are the same whichever database the
  // integration suite uses.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'exits cleanly on SIGTERM',
    async () => {
      const server = await startServer({ DATA_DIR: seededDataDir(tempDir()) });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(await server.stop('SIGTERM')).toBe(0);
      const out = server.log.join('\n');
      expect(out).toMatch(/shutting down/);
      // Nothing personal in the log: the seeded phones never appear.
      expect(out).not.toMatch(/1380000000\d/);
    },
    60_000,
  );
});
