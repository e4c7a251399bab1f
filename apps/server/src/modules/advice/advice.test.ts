import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { doctorAdvices } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';
import { adviceInputProviders } from './providers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
afterEach(() => {
  adviceInputProviders.length = 0;
});

const { babyXiaoyu, boyHaoran, teenSiyu } = DEMO_IDS.members;
const adviceUrl = (id: string, lang = 'zh-CN') => `/app-web2/family_members/${id}/health_advices?lang=${lang}`;
const adviceCount = async () => (await ctx.database.db.select({ n: count() }).from(doctorAdvices))[0]!.n;

describe('GET health_advices', () => {
  it('is for the owner and the child’s clinic doctors only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: adviceUrl(boyHaoran) }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    expect((await ctx.as('parentWang', { url: adviceUrl('99999999-0000-4000-8000-000000000000') })).statusCode).toBe(404);
    const bad = await ctx.as('parentWang', { url: adviceUrl('abc') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('familyMemberId');
  });

  it('advises a baby from age alone when no growth or eye data is registered', async () => {
    const data = (await ctx.as('parentWang', { url: adviceUrl(babyXiaoyu, 'en-US') })).json().data;
    expect(data).toMatchObject({ familyMemberId: babyXiaoyu, name: '王小雨', growthDate: null, eyeDate: null });
    expect(data.advices.map((a: { ruleId: string }) => a.ruleId)).toEqual([
      'growthCheckDue',
      'vitaminDInfant',
      'screenTimeByAge',
      'sleepByAge',
    ]);
    const vitaminD = data.advices.find((a: { ruleId: string }) => a.ruleId === 'vitaminDInfant');
    expect(vitaminD).toMatchObject({ title: 'Vitamin D 400 IU every day', level: 'info', category: 'nutrition' });
    expect(data.advices.find((a: { ruleId: string }) => a.ruleId === 'screenTimeByAge').text).toMatch(/^Under 2 years/);
    const zh = (await ctx.as('parentWang', { url: adviceUrl(babyXiaoyu) })).json().data;
    expect(zh.advices[1].title).toBe('每天补充维生素 D 400 IU');
  });

  it('includes the advice the child’s doctor wrote, newest first', async () => {
    const data = (await ctx.as('parentWang', { url: adviceUrl(boyHaoran, 'en-US') })).json().data;
    expect(data.doctorAdvices).toHaveLength(1);
    expect(data.doctorAdvices[0]).toMatchObject({ doctorName: 'Dr Chen Jing' });
    // In the reader's language where the advice has a translation (issue 31), the doctor's own words otherwise.
    expect(data.doctorAdvices[0].text).toContain('2 hours outdoors');
    const zh = (await ctx.as('parentWang', { url: adviceUrl(boyHaoran) })).json().data;
    expect(zh.doctorAdvices[0].text).toContain('户外活动 2 小时');
  });

  it('tells the same story as the boy’s eye screen: growth as expected for his age, not fast', async () => {
    const data = (await ctx.as('parentWang', { url: adviceUrl(boyHaoran, 'en-US') })).json().data;
    const eye = (await ctx.as('parentWang', { url: `/health-info-service/app/eye/get?familyMemberId=${boyHaoran}&lang=en-US` })).json()
      .data;
    expect(eye.summary.right.progression).toBe('stable');
    expect(data.doctorAdvices[0].text).toContain('as expected for his age');
    expect(data.doctorAdvices[0].text).not.toMatch(/fast/i);
  });

  it('uses the growth and eye data that registered providers give', async () => {
    adviceInputProviders.push(async () => ({ latestGrowth: { heightZ: -2.3, weightZ: -1, bmiZ: 0.4, date: '2025-01-02' } }));
    adviceInputProviders.push(async () => ({
      latestEye: { rightAxialLength: 26.1, leftAxialLength: 25.6, growthPerYear: 0.42, progression: 'fast', date: '2025-01-03' },
    }));
    const data = (await ctx.as('parentLi', { url: adviceUrl(teenSiyu, 'en-US') })).json().data;
    expect(data.growthDate).toBe('2025-01-02');
    expect(data.eyeDate).toBe('2025-01-03');
    const ids = data.advices.map((a: { ruleId: string }) => a.ruleId);
    expect(ids.slice(0, 3)).toEqual(['heightForAgeLow', 'axialGrowthFast', 'axialLengthLong']);
    expect(data.advices[1].text).toContain('0.42 mm');
  });

  it('still advises when a provider fails', async () => {
    adviceInputProviders.push(async () => {
      throw new Error('growth tables unavailable');
    });
    const res = await ctx.as('parentLi', { url: adviceUrl(teenSiyu) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.advices.length).toBeGreaterThan(0);
  });
});

describe('POST doctor_advices', () => {
  const url = (id: string) => `/app-web2/family_members/${id}/doctor_advices`;

  it('is written by the child’s clinic doctors only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ method: 'POST', url: url(boyHaoran), payload: { text: '继续保持户外活动。' } }));
    expect(matrix).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
  });

  it('shows the new advice to the parent with the doctor’s name', async () => {
    const res = await ctx.as('doctorChen', {
      method: 'POST',
      url: `${url(babyXiaoyu)}?lang=en-US`,
      payload: { text: '  Next check in 3 months.  ' },
    });
    expect(res.json().data).toMatchObject({ doctorName: 'Dr Chen Jing', text: 'Next check in 3 months.' });
    const data = (await ctx.as('parentWang', { url: adviceUrl(babyXiaoyu) })).json().data;
    expect(data.doctorAdvices[0]).toMatchObject({ text: 'Next check in 3 months.', doctorName: '陈静' });
  });

  it('refuses empty, over-long or extra fields and writes nothing', async () => {
    const before = await adviceCount();
    for (const [payload, field] of [
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(2001) }, 'text'],
      [{}, 'text'],
      [{ text: 'ok', pinned: true }, 'pinned'],
    ] as const) {
      const res = await ctx.as('doctorChen', { method: 'POST', url: url(boyHaoran), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await adviceCount()).toBe(before);
  });
});
