import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { accounts, auditEvents, carerInvites, memberCarers } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { DEMO_EYE_IDS } from '../../db/seed/eye.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { statementsDuring } from '../../test-support/statements.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const boy = DEMO_IDS.members.boyHaoran;
const baby = DEMO_IDS.members.babyXiaoyu;
const APP = '/app-web2';
const GROWTH = '/health-info-service/app/growth';
const GRANDMA = '13611110001';
const tokens = new Map<string, string>();

/** Signs a phone in through the real SMS sign-in (a new phone gets a new parent account). */
async function signIn(phone: string): Promise<string> {
  const sent = await ctx.app.inject({ method: 'POST', url: `${APP}/auth/sms_code`, payload: { phone } });
  const code = sent.json().data.devCode as string;
  const login = await ctx.app.inject({ method: 'POST', url: `${APP}/auth/login`, payload: { phone, code } });
  expect(login.statusCode).toBe(200);
  const token = login.json().data.token as string;
  tokens.set(phone, token);
  return token;
}
const asPhone = (phone: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { token: tokens.get(phone)! }, ...(payload === undefined ? {} : { payload: payload as object }) });
const asWang = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.as('parentWang', { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const invite = (member: string, phone: string, role: string) =>
  asWang('POST', `${APP}/family_members/${member}/carer_invites?lang=en-US`, { phone, role });
async function acceptAll(phone: string): Promise<void> {
  for (const received of (await asPhone(phone, 'GET', `${APP}/carer_invites`)).json().data)
    expect((await asPhone(phone, 'POST', `${APP}/carer_invites/${received.inviteId}/accept`)).statusCode).toBe(200);
}

describe('inviting another adult', () => {
  it('refuses a bad invitation with the field named and writes nothing', async () => {
    const before = (await ctx.database.db.select().from(carerInvites)).length;
    for (const [payload, field, status] of [
      [{ phone: '12345', role: 'caregiver' }, 'phone', 400],
      [{ phone: GRANDMA, role: 'nanny' }, 'role', 400],
      [{ phone: GRANDMA }, 'role', 400],
      [{ phone: '13800000001', role: 'caregiver' }, 'phone', 400],
    ] as const) {
      const res = await asWang('POST', `${APP}/family_members/${boy}/carer_invites?lang=en-US`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await ctx.database.db.select().from(carerInvites)).length).toBe(before);
    // Another family cannot invite to this child: unknown to them.
    const other = await ctx.as('parentLi', {
      method: 'POST',
      url: `${APP}/family_members/${boy}/carer_invites`,
      payload: { phone: GRANDMA, role: 'guardian' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('lets the invited phone, and no other, see and accept the invitation; a retry answers the same', async () => {
    const res = await invite(boy, GRANDMA, 'caregiver');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: '136****0001', role: 'caregiver' });
    // Inviting again renews the one open invitation.
    const again = await invite(boy, GRANDMA, 'caregiver');
    expect(again.json().data.inviteId).toBe(res.json().data.inviteId);
    const inviteId = res.json().data.inviteId as string;

    await signIn(GRANDMA);
    // Nothing applies by itself: before accepting, the child is not hers.
    expect((await asPhone(GRANDMA, 'GET', `${APP}/family_members`)).json().data).toEqual([]);
    expect((await asPhone(GRANDMA, 'GET', `${GROWTH}/${GROWTH_DEMO_IDS.boyHaoran}/curve`)).statusCode).toBe(404);
    const received = (await asPhone(GRANDMA, 'GET', `${APP}/carer_invites`)).json().data;
    expect(received).toEqual([expect.objectContaining({ inviteId, childName: '王浩然', role: 'caregiver' })]);

    // Another account (another phone) cannot take it.
    expect((await ctx.as('parentLi', { method: 'POST', url: `${APP}/carer_invites/${inviteId}/accept` })).statusCode).toBe(404);
    expect((await ctx.as('editor', { method: 'POST', url: `${APP}/carer_invites/${inviteId}/accept` })).statusCode).toBe(403);

    const accepted = await asPhone(GRANDMA, 'POST', `${APP}/carer_invites/${inviteId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ familyMemberId: boy, role: 'caregiver' });
    expect((await asPhone(GRANDMA, 'POST', `${APP}/carer_invites/${inviteId}/accept`)).json().data).toEqual(accepted.json().data);
    const family = (await asPhone(GRANDMA, 'GET', `${APP}/family_members`)).json().data;
    expect(family).toEqual([expect.objectContaining({ familyMemberId: boy, access: 'caregiver' })]);
    // The owner sees her in the list; inviting her again is a conflict.
    const people = (await asWang('GET', `${APP}/family_members/${boy}/carers`)).json().data;
    expect(people.carers).toEqual([expect.objectContaining({ phone: '136****0001', role: 'caregiver' })]);
    expect(people.invites).toEqual([]);
    expect((await invite(boy, GRANDMA, 'guardian')).statusCode).toBe(409);
  });

  it('never applies an expired or withdrawn invitation', async () => {
    const expired = (await invite(baby, GRANDMA, 'caregiver')).json().data.inviteId as string;
    await ctx.database.db
      .update(carerInvites)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(carerInvites.id, expired));
    expect((await asPhone(GRANDMA, 'GET', `${APP}/carer_invites`)).json().data).toEqual([]);
    expect((await asPhone(GRANDMA, 'POST', `${APP}/carer_invites/${expired}/accept`)).statusCode).toBe(404);
    const renewed = (await invite(baby, GRANDMA, 'caregiver')).json().data.inviteId as string;
    expect(renewed).toBe(expired);
    expect((await asWang('DELETE', `${APP}/family_members/${baby}/carer_invites/${renewed}`)).statusCode).toBe(200);
    const res = await asPhone(GRANDMA, 'POST', `${APP}/carer_invites/${renewed}/accept`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', data: null });
    expect((await asPhone(GRANDMA, 'GET', `${GROWTH}/${GROWTH_DEMO_IDS.babyXiaoyu}/curve`)).statusCode).toBe(404);
  });
});

describe('what a caregiver may do', () => {
  const growthId = GROWTH_DEMO_IDS.boyHaoran;
  const eye = DEMO_EYE_IDS.boyHaoran.eyeId;

  it('reads the child and adds, corrects and deletes a measurement, all on the trail', async () => {
    expect((await asPhone(GRANDMA, 'POST', `${GROWTH}/init`, { familyMemberId: boy })).statusCode).toBe(200);
    for (const url of [
      `${GROWTH}/${growthId}/curve`,
      `${GROWTH}/${growthId}/records`,
      `/health-info-service/app/eye/${eye}/records`,
      `${APP}/family_members/${boy}/health_record`,
    ])
      expect((await asPhone(GRANDMA, 'GET', url)).statusCode, url).toBe(200);
    const saved = await asPhone(GRANDMA, 'POST', `${GROWTH}/save`, {
      growthId,
      recordDate: addDays(todayUtc(), -3),
      height: 131,
      weight: 27,
    });
    expect(saved.statusCode).toBe(200);
    const recordId = saved.json().data.recordId as string;
    const edited = await asPhone(GRANDMA, 'POST', `${GROWTH}/edit`, {
      recordId,
      growthId,
      recordDate: addDays(todayUtc(), -3),
      height: 131.5,
      weight: 27,
    });
    expect(edited.statusCode).toBe(200);
    const extra = await asPhone(GRANDMA, 'POST', `${GROWTH}/save`, { growthId, recordDate: addDays(todayUtc(), -4), weight: 27 });
    expect((await asPhone(GRANDMA, 'POST', `${GROWTH}/delete`, { recordId: extra.json().data.recordId })).statusCode).toBe(200);
    // What the child did is an observation like a measurement: a caregiver ticks a milestone too.
    const ticked = await asPhone(GRANDMA, 'PUT', `${APP}/family_members/${boy}/milestones/who.walkingAlone`, {
      achievedOn: addDays(todayUtc(), -6 * 365),
    });
    expect(ticked.statusCode, ticked.body).toBe(200);

    const log = (await asWang('GET', `${APP}/family_members/${boy}/access_log?limit=100`)).json().data.list;
    const hers = log.filter((e: { actorRole: string }) => e.actorRole === 'caregiver');
    const [grandma] = await ctx.database.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.phone, GRANDMA));
    expect(hers.length).toBeGreaterThanOrEqual(3);
    // Named as the people screen names her: her name, or her phone masked when she set none.
    expect(hers.every((e: { actorName: string }) => e.actorName === (grandma!.name || '136****0001'))).toBe(true);
    expect(hers.map((e: { action: string; subject: string }) => `${e.action} ${e.subject}`)).toEqual(
      expect.arrayContaining(['write growth', 'read growth', 'read eye', 'read record', 'write people']),
    );
  });

  it("costs a caregiver's hot reads no query more than the owner's: the link is a column of the one access query", async () => {
    const count = async (send: () => Promise<{ statusCode: number }>) => {
      const { result, statements } = await statementsDuring(ctx.database, send);
      expect(result.statusCode).toBe(200);
      return statements.length;
    };
    for (const url of [`${GROWTH}/${growthId}/records`, `${GROWTH}/${growthId}/curve`, `/health-info-service/app/eye/${eye}/records`]) {
      await asWang('GET', url);
      const owner = await count(() => asWang('GET', url));
      const caregiver = await count(() => asPhone(GRANDMA, 'GET', url));
      expect(owner, url).toBeGreaterThan(0);
      // The caregiver's read is audited (one insert), as a doctor's is; otherwise the same queries.
      expect(caregiver, url).toBeLessThanOrEqual(owner + 1);
    }
  });

  it('is refused consent, sharing, export, deletion, the profile, the settings and the people, with 403 and the envelope', async () => {
    const member = `${APP}/family_members/${boy}`;
    const refused: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['consent read', 'GET', `${member}/consent`],
      ['consent answer', 'PUT', `${member}/consent`, { decision: 'refused', policyVersion: 1, clinicIds: [] }],
      ['share', 'POST', `${member}/shares`, { sections: ['growth'], hours: 24 }],
      ['shares', 'GET', `${member}/shares`],
      ['access log', 'GET', `${member}/access_log`],
      ['FHIR export', 'GET', `${member}/fhir`],
      ['record export', 'GET', `${member}/record_export`],
      ['deletion', 'DELETE', member],
      ['profile', 'PUT', member, { name: '王浩然', sex: 'male', birthDate: '2018-07-01', relation: 'child' }],
      ['gestational age', 'POST', `${GROWTH}/edit_gestational_age`, { growthId, fullTermFlag: 1 }],
      ['people', 'GET', `${member}/carers`],
      ['invite', 'POST', `${member}/carer_invites`, { phone: '13611110002', role: 'guardian' }],
    ];
    for (const [what, method, url, payload] of refused) {
      const res = await asPhone(GRANDMA, method, `${url}${url.includes('?') ? '&' : '?'}lang=en-US`, payload);
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toMatchObject({ code: 'FORBIDDEN', data: null });
      expect(res.json().message, what).toMatch(/guardians/);
    }
    const [audited] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.familyMemberId, boy), eq(auditEvents.role, 'caregiver'), eq(auditEvents.status, 403)));
    expect(audited!.n).toBeGreaterThanOrEqual(refused.length - 2);
  });
});

describe('guardians', () => {
  it('an invited guardian may do what the owner does, including removing a caregiver, effective on the next request', async () => {
    const inviteId = (await invite(boy, '13800000002', 'guardian')).json().data.inviteId as string;
    expect((await ctx.as('parentLi', { method: 'POST', url: `${APP}/carer_invites/${inviteId}/accept` })).statusCode).toBe(200);
    const li = (url: string, method: 'GET' | 'DELETE' = 'GET') => ctx.as('parentLi', { method, url });
    expect((await li(`${APP}/family_members/${boy}/consent`)).statusCode).toBe(200);
    expect((await li(`${APP}/family_members/${boy}/access_log`)).statusCode).toBe(200);
    const people = (await li(`${APP}/family_members/${boy}/carers`)).json().data;
    expect(people.owner.accountId).toBe(DEMO_IDS.accounts.parentWang);
    const grandma = people.carers.find((c: { role: string }) => c.role === 'caregiver');

    const before = await asPhone(GRANDMA, 'GET', `${GROWTH}/${GROWTH_DEMO_IDS.boyHaoran}/records`);
    expect(before.statusCode).toBe(200);
    expect((await li(`${APP}/family_members/${boy}/carers/${grandma.accountId}`, 'DELETE')).statusCode).toBe(200);
    const after = await asPhone(GRANDMA, 'GET', `${GROWTH}/${GROWTH_DEMO_IDS.boyHaoran}/records`);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ code: 'NOT_FOUND', data: null });
    expect((await asPhone(GRANDMA, 'GET', `${APP}/family_members`)).json().data).toEqual([]);
    // The guardian's reads are on the owner's log, named.
    const log = (await asWang('GET', `${APP}/family_members/${boy}/access_log?limit=100`)).json().data.list;
    expect(log.some((e: { actorRole: string; actorName: string | null }) => e.actorRole === 'guardian' && e.actorName)).toBe(true);
  });

  it("an account's deletion takes its links and the invitations to its phone", async () => {
    await invite(baby, GRANDMA, 'caregiver');
    await acceptAll(GRANDMA);
    await invite(boy, GRANDMA, 'caregiver');
    const [me] = await ctx.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, GRANDMA));
    expect((await ctx.database.db.select().from(memberCarers).where(eq(memberCarers.accountId, me!.id))).length).toBe(1);
    const res = await asPhone(GRANDMA, 'DELETE', `${APP}/account`, { confirmPhone: GRANDMA });
    expect(res.statusCode).toBe(200);
    expect((await ctx.database.db.select().from(memberCarers).where(eq(memberCarers.accountId, me!.id))).length).toBe(0);
    expect((await ctx.database.db.select().from(carerInvites).where(eq(carerInvites.phone, GRANDMA))).length).toBe(0);
  });
});
