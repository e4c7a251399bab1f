import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { MEMBER_TABLES, memberCountQuery, memberIds } from '../leaving/member-data-repository.ts';

/**
 * Issue 29: deleting a family member erases it and all its health data in one transaction (PIPL art. 47), as
 * leaving erases an account; the audit trail keeps its rows. The Wang boy goes; his sister and the Li family stay.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { boyHaoran: boy, babyXiaoyu: baby, teenSiyu: siyu } = DEMO_IDS.members;
const url = (member: string) => `/app-web2/family_members/${member}?lang=en-US`;
const remove = (persona: Parameters<TestContext['as']>[0], member: string) => ctx.as(persona, { method: 'DELETE', url: url(member) });
const one = async (query: SQL) => rowsOf<{ n: number }>(await ctx.database.db.execute(query))[0]!.n;

/** Rows of every table of member-data-repository.ts about one member. */
async function rowsAbout(member: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.keys(MEMBER_TABLES)) counts[table] = await one(memberCountQuery(table, memberIds(member)));
  return counts;
}
const auditAbout = (member: string) => one(sql`SELECT count(*)::int AS n FROM audit_events WHERE family_member_id = ${member}`);
const lowRisk = { outdoor: 'over-2h', nearWork: 'rarely', screens: 'under-1h', parents: 'one', distance: 'arm' };

describe('removing a family member', () => {
  let before: Record<string, number>;
  let growthId: string;

  beforeAll(async () => {
    // Whatever a parent and the clinic add about the boy: a share link, a questionnaire (which earns points), a
    // disease survey, a growth record saved with an Idempotency-Key, and the doctor's read of his record.
    const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
      ctx.as('parentWang', { method: 'POST', url: path, payload, headers });
    growthId = rowsOf<{ id: string }>(
      await ctx.database.db.execute(sql`SELECT id FROM growth_profiles WHERE family_member_id = ${boy}`),
    )[0]!.id;
    const made = [
      await post(`/app-web2/family_members/${boy}/shares`, { hours: 24, sections: ['growth', 'eye'] }),
      await post('/app-web2/questionnaires/myopia-risk/submissions', { answers: lowRisk, familyMemberId: boy }),
      await post('/app-web2/diseaseSurveys/myopia/answers', {
        familyMemberId: boy,
        answers: { lastExamDate: '2024-11-02', correction: 'ortho-k', signs: ['squinting'], outdoorHours: 1.5, screenHours: 2 },
      }),
      await post(
        '/health-info-service/app/growth/save',
        { growthId, recordDate: '2025-01-15', weight: 26.4 },
        { 'idempotency-key': 'erase-1' },
      ),
      await ctx.as('doctorChen', { url: `/app-web2/family_members/${boy}/health_record` }),
    ];
    // His doctor corrects a visit: the version it replaced is kept in health_record_revisions (issue 30).
    const [visit] = (await ctx.as('parentWang', { url: `/app-web2/family_members/${boy}/visits?limit=1` })).json().data.list as {
      visitId: string;
      version: number;
      visitDate: string;
    }[];
    const both = (text: string) => ({ 'zh-CN': text, 'en-US': text });
    made.push(
      await ctx.as('doctorChen', {
        method: 'PUT',
        url: `/app-web2/family_members/${boy}/visits/${visit!.visitId}`,
        payload: {
          version: visit!.version,
          visitDate: visit!.visitDate,
          department: both('Ophthalmology'),
          chiefComplaint: both('Follow-up'),
          diagnosis: both('Myopia, corrected entry'),
        },
      }),
    );
    // A grandmother the parent invited as his caregiver, who accepted (issue 34): the link and the invitation.
    const grandma = '13611119999';
    const invited = await post(`/app-web2/family_members/${boy}/carer_invites`, { phone: grandma, role: 'caregiver' });
    const devCode = (await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone: grandma } })).json().data
      .devCode;
    const token = (await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone: grandma, code: devCode } })).json()
      .data.token;
    made.push(
      invited,
      await ctx.app.inject({ method: 'POST', url: `/app-web2/carer_invites/${invited.json().data.inviteId}/accept`, headers: { token } }),
    );
    // A PDF his doctor attached to a report (migration 3600).
    made.push(
      await ctx.as('doctorChen', {
        method: 'POST',
        url: `/app-web2/family_members/${boy}/attachments?filename=lab.pdf`,
        headers: { 'content-type': 'application/pdf' },
        payload: Buffer.from('%PDF-1.4\n%erase\n%%EOF\n'),
      }),
    );
    // An event his doctor marked on his charts (issue 33, migration 3950).
    made.push(
      await ctx.as('doctorChen', {
        method: 'POST',
        url: `/app-web2/family_members/${boy}/events`,
        payload: { eventDate: '2024-09-01', kind: 'treatmentStart', note: 'Atropine 0.01%' },
      }),
    );
    // A bone age his doctor recorded (issue 33, migration 4000).
    made.push(
      await ctx.as('doctorChen', {
        method: 'POST',
        url: `/app-web2/family_members/${boy}/bone-ages`,
        payload: { takenOn: '2024-09-01', boneAgeMonths: 60, method: 'greulichPyle' },
      }),
    );
    for (const res of made) expect(res.statusCode, res.body).toBe(200);
    // A reminder message that named his growth check (issue 34 part 3): the message stays the account's, the item goes.
    const [send] = rowsOf<{ id: string }>(
      await ctx.database.db.execute(sql`INSERT INTO reminder_sends (account_id, day, status)
        VALUES (${DEMO_IDS.accounts.parentWang}, '2026-01-05', 'sent') RETURNING id`),
    );
    await ctx.database.db.execute(sql`INSERT INTO reminder_send_items (send_id, family_member_id, kind, item, due_date)
      VALUES (${send!.id}, ${boy}, 'growth', '2026-01-12', '2026-01-12')`);
    before = await rowsAbout(boy);
  });

  it('holds rows about the boy in every table of member-data-repository.ts before', () => {
    for (const table of Object.keys(MEMBER_TABLES)) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    expect(before.growth_records).toBeGreaterThan(20);
  });

  it('refuses nobody (401) and, as if he did not exist (404), the other parent, his clinic’s doctor, another doctor and an editor: nothing is erased', async () => {
    expect((await remove('nobody', boy)).statusCode).toBe(401);
    for (const persona of ['parentLi', 'doctorChen', 'doctorZhao', 'editor'] as const) {
      const res = await remove(persona, boy);
      expect(res.statusCode, persona).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', data: null });
    }
    expect(await rowsAbout(boy)).toEqual(before);
  });

  it('erases him and every row of his data at once, leaves his sister and the other family as they were, and keeps the audit trail', async () => {
    const sister = await rowsAbout(baby);
    const otherFamily = await rowsAbout(siyu);
    const audit = await auditAbout(boy);
    const rewards = await one(sql`SELECT count(*)::int AS n FROM questionnaire_rewards WHERE account_id = ${DEMO_IDS.accounts.parentWang}`);
    const points = await one(
      sql`SELECT coalesce(sum(delta), 0)::int AS n FROM points_ledger WHERE account_id = ${DEMO_IDS.accounts.parentWang}`,
    );

    // A save about him whose answer is still on its way (recorded as its reply left: http/idempotency.ts).
    await ctx.database.db.execute(sql`INSERT INTO idempotency_keys (actor, key, request_hash, family_member_id)
      VALUES (${DEMO_IDS.accounts.parentWang}, 'answer-on-its-way', 'hash', ${boy})`);

    const res = await remove('parentWang', boy);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: '1', data: null });
    // Its claim went with him: the answer, arriving now, has nothing to complete and names him nowhere.
    await ctx.database.db.execute(sql`UPDATE idempotency_keys SET status = 200, response = ${`{"growthId":"${growthId}"}`}
      WHERE actor = ${DEMO_IDS.accounts.parentWang} AND key = 'answer-on-its-way'`);
    expect(await one(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'answer-on-its-way'`)).toBe(0);

    expect(await rowsAbout(boy)).toEqual(Object.fromEntries(Object.keys(MEMBER_TABLES).map((table) => [table, 0])));
    expect(await rowsAbout(baby)).toEqual(sister);
    expect(await rowsAbout(siyu)).toEqual(otherFamily);
    // Nothing of his is left anywhere under another name: no orphaned record, no kept answer naming him.
    expect(await one(sql`SELECT count(*)::int AS n FROM growth_records WHERE growth_id = ${growthId}`)).toBe(0);
    expect(await one(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE response LIKE ${`%${growthId}%`}`)).toBe(0);
    // The trail keeps who read and wrote his data, and one more row: this erasure.
    expect(await auditAbout(boy)).toBe(audit + 1);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM audit_events WHERE family_member_id = ${boy} AND method = 'DELETE' AND status = 200`),
    ).toBe(1);
    // The points the questionnaire about him earned stay earned; the reward no longer names his answers.
    expect(await one(sql`SELECT count(*)::int AS n FROM questionnaire_rewards WHERE account_id = ${DEMO_IDS.accounts.parentWang}`)).toBe(
      rewards,
    );
    expect(
      await one(sql`SELECT coalesce(sum(delta), 0)::int AS n FROM points_ledger WHERE account_id = ${DEMO_IDS.accounts.parentWang}`),
    ).toBe(points);

    const list = (await ctx.as('parentWang', { url: '/app-web2/family_members' })).json().data as { familyMemberId: string }[];
    expect(list.map((m) => m.familyMemberId).sort()).toEqual([baby, DEMO_IDS.members.motherWang].sort());
    // His doctor no longer finds him, nor does the share link's owner.
    expect((await ctx.as('doctorChen', { url: `/app-web2/family_members/${boy}/health_record` })).statusCode).toBe(404);
    expect((await ctx.as('parentWang', { url: `/app-web2/family_members/${boy}/shares` })).statusCode).toBe(404);
  });

  it('answers a repeat with the envelope’s 404 in the asked language and changes nothing more', async () => {
    const audit = await one(sql`SELECT count(*)::int AS n FROM audit_events`);
    for (const lang of ['en-US', 'zh-CN']) {
      const res = await ctx.as('parentWang', { method: 'DELETE', url: `/app-web2/family_members/${boy}?lang=${lang}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        data: null,
        message: expect.stringMatching(lang === 'en-US' ? /[a-z]/i : /[\u4e00-\u9fff]/),
      });
    }
    expect(await one(sql`SELECT count(*)::int AS n FROM audit_events`)).toBe(audit);
  });

  it('erases once when the same removal is sent twice at once (a retry after a lost reply): one 200, one 404', async () => {
    const created = await ctx.as('parentWang', {
      method: 'POST',
      url: '/app-web2/family_members',
      payload: { name: '王小满', sex: 'male', birthDate: '2022-03-04', relation: 'child' },
    });
    const member = created.json().data.familyMemberId as string;
    const statuses = (await Promise.all([remove('parentWang', member), remove('parentWang', member)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 404]);
    expect(await one(sql`SELECT count(*)::int AS n FROM family_members WHERE id = ${member}`)).toBe(0);
  });
});
