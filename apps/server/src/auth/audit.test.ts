import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { DEMO_IDS } from '../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const patientUrl = `/app-aggregation-service/app/patients/${DEMO_IDS.patients.boyHaoranXuhui}`;
const eventsFor = (memberId: string) =>
  ctx.database.db.select().from(auditEvents).where(eq(auditEvents.familyMemberId, memberId)).orderBy(desc(auditEvents.id));
/** The growth profile of Wang Haoran, which his parent's saves name. */
const haoranGrowthId = async (): Promise<string> =>
  (
    await ctx.as('parentWang', {
      method: 'POST',
      url: '/health-info-service/app/growth/init',
      payload: { familyMemberId: DEMO_IDS.members.boyHaoran },
    })
  ).json().data.growthId;
/** The audit rows of growth saves for Wang Haoran, newest first. */
const haoranSaves = async () =>
  (await eventsFor(DEMO_IDS.members.boyHaoran)).filter((e) => e.route === '/health-info-service/app/growth/save');

describe('audit trail', () => {
  it('records a doctor’s read of a patient with who, role, what, which member and from where', async () => {
    expect((await ctx.as('doctorChen', { url: patientUrl, remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    const [event] = await eventsFor(DEMO_IDS.members.boyHaoran);
    expect(event).toMatchObject({
      accountId: DEMO_IDS.accounts.doctorChen,
      role: 'doctor',
      action: 'read',
      method: 'GET',
      route: '/app-aggregation-service/app/patients/:patientId',
      ip: '10.1.2.3',
      status: 200,
    });
  });

  it('does not record a parent reading their own child', async () => {
    const before = (await eventsFor(DEMO_IDS.members.boyHaoran)).length;
    await ctx.as('parentWang', { url: patientUrl });
    expect((await eventsFor(DEMO_IDS.members.boyHaoran)).length).toBe(before);
  });

  it('answers a child out of reach exactly like an unknown one, and records the refused attempt', async () => {
    const refused = await ctx.as('doctorZhao', { url: patientUrl, remoteAddress: '10.9.8.7' });
    const unknown = await ctx.as('doctorZhao', { url: '/app-aggregation-service/app/patients/99999999-0000-4000-8000-000000000000' });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(unknown.body);
    const [event] = await eventsFor(DEMO_IDS.members.boyHaoran);
    expect(event).toMatchObject({ accountId: DEMO_IDS.accounts.doctorZhao, role: 'doctor', action: 'read', ip: '10.9.8.7', status: 404 });
    await ctx.as('parentLi', { method: 'DELETE', url: `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}` });
    const [write] = await eventsFor(DEMO_IDS.members.boyHaoran);
    expect(write).toMatchObject({ accountId: DEMO_IDS.accounts.parentLi, role: 'parent', action: 'write', method: 'DELETE', status: 404 });
  });

  it('records a parent’s write', async () => {
    const res = await ctx.as('parentLi', {
      method: 'PUT',
      url: `/app-web2/family_members/${DEMO_IDS.members.teenSiyu}`,
      payload: { name: '李思语', sex: 'female', birthDate: '2012-01-05', relation: 'child' },
    });
    expect(res.statusCode).toBe(200);
    // Committed before the answer left (auth/audit.ts).
    expect((await eventsFor(DEMO_IDS.members.teenSiyu))[0]).toMatchObject({ role: 'parent', action: 'write', method: 'PUT' });
  });

  it('records each of many reads made at once, written together (auth/audit-batch.ts)', async () => {
    const ips = Array.from({ length: 25 }, (_, i) => `10.77.0.${i + 1}`);
    const answers = await Promise.all(ips.map((ip) => ctx.as('doctorChen', { url: patientUrl, remoteAddress: ip })));
    expect(answers.map((res) => res.statusCode)).toEqual(ips.map(() => 200));
    // Each answer left only once its row was committed: every row is there the moment the last answer is.
    const rows = await ctx.database.db
      .select({ ip: auditEvents.ip, at: auditEvents.occurredAt })
      .from(auditEvents)
      .where(sql`${auditEvents.ip} LIKE '10.77.0.%'`);
    expect(rows.map((r) => r.ip).sort()).toEqual([...ips].sort());
    // Rows of one INSERT share its transaction's time: fewer times than rows means fewer statements than answers.
    expect(new Set(rows.map((r) => r.at.getTime())).size).toBeLessThan(ips.length / 2);
  });

  it('sends none of many reads made at once whose access could not be recorded', async () => {
    await ctx.database.db.execute(sql`alter table audit_events rename to audit_events_away`);
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => ctx.as('doctorChen', { url: patientUrl })));
      expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 500));
      for (const res of answers) expect(res.body).not.toContain('王浩然');
    } finally {
      await ctx.database.db.execute(sql`alter table audit_events_away rename to audit_events`);
    }
    expect((await ctx.as('doctorChen', { url: patientUrl })).statusCode).toBe(200);
  });

  it('sends no data whose access could not be recorded', async () => {
    await ctx.database.db.execute(sql`alter table audit_events rename to audit_events_away`);
    try {
      const res = await ctx.as('doctorChen', { url: patientUrl });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('王浩然');
    } finally {
      await ctx.database.db.execute(sql`alter table audit_events_away rename to audit_events`);
    }
  });

  it('answers 500 to a write whose audit row could not be written, and its retry the write’s answer with a row of its own', async () => {
    // A write whose audit row is its own statement after it (here a doctor's advice): the write is made first.
    const url = `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/doctor_advices`;
    const advise = () =>
      ctx.as('doctorChen', {
        method: 'POST',
        url,
        payload: { text: 'Audit fails once.' },
        headers: { 'idempotency-key': 'advice-audit-fails' },
      });
    const adviceRows = async () => (await eventsFor(DEMO_IDS.members.boyHaoran)).filter((e) => e.route.endsWith('/doctor_advices')).length;
    const rowsBefore = await adviceRows();
    await ctx.database.db.execute(sql`alter table audit_events rename to audit_events_away`);
    try {
      expect((await advise()).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`alter table audit_events_away rename to audit_events`);
    }
    // The write was made and its answer kept (http/idempotency.ts): the retry is told it, and leaves the row.
    const retry = await advise();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await adviceRows()).toBe(rowsBefore + 1);
  });

  it('writes a growth save and its audit row together: neither when the row cannot be written, both on the retry', async () => {
    // The save's statement inserts the record, its audit row and its key's claim (db/write-alongside.ts).
    const growthId = await haoranGrowthId();
    const save = {
      method: 'POST' as const,
      url: '/health-info-service/app/growth/save',
      payload: { growthId, recordDate: '2024-05-06', weight: 31 },
      headers: { 'idempotency-key': 'audit-fails-once' },
    };
    const recordsOn = async () =>
      (
        (await ctx.database.db.execute(
          sql`SELECT count(*)::int AS n FROM growth_records WHERE growth_id = ${growthId} AND record_date = '2024-05-06'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const saves = async () => (await haoranSaves()).length;
    const before = await saves();
    await ctx.database.db.execute(sql`alter table audit_events rename to audit_events_away`);
    try {
      expect((await ctx.as('parentWang', save)).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`alter table audit_events_away rename to audit_events`);
    }
    expect(await recordsOn()).toBe(0);
    // Nothing was kept for the key either: the retry runs the save, once, with its row.
    const retry = await ctx.as('parentWang', { ...save, remoteAddress: '10.9.8.7' });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json().data).toMatchObject({ growthId, recordDate: '2024-05-06' });
    expect(await recordsOn()).toBe(1);
    expect(await saves()).toBe(before + 1);
    // The row the save's statement wrote says what the hook's rows say.
    expect((await haoranSaves()).find((e) => e.ip === '10.9.8.7')).toMatchObject({
      accountId: DEMO_IDS.accounts.parentWang,
      role: 'parent',
      action: 'write',
      method: 'POST',
      route: '/health-info-service/app/growth/save',
      familyMemberId: DEMO_IDS.members.boyHaoran,
      status: 200,
      screenViewId: null,
      target: null,
    });
    // A second retry is a replay: no second record (its call is in the trail as every replay is).
    const again = await ctx.as('parentWang', save);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await recordsOn()).toBe(1);
  });

  it('records a write whose client went away before its answer, with the address it came from', async () => {
    // A parent's phone that loses its signal during a save: the save is made, so its row must be too. The save is
    // held (the records table locked in a transaction; on PGlite, its one connection) until the server has seen the
    // socket close; only then is the record written, and its audit row. A save names its child in its body, which
    // the server reads before it asks the database anything (auth/policy.ts).
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (ctx.app.server.address() as { port: number }).port;
    const token = await ctx.tokenFor('parentWang');
    const growthId = await haoranGrowthId();
    const before = (await haoranSaves()).length;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE growth_records IN EXCLUSIVE MODE`);
      locked();
      await released;
    });
    await isLocked;
    // The server has read the whole request when its body ends; the client then goes at once.
    const arrived = new Promise<IncomingMessage>((resolve) => ctx.app.server.once('request', resolve));
    const body = JSON.stringify({ growthId, recordDate: '2024-06-07', weight: 32 });
    const client = connect(port, '127.0.0.1', () =>
      client.write(
        `POST /health-info-service/app/growth/save HTTP/1.1\r\nHost: localhost\r\ntoken: ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      ),
    );
    const request = await arrived;
    await new Promise((resolve) => request.once('end', resolve));
    const serverSideClosed = new Promise((resolve) => request.socket.once('close', resolve));
    client.destroy();
    await serverSideClosed;
    release();
    await holding;
    // Nothing tells the test when a request whose client has gone is done: it looks until the row is there.
    const deadline = Date.now() + 10_000;
    let after = await haoranSaves();
    while (after.length === before && Date.now() < deadline) after = await haoranSaves();
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ accountId: DEMO_IDS.accounts.parentWang, action: 'write', ip: '127.0.0.1', status: 200 });
  });

  it('cannot be changed or deleted, even with SQL', async () => {
    // drizzle wraps the database error; the trigger's message is in its cause.
    const refusedByTrigger = (error: unknown) =>
      /append-only/.test(String((error as { cause?: Error }).cause?.message ?? (error as Error).message));
    await expect(ctx.database.db.update(auditEvents).set({ role: 'admin' })).rejects.toSatisfy(refusedByTrigger);
    await expect(ctx.database.db.delete(auditEvents)).rejects.toSatisfy(refusedByTrigger);
    await expect(ctx.database.db.execute(sql`truncate audit_events`)).rejects.toSatisfy(refusedByTrigger);
  });
});
