import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

/** Issue 18 part 4: the guardian's separate consent, and what it changes for a clinic's doctors. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const { boyHaoran: boy, babyXiaoyu: baby } = DEMO_IDS.members;
const { xuhui, pudong } = DEMO_IDS.clinics;
const consentUrl = (member: string) => `/app-web2/family_members/${member}/consent`;
const en = { 'accept-language': 'en-US' };
const answer = (member: string, payload: Record<string, unknown>) =>
  ctx.as('parentWang', { method: 'PUT', url: consentUrl(member), payload, headers: en });
const policyVersion = async () => (await ctx.as('parentWang', { url: consentUrl(boy) })).json().data.policy.version as number;
const doctorReadsRecord = (member: string) =>
  ctx.as('doctorChen', { url: `/app-web2/family_members/${member}/health_record`, headers: en });
const rows = async (query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('the consent calls', () => {
  it('shows the seeded yes: the policy version agreed, the clinic allowed, who answered and when', async () => {
    const res = await ctx.as('parentWang', { url: consentUrl(boy), headers: en });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ familyMemberId: boy, status: 'granted', sensitive: true, policy: { key: 'privatePolicy', version: 1 } });
    expect(data.clinics).toEqual([{ clinicId: xuhui, name: expect.any(String), allowed: true }]);
    expect(data.history).toEqual([
      {
        decision: 'granted',
        clinicIds: [xuhui],
        policyKey: 'privatePolicy',
        policyVersion: 1,
        answeredBy: '王丽',
        answeredAt: expect.any(String),
      },
    ]);
  });

  it('lets only the owner parent read it: others get 401 or 404', async () => {
    expect(await statusMatrix(ctx, () => ({ url: consentUrl(boy) }))).toEqual({
      nobody: 401,
      owner: 200,
      otherParent: 404,
      clinicDoctor: 404,
      otherDoctor: 404,
      editor: 404,
    });
  });

  it('lets only the owner parent answer it: others get 401 or 404 and change nothing', async () => {
    const version = await policyVersion();
    const before = await rows(sql`SELECT count(*)::int AS n FROM consent_history`);
    const matrix = await statusMatrix(ctx, (caller) => ({
      method: 'PUT',
      url: consentUrl(boy),
      payload:
        caller === 'owner'
          ? { decision: 'granted', policyVersion: version, clinicIds: [xuhui] }
          : { decision: 'refused', policyVersion: version },
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    expect((await rows(sql`SELECT count(*)::int AS n FROM consent_history`))[0]!.n).toBe((before[0]!.n as number) + 1);
    expect((await doctorReadsRecord(boy)).statusCode).toBe(200);
  });

  it('refuses a stale policy version, a clinic without the child’s file and an unknown decision, naming the field and writing nothing', async () => {
    const version = await policyVersion();
    const before = await rows(sql`SELECT count(*)::int AS n FROM consent_history`);
    const stale = await answer(boy, { decision: 'granted', policyVersion: version + 1, clinicIds: [xuhui] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'policyVersion' }] });
    const otherClinic = await answer(boy, { decision: 'granted', policyVersion: version, clinicIds: [pudong] });
    expect(otherClinic.statusCode).toBe(400);
    expect(otherClinic.json().errors[0].field).toBe('clinicIds');
    const unknown = await answer(boy, { decision: 'maybe', policyVersion: version });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('decision');
    expect(await rows(sql`SELECT count(*)::int AS n FROM consent_history`)).toEqual(before);
  });
});

describe('a doctor’s access depends on the answer', () => {
  it('refuses the clinic doctor with 403 in the envelope at once after the parent withdraws, though the access was cached, and audits the attempt', async () => {
    expect((await doctorReadsRecord(baby)).statusCode).toBe(200);
    const version = await policyVersion();
    const withdrawn = await answer(baby, { decision: 'refused', policyVersion: version });
    expect(withdrawn.json().data.status).toBe('revoked');
    expect(withdrawn.json().data.clinics).toEqual([{ clinicId: xuhui, name: expect.any(String), allowed: false }]);
    const refused = await doctorReadsRecord(baby);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', data: null, message: expect.stringMatching(/consent/) });
    // Every doctor route of the child: the growth and eye screens too.
    const growth = await ctx.as('doctorChen', {
      method: 'POST',
      url: '/health-info-service/app/growth/init',
      payload: { familyMemberId: baby },
    });
    expect(growth.statusCode).toBe(403);
    const audited = await rows(
      sql`SELECT status FROM audit_events WHERE family_member_id = ${baby} AND account_id = ${DEMO_IDS.accounts.doctorChen} ORDER BY id DESC LIMIT 1`,
    );
    expect(audited).toEqual([{ status: 403 }]);
    // The parent still reaches her own child.
    expect((await ctx.as('parentWang', { url: `/app-web2/family_members/${baby}/health_record` })).statusCode).toBe(200);
    await answer(baby, { decision: 'granted', policyVersion: version, clinicIds: [xuhui] });
    expect((await doctorReadsRecord(baby)).statusCode).toBe(200);
  });

  it('leaves the child out of the clinic doctor’s patient list while consent is withdrawn, and back in once granted', async () => {
    const listed = async () =>
      (
        (await ctx.as('doctorChen', { url: '/health-info-service/doctor/patients?start=0&limit=50', headers: en })).json().data.list as {
          familyMemberId: string;
        }[]
      ).map((p) => p.familyMemberId);
    expect(await listed()).toContain(baby);
    const version = await policyVersion();
    await answer(baby, { decision: 'refused', policyVersion: version });
    const without = await listed();
    expect(without).not.toContain(baby);
    expect(without).toContain(boy);
    await answer(baby, { decision: 'granted', policyVersion: version, clinicIds: [xuhui] });
    expect(await listed()).toContain(baby);
  });

  it('refuses the doctor when consent is granted to no clinic of theirs, and records a first no as refused', async () => {
    const version = await policyVersion();
    await answer(boy, { decision: 'granted', policyVersion: version, clinicIds: [] });
    expect((await doctorReadsRecord(boy)).statusCode).toBe(403);
    await ctx.database.db.execute(sql`DELETE FROM member_consents WHERE family_member_id = ${boy}`);
    await ctx.database.db.execute(sql`DELETE FROM consent_history WHERE family_member_id = ${boy}`);
    const first = await answer(boy, { decision: 'refused', policyVersion: version });
    expect(first.json().data.status).toBe('refused');
    expect((await doctorReadsRecord(boy)).statusCode).toBe(403);
    await answer(boy, { decision: 'granted', policyVersion: version, clinicIds: [xuhui] });
  });

  it('changes nothing while the parent has not answered: the clinic doctor reads as before', async () => {
    await ctx.database.db.execute(sql`DELETE FROM member_consents WHERE family_member_id = ${boy}`);
    await ctx.database.db.execute(sql`DELETE FROM consent_history WHERE family_member_id = ${boy}`);
    expect((await doctorReadsRecord(boy)).statusCode).toBe(200);
    const shown = (await ctx.as('parentWang', { url: consentUrl(boy) })).json().data;
    expect(shown).toMatchObject({ status: 'unanswered', history: [], clinics: [{ clinicId: xuhui, allowed: true }] });
    // The other clinic's doctor is still refused as unknown (404), consent or not.
    expect((await ctx.as('doctorZhao', { url: `/app-web2/family_members/${boy}/health_record` })).statusCode).toBe(404);
  });
});
