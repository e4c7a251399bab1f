import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ownPostgresDatabase, startServer, type ServerProcess } from '../test-support/server-process.ts';
import { call, newChildGrowth, signIn } from './growth-client.ts';

/**
 * Issue 11, item 7: two server processes on one PostgreSQL at once behave as one. PostgreSQL only (the embedded
 * PGlite belongs to one process), so this runs in the server-pg project, i.e. when TEST_DATABASE_URL is set.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres)
  console.log('two-instances.test.ts: skipped here: two instances need PostgreSQL; it runs in server-pg when TEST_DATABASE_URL is set.');

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

const logged = (server: ServerProcess, msg: string) => server.log.filter((line) => line.includes(`"msg":"${msg}"`));

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let url: string;

  it('start at once on an empty database: migrations and the demo seed run once', async () => {
    const db = (await ownPostgresDatabase())!;
    cleanup.push(db.drop);
    url = db.url;
    const env = {
      DATABASE_URL: url,
      DATABASE_POOL_MAX: '4',
      LOG_LEVEL: 'debug',
      // Each request names its client address, so that the limits per address can be tried from one test.
      TRUST_PROXY: 'true',
      OTP_RESEND_INTERVAL_SECONDS: '0',
      OTP_MAX_PER_PHONE_PER_HOUR: '3',
      OTP_MAX_WRONG_PER_IP: '6',
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    cleanup.push(
      () => a.stop(),
      () => b.stop(),
    );
    const appliedLines = [...logged(a, 'migrations applied'), ...logged(b, 'migrations applied')];
    expect(appliedLines).toHaveLength(1);
    expect([...logged(a, 'no migrations to apply'), ...logged(b, 'no migrations to apply')]).toHaveLength(1);
    expect([...logged(a, 'demo data seeded'), ...logged(b, 'demo data seeded')]).toHaveLength(1);
  }, 90_000);

  it('take a token from one instance on the other, and a sign-out on one ends it on both', async () => {
    const token = await signIn(a.url, '13800000001');
    // Both instances have answered the token before it is revoked.
    for (const base of [a.url, b.url]) {
      const me = await call(base, 'GET', '/app-web2/auth/me', { token });
      expect(me).toMatchObject({ status: 200, body: { data: { phone: '13800000001', role: 'parent' } } });
    }
    expect((await call(b.url, 'POST', '/app-web2/auth/logout', { token })).status).toBe(200);
    expect((await call(a.url, 'GET', '/app-web2/auth/me', { token })).status).toBe(401);
  });

  it('share the code-sending limit per phone across both', async () => {
    const send = (base: string) => call(base, 'POST', '/app-web2/auth/sms_code', { body: { phone: '13612349001' }, ip: '198.51.100.50' });
    expect([(await send(a.url)).status, (await send(b.url)).status, (await send(a.url)).status]).toEqual([200, 200, 200]);
    const fourth = await send(b.url);
    expect(fourth).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  it('share a code’s five tries across both: the sixth guess is refused on either, and the next code signs in', async () => {
    const phone = '13612349002';
    const send = async () =>
      ((await call(a.url, 'POST', '/app-web2/auth/sms_code', { body: { phone }, ip: '198.51.100.60' })).body.data as { devCode: string })
        .devCode;
    const code = await send();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const base = i % 2 ? b.url : a.url;
      answers.push(
        (await call(base, 'POST', '/app-web2/auth/login', { body: { phone, code: wrong }, ip: `198.51.100.${61 + i}` })).body.data,
      );
    }
    expect(answers.map((d) => (d as { triesLeft: number | null }).triesLeft)).toEqual([4, 3, 2, 1, null]);
    for (const base of [a.url, b.url]) {
      const dead = await call(base, 'POST', '/app-web2/auth/login', { body: { phone, code }, ip: '198.51.100.70' });
      expect(dead).toMatchObject({ status: 401, body: { data: { reason: 'tooManyTries' } } });
    }
    const fresh = await send();
    expect((await call(b.url, 'POST', '/app-web2/auth/login', { body: { phone, code: fresh }, ip: '198.51.100.70' })).status).toBe(200);
  });

  it('share the wrong-code limit per client address across both, and leave another address alone', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 6; i += 1) {
      const phone = `1361234910${i}`;
      const base = i % 2 ? b.url : a.url;
      await call(base, 'POST', '/app-web2/auth/sms_code', { body: { phone }, ip: '192.0.2.1' });
      expect((await call(base, 'POST', '/app-web2/auth/login', { body: { phone, code: '000001' }, ip })).status).toBe(401);
    }
    const phone = '13612349199';
    await call(a.url, 'POST', '/app-web2/auth/sms_code', { body: { phone }, ip: '192.0.2.1' });
    expect((await call(a.url, 'POST', '/app-web2/auth/login', { body: { phone, code: '000001' }, ip })).status).toBe(429);
    expect((await call(b.url, 'POST', '/app-web2/auth/login', { body: { phone, code: '000001' }, ip })).status).toBe(429);
    expect((await call(b.url, 'POST', '/app-web2/auth/login', { body: { phone, code: '000001' }, ip: '203.0.113.100' })).status).toBe(401);
  });

  it('answer a write retried on the other instance with the first answer (Idempotency-Key)', async () => {
    const token = await signIn(b.url, '13612349300', '192.0.2.30');
    const growthId = await newChildGrowth(a.url, token, '2020-01-01');
    const save = (base: string) =>
      call(base, 'POST', '/health-info-service/app/growth/save', {
        token,
        key: 'two-instances-1',
        body: { growthId, recordDate: '2021-01-01', weight: 9.5 },
      });
    const first = await save(a.url);
    const again = await save(b.url);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, replayed: true, body: first.body });
  });

  it('read a write made through the other instance at once (no instance serves a stale copy)', async () => {
    const token = await signIn(a.url, '13612349400', '192.0.2.40');
    const growthId = await newChildGrowth(a.url, token, '2020-01-01');
    const weights = async (base: string) =>
      (
        (await call(base, 'GET', `/health-info-service/app/growth/${growthId}/records`, { token })).body.data as {
          list: { weight: number }[];
        }
      ).list.map((r) => r.weight);
    expect(await weights(b.url)).toEqual([]);
    const saved = await call(a.url, 'POST', '/health-info-service/app/growth/save', {
      token,
      body: { growthId, recordDate: '2021-02-01', weight: 10 },
    });
    expect(await weights(b.url)).toEqual([10]);
    expect(await weights(a.url)).toEqual([10]);
    const recordId = (saved.body.data as { recordId: string }).recordId;
    expect(
      (
        await call(b.url, 'POST', '/health-info-service/app/growth/edit', {
          token,
          body: { recordId, growthId, recordDate: '2021-02-01', weight: 10.5 },
        })
      ).status,
    ).toBe(200);
    expect(await weights(a.url)).toEqual([10.5]);
  });

  it('ran the maintenance job of the hour on one instance only, the other one skipping it', async () => {
    const ran = [a, b].filter((server) => logged(server, 'monitoring maintenance').length > 0);
    const skipped = [a, b].filter((server) => logged(server, 'monitoring maintenance claimed by another instance').length > 0);
    expect(ran).toHaveLength(1);
    expect(skipped).toHaveLength(1);
    expect(ran[0]).not.toBe(skipped[0]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_runs WHERE job = 'monitoring-maintenance'`);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('stop cleanly on SIGTERM', async () => {
    expect(await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')])).toEqual([0, 0]);
  });
});
