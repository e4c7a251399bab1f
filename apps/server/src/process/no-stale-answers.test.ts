import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DEMO_IDS } from '../db/seed/demo-people.ts';
import { registerTestPatient } from '../test-support/register-patient.ts';
import { ownPostgresDatabase, startServer, type ServerProcess } from '../test-support/server-process.ts';
import { call } from './growth-client.ts';

/**
 * Issue 28, criterion 3: nothing is answered after an acknowledged change that the database would now answer
 * differently, on the instance that made the change or on another one (docs/decisions/2800-no-read-cache.md).
 * Two server processes on one PostgreSQL; each case runs ROUNDS times: the change on A, then, the instant A's
 * answer arrives, the same read on B and on A at once. Every read was answered before the change, so anything
 * that kept it could answer it again. PostgreSQL only (the embedded PGlite belongs to one process).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres) console.log('no-stale-answers.test.ts: skipped here: two instances need PostgreSQL (server-pg project).');

const ROUNDS = 500;
/** Sequences run at once, each on its own rows: the 500 rounds of a case take a few seconds, not minutes. */
const LANES = 10;

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

let a: ServerProcess;
let b: ServerProcess;
let client: pg.Client;
let desk: Database;

interface Parent {
  accountId: string;
  phone: string;
  /** One token per round that signs it out; the first one otherwise. */
  tokens: string[];
  children: { memberId: string; growthId: string }[];
}

let phoneSerial = 0;
/** Parents with their sessions, children and empty growth files, written straight into the database. */
async function makeParents(count: number, tokensEach: number, childrenEach: number): Promise<Parent[]> {
  const parents: Parent[] = Array.from({ length: count }, () => ({
    accountId: randomUUID(),
    phone: `166${String((phoneSerial += 1)).padStart(8, '0')}`,
    tokens: Array.from({ length: tokensEach }, generateToken),
    children: Array.from({ length: childrenEach }, () => ({ memberId: randomUUID(), growthId: randomUUID() })),
  }));
  const sessions = parents.flatMap((p) => p.tokens.map((t) => [p.accountId, hashToken(t)]));
  const children = parents.flatMap((p) => p.children.map((c) => [c.memberId, p.accountId, c.growthId]));
  await client.query(`INSERT INTO accounts (id, phone, name, role) SELECT unnest($1::uuid[]), unnest($2::text[]), 'Stale test', 'parent'`, [
    parents.map((p) => p.accountId),
    parents.map((p) => p.phone),
  ]);
  await client.query(
    `INSERT INTO sessions (account_id, token_hash, expires_at) SELECT unnest($1::uuid[]), unnest($2::text[]), now() + interval '1 day'`,
    [sessions.map((s) => s[0]), sessions.map((s) => s[1])],
  );
  await client.query(
    `INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
     SELECT unnest($1::uuid[]), unnest($2::uuid[]), 'Stale child', 'female', '2020-01-01', 'child'`,
    [children.map((c) => c[0]), children.map((c) => c[1])],
  );
  await client.query(`INSERT INTO growth_profiles (id, family_member_id) SELECT unnest($1::uuid[]), unnest($2::uuid[])`, [
    children.map((c) => c[2]),
    children.map((c) => c[0]),
  ]);
  return parents;
}

/** Runs `round(i)` for i in 0..ROUNDS-1, LANES at a time, lane `l` taking the rounds l, l + LANES, ... */
async function inLanes(round: (i: number, lane: number) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      for (let i = lane; i < ROUNDS; i += LANES) await round(i, lane);
    }),
  );
}

/** What B and A answer at once, right after a change acknowledged by A. */
const onBoth = (read: (base: string) => ReturnType<typeof call>) => Promise.all([read(b.url), read(a.url)]);

const curveOf = (growthId: string) => `/health-info-service/app/growth/${growthId}/curve`;

describe.skipIf(!onPostgres)('no stale answer after an acknowledged change, two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    const db = (await ownPostgresDatabase())!;
    cleanup.push(db.drop);
    const env = { DATABASE_URL: db.url, DATABASE_POOL_MAX: '8', LOG_LEVEL: 'info', MAX_IN_FLIGHT: '1000' };
    a = await startServer(env);
    b = await startServer(env);
    cleanup.push(
      () => a.stop(),
      () => b.stop(),
    );
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    cleanup.push(() => client.end());
    // The clinic's desk, opening patient files through the registration code (not a server's API: it is not the subject).
    desk = await openDatabase({ kind: 'postgres', url: db.url, poolMax: 1 });
    cleanup.push(() => desk.close());
  }, 120_000);

  it(`signed out on A: the token is refused on B and on A, ${ROUNDS} times`, async () => {
    const [parent] = await makeParents(1, ROUNDS, 1);
    const { growthId } = parent!.children[0]!;
    const stale: string[] = [];
    await inLanes(async (i) => {
      const token = parent!.tokens[i]!;
      expect((await call(b.url, 'GET', curveOf(growthId), { token })).status).toBe(200);
      expect((await call(a.url, 'POST', '/app-web2/auth/logout', { token })).status).toBe(200);
      const [onB, onA] = await onBoth((base) => call(base, 'GET', curveOf(growthId), { token }));
      if (onB.status !== 401) stale.push(`B ${i}: ${onB.status}`);
      if (onA.status !== 401) stale.push(`A ${i}: ${onA.status}`);
    });
    expect(stale).toEqual([]);
  }, 120_000);

  it(`consent withdrawn on A: the clinic doctor is refused on B and on A (and let in again once granted), ${ROUNDS} times`, async () => {
    const [parent] = await makeParents(1, 1, LANES);
    const token = parent!.tokens[0]!;
    const { xuhui } = DEMO_IDS.clinics;
    const children = parent!.children;
    for (const [ord, child] of children.entries()) {
      await registerTestPatient(desk.db, DEMO_IDS.accounts.doctorChen, {
        familyMemberId: child.memberId,
        clinicId: xuhui,
        fileNumber: `STALE-${ord + 1}`,
        outpatientNumber: `OP-STALE-${ord + 1}`,
      });
    }
    const doctor = generateToken();
    await client.query(`INSERT INTO sessions (account_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
      DEMO_IDS.accounts.doctorChen,
      hashToken(doctor),
    ]);
    const consentUrl = (memberId: string) => `/app-web2/family_members/${memberId}/consent`;
    const policyVersion = (
      (await call(a.url, 'GET', consentUrl(children[0]!.memberId), { token })).body.data as { policy: { version: number } }
    ).policy.version;
    const doctorRead = (memberId: string) => (base: string) =>
      call(base, 'GET', `/health-info-service/doctor/growth/${children.find((c) => c.memberId === memberId)!.growthId}/curve`, {
        token: doctor,
      });
    const answer = (memberId: string, decision: 'granted' | 'refused') =>
      call(a.url, 'PUT', consentUrl(memberId), {
        token,
        body: decision === 'granted' ? { decision, policyVersion, clinicIds: [xuhui] } : { decision, policyVersion },
      });
    const stale: string[] = [];
    await inLanes(async (i, lane) => {
      const { memberId } = children[lane]!;
      expect((await answer(memberId, 'granted')).status).toBe(200);
      const granted = await onBoth(doctorRead(memberId));
      if (granted.some((res) => res.status !== 200)) stale.push(`granted ${i}: B, A answered ${granted.map((r) => r.status).join(', ')}`);
      expect((await answer(memberId, 'refused')).status).toBe(200);
      const withdrawn = await onBoth(doctorRead(memberId));
      if (withdrawn.some((res) => res.status !== 403))
        stale.push(`withdrawn ${i}: B, A answered ${withdrawn.map((r) => r.status).join(', ')}`);
    });
    expect(stale).toEqual([]);
  }, 120_000);

  it(`child deleted on A: its growth curve is unknown on B and on A, ${ROUNDS} times`, async () => {
    const [parent] = await makeParents(1, 1, ROUNDS);
    const token = parent!.tokens[0]!;
    const stale: string[] = [];
    await inLanes(async (i) => {
      const { memberId, growthId } = parent!.children[i]!;
      expect((await call(b.url, 'GET', curveOf(growthId), { token })).status).toBe(200);
      expect((await call(a.url, 'DELETE', `/app-web2/family_members/${memberId}`, { token })).status).toBe(200);
      const [onB, onA] = await onBoth((base) => call(base, 'GET', curveOf(growthId), { token }));
      if (onB.status !== 404) stale.push(`B ${i}: ${onB.status}`);
      if (onA.status !== 404) stale.push(`A ${i}: ${onA.status}`);
    });
    expect(stale).toEqual([]);
  }, 120_000);

  it(`account deleted on A: its token is refused on B and on A, ${ROUNDS} times`, async () => {
    const parents = await makeParents(ROUNDS, 1, 1);
    const stale: string[] = [];
    await inLanes(async (i) => {
      const { tokens, phone, children } = parents[i]!;
      const token = tokens[0]!;
      const growthId = children[0]!.growthId;
      expect((await call(b.url, 'GET', curveOf(growthId), { token })).status).toBe(200);
      expect((await call(a.url, 'DELETE', '/app-web2/account', { token, body: { confirmPhone: phone } })).status).toBe(200);
      const [onB, onA] = await onBoth((base) => call(base, 'GET', curveOf(growthId), { token }));
      if (onB.status !== 401) stale.push(`B ${i}: ${onB.status}`);
      if (onA.status !== 401) stale.push(`A ${i}: ${onA.status}`);
    });
    expect(stale).toEqual([]);
  }, 120_000);

  it(`caregiver removed on A by the guardian: the caregiver is refused on B and on A, ${ROUNDS} times`, async () => {
    const [guardian] = await makeParents(1, 1, 1);
    const { memberId, growthId } = guardian!.children[0]!;
    // Each round's caregiver: an account of its own with a session, linked to the child (issue 34).
    const carers = await makeParents(ROUNDS, 1, 0);
    await client.query(
      `INSERT INTO member_carers (family_member_id, account_id, role, invited_by)
       SELECT $1, unnest($2::uuid[]), 'caregiver', $3`,
      [memberId, carers.map((c) => c.accountId), guardian!.accountId],
    );
    const stale: string[] = [];
    await inLanes(async (i) => {
      const carer = carers[i]!;
      const token = carer.tokens[0]!;
      expect((await call(b.url, 'GET', curveOf(growthId), { token })).status).toBe(200);
      const removed = await call(a.url, 'DELETE', `/app-web2/family_members/${memberId}/carers/${carer.accountId}`, {
        token: guardian!.tokens[0]!,
      });
      expect(removed.status).toBe(200);
      const [onB, onA] = await onBoth((base) => call(base, 'GET', curveOf(growthId), { token }));
      if (onB.status !== 404) stale.push(`B ${i}: ${onB.status}`);
      if (onA.status !== 404) stale.push(`A ${i}: ${onA.status}`);
    });
    expect(stale).toEqual([]);
  }, 120_000);

  it(`growth record saved on A while other children's saves land: the doctor's list on B and on A shows its next check at once, ${ROUNDS} times`, async () => {
    // Ten children of one clinic, a lane each: a summary there is stale nearly all the time, yet each page must show its save.
    const [parent] = await makeParents(1, 1, LANES);
    const token = parent!.tokens[0]!;
    const children = parent!.children;
    for (const [ord, child] of children.entries()) {
      await registerTestPatient(desk.db, DEMO_IDS.accounts.doctorChen, {
        familyMemberId: child.memberId,
        clinicId: DEMO_IDS.clinics.xuhui,
        fileNumber: `NEXTDUE-${ord}`,
        outpatientNumber: `OP-NEXTDUE-${ord}`,
      });
    }
    const doctor = generateToken();
    await client.query(`INSERT INTO sessions (account_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
      DEMO_IDS.accounts.doctorChen,
      hashToken(doctor),
    ]);
    type Listed = { familyMemberId: string; nextDueDate: string | null };
    const listed = (base: string, lane: number) =>
      call(base, 'GET', `/health-info-service/doctor/patients?start=0&limit=20&keyword=NEXTDUE-${lane}`, { token: doctor });
    const stale: string[] = [];
    await inLanes(async (i, lane) => {
      const { memberId, growthId } = children[lane]!;
      // Read before the change, so anything keeping the page would hold what the change makes stale.
      await listed(b.url, lane);
      const recordDate = new Date(Date.UTC(2020, 5, 1 + i)).toISOString().slice(0, 10);
      const saved = await call(a.url, 'POST', '/health-info-service/app/growth/save', {
        token,
        body: { growthId, recordDate, weight: 8 + i / 100, replaceFlag: true },
      });
      expect(saved.status).toBe(200);
      const check = await call(a.url, 'GET', `/app-web2/family_members/${memberId}/next_check`, { token });
      const due = (check.body.data as { nextDueDate: string | null }).nextDueDate;
      expect(due).not.toBeNull();
      const pages = await onBoth((base) => listed(base, lane));
      const shown = pages.map((res) => (res.body.data as { list: Listed[] }).list.find((p) => p.familyMemberId === memberId)?.nextDueDate);
      if (shown.some((d) => d !== due)) stale.push(`saved ${i} (${recordDate}, due ${due}): B, A listed ${shown.join(', ')}`);
    });
    expect(stale).toEqual([]);
  }, 180_000);

  it(`growth record saved, edited and deleted on A: B and A answer each change at once, ${ROUNDS} times`, async () => {
    const [parent] = await makeParents(1, 1, LANES);
    const token = parent!.tokens[0]!;
    type Page = { list: { recordId: string; weight: number | null }[] };
    const stale: string[] = [];
    await inLanes(async (i, lane) => {
      const { growthId } = parent!.children[lane]!;
      const recordDate = new Date(Date.UTC(2020, 5, 1 + i)).toISOString().slice(0, 10);
      const records = (base: string) => call(base, 'GET', `/health-info-service/app/growth/${growthId}/records`, { token });
      const weightsOf = (answers: Awaited<ReturnType<typeof call>>[], recordId: string) =>
        answers.map((res) => (res.body.data as Page).list.find((r) => r.recordId === recordId)?.weight ?? null);
      // The page is read before each change, so anything keeping it would hold the answer the change makes stale.
      await records(b.url);
      const saved = await call(a.url, 'POST', '/health-info-service/app/growth/save', {
        token,
        body: { growthId, recordDate, weight: 12 },
      });
      expect(saved.status).toBe(200);
      const recordId = (saved.body.data as { recordId: string }).recordId;
      const afterSave = weightsOf(await onBoth(records), recordId);
      if (afterSave.some((w) => w !== 12)) stale.push(`saved ${i}: B, A answered ${afterSave.join(', ')}`);
      const edited = await call(a.url, 'POST', '/health-info-service/app/growth/edit', {
        token,
        body: { recordId, growthId, recordDate, weight: 12.5 },
      });
      expect(edited.status).toBe(200);
      const afterEdit = weightsOf(await onBoth(records), recordId);
      if (afterEdit.some((w) => w !== 12.5)) stale.push(`edited ${i}: B, A answered ${afterEdit.join(', ')}`);
      expect((await call(a.url, 'POST', '/health-info-service/app/growth/delete', { token, body: { recordId } })).status).toBe(200);
      const afterDelete = weightsOf(await onBoth(records), recordId);
      if (afterDelete.some((w) => w !== null)) stale.push(`deleted ${i}: B, A answered ${afterDelete.join(', ')}`);
    });
    expect(stale).toEqual([]);
  }, 120_000);
});
