import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { statementsWithValuesDuring } from '../../test-support/statements.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { eyeAdviceInput } from '../eye/advice-input.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('health advice from the child’s own records', () => {
  it('reads the latest growth record and eye exam through the growth and eye modules', async () => {
    const member = DEMO_IDS.members.boyHaoran;
    const advice = (await ctx.as('parentWang', { url: `/app-web2/family_members/${member}/health_advices` })).json().data;
    const growthGrowthId = (
      await ctx.as('parentWang', { method: 'POST', url: '/health-info-service/app/growth/init', payload: { familyMemberId: member } })
    ).json().data.growthId;
    const latestRecord = (
      await ctx.as('parentWang', { url: `/health-info-service/app/growth/${growthGrowthId}/records?start=0&limit=1` })
    ).json().data.list[0];
    const eye = (await ctx.as('parentWang', { url: `/health-info-service/app/eye/get?familyMemberId=${member}` })).json().data;
    const latestExam = (
      await ctx.as('parentWang', { url: `/health-info-service/app/eye/${eye.eyeId}/records?eyeId=${eye.eyeId}&start=0&limit=1` })
    ).json().data.list[0];
    expect(advice.growthDate).toBe(latestRecord.recordDate);
    expect(advice.eyeDate).toBe(latestExam.examDate);
  });

  it('advises from age alone for a member with no records', async () => {
    const advice = (await ctx.as('parentWang', { url: `/app-web2/family_members/${DEMO_IDS.members.motherWang}/health_advices` })).json()
      .data;
    expect(advice.growthDate).toBeNull();
    expect(advice.eyeDate).toBeNull();
  });

  it('takes the eye’s latest exam and its change per year as the whole history gives them, without reading it', async () => {
    const db = ctx.database.db;
    const memberId = randomUUID();
    const eyeId = randomUUID();
    await db.execute(sql`INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
      VALUES (${memberId}, ${DEMO_IDS.accounts.parentWang}, 'Advice eye', 'female', '2015-05-01', 'child')`);
    await db.execute(sql`INSERT INTO eye_profiles (id, family_member_id) VALUES (${eyeId}, ${memberId})`);
    // The latest day holds two exams: the one stored last (the right eye only) is the latest; the left eye's rate is
    // then none, and the right eye's is measured from 2023-09-01, the nearest exam at least 91 days before.
    const exams: [string, number, number | null, string][] = [
      ['2023-01-01', 23.0, 23.1, '2023-01-01T09:00:00Z'],
      ['2023-09-01', 23.3, null, '2023-09-01T09:00:00Z'],
      ['2023-12-20', 23.5, 23.4, '2023-12-20T09:00:00Z'],
      ['2024-03-01', 23.7, 23.4, '2024-03-01T09:00:00Z'],
      ['2024-03-01', 23.75, null, '2024-03-01T10:00:00Z'],
    ];
    for (const [date, right, left, at] of exams)
      await db.execute(sql`INSERT INTO eye_exams (eye_id, exam_date, od_axial_length_mm, os_axial_length_mm, created_at)
        VALUES (${eyeId}, ${date}, ${right}, ${left}, ${at}::timestamptz)`);
    const { result: input, statements } = await statementsWithValuesDuring(ctx.database, () =>
      eyeAdviceInput({ config: ctx.config, database: ctx.database, db }, memberId, '2024-06-01'),
    );
    // One exam and its baselines looked up, each by the index: every statement on the exams stops at one row.
    const onExams = statements.filter((s) => s.text.includes('eye_exams'));
    expect(onExams.length).toBeGreaterThan(0);
    for (const statement of onExams)
      expect(statement.text.match(/from "?eye_exams"?/gi)?.length).toBe(statement.text.match(/limit 1/gi)?.length);
    // The axis records work every exam's change per year out over the whole history (to 0.01 mm a year).
    const axis = (await ctx.as('parentWang', { url: `/health-info-service/app/eye/${eyeId}/eye_axis_records` })).json().data;
    const last = axis.at(-1);
    expect(last.right.axialLength).toBe(23.75);
    expect(input.latestEye).toMatchObject({ rightAxialLength: 23.75, leftAxialLength: null, date: '2024-03-01' });
    expect(input.latestEye!.growthPerYear).toBeCloseTo(last.right.growthPerYear, 2);
    expect(input.latestEye!.growthPerYear).toBeCloseTo(0.45 / (182 / 365.25), 9);
    expect(input.latestEye!.progression).toBe(last.right.progression);
    expect(input.latestEye!.progression).not.toBeNull();
  });
});
