import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../db/seed/demo-people.ts';
import { DEMO_EYE_IDS } from '../db/seed/eye.ts';
import { GROWTH_DEMO_IDS } from '../db/seed/growth.ts';
import { statementsDuring } from '../test-support/statements.ts';
import { createTestContext, type Persona, type TestContext } from '../test-support/test-app.ts';
import { joinedResult, type JoinedRead } from './joined-read.ts';

let ctx: TestContext;
beforeAll(async () => {
  // A second sign-in of the same phone (the sign-out case) without waiting for the code's resend interval.
  ctx = await createTestContext({ OTP_RESEND_INTERVAL_SECONDS: '0' });
  // Signed in before any count: the sign-in's own queries are not the reads'.
  for (const persona of ['parentWang', 'parentLi', 'doctorChen'] as const) await ctx.tokenFor(persona);
});
afterAll(async () => ctx?.close());

const GROWTH = '/health-info-service/app/growth';
const EYE = '/health-info-service/app/eye';
const growthId = GROWTH_DEMO_IDS.boyHaoran;
const { eyeId, eyeAxisId } = DEMO_EYE_IDS.boyHaoran;
const memberId = DEMO_IDS.members.boyHaoran;

/** The parent's reads of Haoran's growth and eye screens, each with the doctor's twin (a route that joins no read). */
const READS = [
  { name: 'growth curve', url: `${GROWTH}/${growthId}/curve`, twin: `/health-info-service/doctor/growth/${growthId}/curve` },
  {
    name: 'growth records page',
    url: `${GROWTH}/${growthId}/records?start=2&limit=5`,
    twin: `/health-info-service/doctor/growth/${growthId}/records?start=2&limit=5`,
  },
  { name: 'eye screen', url: `${EYE}/get?familyMemberId=${memberId}`, twin: `/health-info-service/doctor/eye/get?eyeId=${eyeId}` },
  { name: 'eye curve', url: `${EYE}/${eyeId}/curve`, twin: `/health-info-service/doctor/eye/${eyeId}/curve` },
  {
    name: 'eye records page',
    url: `${EYE}/${eyeId}/records?start=1&limit=3`,
    twin: `/health-info-service/doctor/eye/${eyeId}/records?start=1&limit=3`,
  },
  ...(['eye_axis_records', 'treatment_effect', 'projection'] as const).map((card) => ({
    name: `eye screen's ${card.replace(/_/g, ' ')}`,
    url: `${EYE}/${eyeId}/${card}`,
    twin: `/health-info-service/doctor/eye/${eyeId}/${card}`,
  })),
];

const get = (persona: Persona | 'nobody', url: string) => ctx.as(persona, { method: 'GET', url });
const counted = (persona: Persona | 'nobody', url: string) => statementsDuring(ctx.database, () => get(persona, url));
/** The eye screen names the patient file differently for a doctor: everything else is the same answer. */
const withoutPatient = (data: Record<string, unknown>) => ({ ...data, patientId: null });

describe("a parent's read is one statement: the read joined to the policy's query (issue 28)", () => {
  for (const read of READS) {
    it(`${read.name}: one statement, the same answer as the unjoined read`, async () => {
      const { result, statements } = await counted('parentWang', read.url);
      expect(result.statusCode, result.body).toBe(200);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toContain('"sessions"');
      const twin = await get('doctorChen', read.twin);
      expect(twin.statusCode, twin.body).toBe(200);
      const data = result.json().data;
      if (read.name === 'eye screen') expect(withoutPatient(data)).toEqual(withoutPatient(twin.json().data));
      else expect(data).toEqual(twin.json().data);
    });
  }

  it("answers another family's parent 404 as an unknown child, with none of the child's data, and audits the attempt", async () => {
    for (const read of READS) {
      const { result, statements } = await counted('parentLi', read.url);
      expect(result.statusCode, read.name).toBe(404);
      expect(result.json()).toMatchObject({ code: 'NOT_FOUND', data: null });
      expect(result.body).not.toContain('Haoran');
      expect(result.body).not.toContain(growthId);
      // The joined read, then the refusal's audit row.
      expect(
        statements.filter((s) => /^\s*select/i.test(s)),
        read.name,
      ).toHaveLength(1);
      expect(
        statements.some((s) => s.includes('"audit_events"')),
        read.name,
      ).toBe(true);
    }
  });

  it('refuses an unknown token and one signed out a moment ago with 401, from the one statement', async () => {
    for (const read of READS) {
      const res = await ctx.app.inject({ method: 'GET', url: read.url, headers: { token: 'not-a-session' } });
      expect(res.statusCode, read.name).toBe(401);
    }
    const fresh = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone: '13800000001' } });
    const code = fresh.json().data.devCode as string;
    const login = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone: '13800000001', code } });
    const token = login.json().data.token as string;
    expect((await ctx.app.inject({ method: 'GET', url: READS[0]!.url, headers: { token } })).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/logout', headers: { token } });
    expect(out.statusCode, out.body).toBe(200);
    for (const read of READS) {
      const { result, statements } = await statementsDuring(ctx.database, () =>
        ctx.app.inject({ method: 'GET', url: read.url, headers: { token } }),
      );
      expect(result.statusCode, read.name).toBe(401);
      expect(statements, read.name).toHaveLength(1);
    }
  });

  it('takes the two-statement path where the joined read finds no row: an unknown child, an eyeAxisId', async () => {
    const unknown = await counted('parentWang', `${GROWTH}/60000000-0000-4000-8000-0000000000ff/curve`);
    expect(unknown.result.statusCode).toBe(404);
    expect(unknown.statements).toHaveLength(2);
    const byAxis = await counted('parentWang', `${EYE}/${eyeAxisId}/curve`);
    expect(byAxis.result.statusCode, byAxis.result.body).toBe(200);
    expect(byAxis.statements).toHaveLength(3);
    expect(byAxis.result.json().data).toEqual((await get('parentWang', `${EYE}/${eyeId}/curve`)).json().data);
  });

  it('asks for the token before the query: a bad query with a bad token is 401, with a good one 400 naming the field', async () => {
    const url = `${GROWTH}/${growthId}/records?start=0&limit=many`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: { token: 'not-a-session' } })).statusCode).toBe(401);
    const res = await get('parentWang', url);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('limit');
  });
});

describe("a doctor on the parent's routes: the family's standings first, then the clinic's", () => {
  it("reads a parent's statement without the clinic's tables, and a doctor's again with them", async () => {
    const parent = await counted('parentWang', READS[1]!.url);
    expect(parent.statements).toHaveLength(1);
    expect(parent.statements[0]).not.toContain('"doctor_clinics"');
    for (const read of READS) {
      const { result, statements: all } = await counted('doctorChen', read.url);
      expect(result.statusCode, read.name).toBe(200);
      // The reads; a doctor's read also leaves its audit row.
      const statements = all.filter((s) => /^\s*select/i.test(s));
      expect(statements, read.name).toHaveLength(2);
      expect(statements[0], read.name).not.toContain('"doctor_clinics"');
      expect(statements[1], read.name).toContain('"doctor_clinics"');
      const own = (await get('parentWang', read.url)).json().data;
      if (read.name === 'eye screen') expect(withoutPatient(result.json().data)).toEqual(withoutPatient(own));
      else expect(result.json().data, read.name).toEqual(own);
    }
  });

  it("reads every standing at once on a doctor's own routes, and none of the clinic's where no doctor is admitted", async () => {
    for (const read of READS) {
      const { result, statements } = await counted('doctorChen', read.twin);
      expect(result.statusCode, read.name).toBe(200);
      const selects = statements.filter((s) => /^\s*select/i.test(s));
      expect(
        selects.filter((s) => s.includes('"sessions"')),
        read.name,
      ).toHaveLength(1);
      expect(selects[0], read.name).toContain('"doctor_clinics"');
    }
    // The consent screen is the family's own (ownerRead): a doctor's token is not read again for it.
    const consent = await statementsDuring(ctx.database, () => get('doctorChen', `/app-web2/family_members/${memberId}/consent`));
    expect(consent.result.statusCode).toBe(404);
    const policy = consent.statements.filter((s) => s.includes('"sessions"'));
    expect(policy).toHaveLength(1);
    expect(policy[0]).not.toContain('"doctor_clinics"');
  });

  it("refuses a doctor of another clinic as unknown, and the child's doctor once the parent withdraws consent", async () => {
    for (const read of READS) expect((await get('doctorZhao', read.url)).statusCode, read.name).toBe(404);
    const consentUrl = `/app-web2/family_members/${memberId}/consent`;
    const version = (await get('parentWang', consentUrl)).json().data.policy.version as number;
    const put = (payload: Record<string, unknown>) => ctx.as('parentWang', { method: 'PUT', url: consentUrl, payload });
    expect((await put({ decision: 'refused', policyVersion: version })).statusCode).toBe(200);
    try {
      for (const read of READS) {
        const refused = await get('doctorChen', read.url);
        expect(refused.statusCode, read.name).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', data: null });
      }
    } finally {
      expect((await put({ decision: 'granted', policyVersion: version, clinicIds: [DEMO_IDS.clinics.xuhui] })).statusCode).toBe(200);
    }
    expect((await get('doctorChen', READS[0]!.url)).statusCode).toBe(200);
  });
});

describe('joinedResult', () => {
  const read: JoinedRead<[id: string, start: number], string> = {
    name: 'test_read',
    select: () => {
      throw new Error('not run here');
    },
    values: (id, start) => ({ id, start }),
    decode: (row, id, start) => `${(row as { v: string }).v}:${id}:${start}`,
  };
  const other: JoinedRead<[id: string, start: number], string> = { ...read, name: 'other_read' };
  const held = () => ({ joinedRead: { read: read as never, args: ['a', 1], row: { v: 'row' } } }) as unknown as FastifyRequest;

  it('hands the held row to the same read with the same arguments, once', () => {
    const req = held();
    expect(joinedResult(req, read, 'a', 1)).toBe('row:a:1');
    expect(joinedResult(req, read, 'a', 1)).toBeUndefined();
  });

  it('never to another read, nor for other arguments', () => {
    expect(joinedResult(held(), other, 'a', 1)).toBeUndefined();
    expect(joinedResult(held(), read, 'b', 1)).toBeUndefined();
    expect(joinedResult(held(), read, 'a', 2)).toBeUndefined();
  });
});
