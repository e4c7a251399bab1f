import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

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
});
