import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../test-support/postgres-admin.ts';
import { ownPostgresDatabase, startServer } from '../test-support/server-process.ts';
import { call, newChildGrowth, signIn } from './growth-client.ts';

/**
 * A PostgreSQL whose dates are written in another style (DateStyle 'SQL, DMY': 01/03/2021, as a database set up for a
 * European locale may be): the server reads every date and time as it writes them. PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres) console.log('date-style.test.ts: skipped here: a DateStyle of the database is PostgreSQL’s; it runs in server-pg.');

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

describe.skipIf(!onPostgres)('a database whose DateStyle is not ISO', () => {
  it('gives the dates it was given, in the curves, the records pages and the family list', async () => {
    const db = (await ownPostgresDatabase())!;
    cleanup.push(db.drop);
    const name = new URL(db.url).pathname.slice(1);
    await adminQuery(process.env.TEST_DATABASE_URL!, `ALTER DATABASE ${name} SET datestyle TO 'SQL, DMY'`);
    const server = await startServer({ DATABASE_URL: db.url, DATABASE_POOL_MAX: '4' });
    cleanup.push(() => server.stop());

    const token = await signIn(server.url, '13800000001');
    const growthId = await newChildGrowth(server.url, token, '2020-02-29');
    const saved = await call(server.url, 'POST', '/health-info-service/app/growth/save', {
      token,
      body: { growthId, recordDate: '2021-03-01', height: 76.5, weight: 9.8 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const page = await call(server.url, 'GET', `/health-info-service/app/growth/${growthId}/records?start=0&limit=10`, { token });
    expect(page.status).toBe(200);
    expect((page.body.data as { list: { recordDate: string }[] }).list.map((r) => r.recordDate)).toEqual(['2021-03-01']);

    const curve = await call(server.url, 'GET', `/health-info-service/app/growth/${growthId}/curve`, { token });
    expect(curve.status).toBe(200);
    const dates = JSON.stringify(curve.body.data).match(/"(recordDate|birthDate)":"[^"]*"/g);
    expect(new Set(dates)).toEqual(new Set(['"birthDate":"2020-02-29"', '"recordDate":"2021-03-01"']));

    const members = await call(server.url, 'GET', '/app-web2/family_members', { token });
    const child = (members.body.data as { name: string; birthDate: string }[]).find((m) => m.name === 'Durability');
    expect(child?.birthDate).toBe('2020-02-29');
  }, 90_000);
});
