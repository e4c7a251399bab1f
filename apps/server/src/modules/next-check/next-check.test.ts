import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, GROWTH_CHECK_INTERVALS } from '@sprout/clinical';
import type { NextCheck } from '@sprout/contracts';
import { linkSignature } from '../../auth/signed-link.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { babyXiaoyu: baby, boyHaoran: boy, teenSiyu: teen } = DEMO_IDS.members;
const url = (memberId: string, lang = 'zh-CN') => `/app-web2/family_members/${memberId}/next_check?lang=${lang}`;
const nextCheck = async (memberId: string, lang?: string, persona: 'parentWang' | 'parentLi' = 'parentWang') => {
  const res = await ctx.as(persona, { url: url(memberId, lang) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as NextCheck;
};
/** The calendar address as the app's server would be asked for it (the path and query of the signed URL). */
const calendarPath = (check: NextCheck) => {
  const address = new URL(check.calendar!.url);
  return `${address.pathname}${address.search}`;
};

describe('the next check due', () => {
  it('is the owner parent’s only: 401 without a token, 404 for anyone else as for an unknown child', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: url(baby) }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
  });

  it('is, for the demo baby, the date the doctor’s patient list shows: three months after her last measurement', async () => {
    const check = await nextCheck(baby);
    const doctorList = (await ctx.as('doctorChen', { url: '/health-info-service/doctor/patients?limit=50' })).json().data.list as {
      familyMemberId: string;
      nextDueDate: string | null;
    }[];
    const listed = doctorList.find((p) => p.familyMemberId === baby)!;
    expect(check.nextDueDate).not.toBeNull();
    expect(check.nextDueDate).toBe(listed.nextDueDate);

    const init = (
      await ctx.as('parentWang', { method: 'POST', url: '/health-info-service/app/growth/init', payload: { familyMemberId: baby } })
    ).json().data as { growthId: string };
    const records = (await ctx.as('parentWang', { url: `/health-info-service/app/growth/${init.growthId}/records?limit=1` })).json().data
      .list as { recordDate: string; ageDays: number }[];
    const last = records[0]!;
    expect(last.ageDays).toBeLessThan(GROWTH_CHECK_INTERVALS[0].underAgeDays);
    expect(check.checks).toEqual([{ kind: 'growth', dueDate: addDays(last.recordDate, 91), lastDate: last.recordDate }]);
    expect(check.nextDueDate).toBe(addDays(last.recordDate, 91));
  });

  it('lists the eye recheck of a child in myopia control beside the growth check, earliest first, as the list does', async () => {
    const check = await nextCheck(teen, 'en-US', 'parentLi');
    expect(check.checks.map((c) => c.kind).sort()).toEqual(['eye', 'growth']);
    expect(check.checks[0]!.dueDate <= check.checks[1]!.dueDate).toBe(true);
    expect(check.nextDueDate).toBe(check.checks[0]!.dueDate);
    const doctorList = (await ctx.as('doctorZhao', { url: '/health-info-service/doctor/patients?limit=50' })).json().data.list as {
      familyMemberId: string;
      nextDueDate: string | null;
    }[];
    expect(doctorList.find((p) => p.familyMemberId === teen)!.nextDueDate).toBe(check.nextDueDate);
  });

  it('gives a calendar address on the configured origin that expires within a day', async () => {
    const before = Date.now();
    const check = await nextCheck(boy);
    expect(check.calendar!.url.startsWith(`${ctx.config.publicOrigin}/app-web2/family_members/${boy}/next_check/calendar.ics?`)).toBe(true);
    expect(check.calendar!.url).not.toContain(await ctx.tokenFor('parentWang'));
    const expires = new Date(check.calendar!.expiresAt).getTime();
    expect(expires - before).toBeGreaterThan(23 * 3_600_000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3_600_000 + 1000);
  });
});

describe('the calendar file', () => {
  it('opens without a session: one all-day event per check on its due date, with a reminder, in the asked language', async () => {
    const check = await nextCheck(baby, 'en-US');
    const res = await ctx.as('nobody', { url: calendarPath(check) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const due = check.nextDueDate!.replaceAll('-', '');
    expect(text).toContain(`DTSTART;VALUE=DATE:${due}`);
    expect(text).toContain(`UID:next-check-growth-${baby}@sprout-growth`);
    expect(text).toContain('SUMMARY:Growth check: 王小雨');
    expect(text).toContain('BEGIN:VALARM');

    const zh = await ctx.as('nobody', { url: calendarPath(await nextCheck(baby, 'zh-CN')) });
    expect(zh.body).toContain('SUMMARY:王小雨 生长发育检查');
    // Chinese sentences follow one another without a space.
    expect(zh.body.replace(/\r\n[ \t]/g, '')).toMatch(/DESCRIPTION:上次测量：\d{4}年\d{1,2}月\d{1,2}日。按年龄/);
  });

  it('holds both checks of a child in myopia control', async () => {
    const check = await nextCheck(teen, 'zh-CN', 'parentLi');
    const text = (await ctx.as('nobody', { url: calendarPath(check) })).body;
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    for (const c of check.checks) expect(text).toContain(`DTSTART;VALUE=DATE:${c.dueDate.replaceAll('-', '')}`);
  });

  it('refuses a changed signature, another child and a parent who does not own the child, as an unknown address', async () => {
    const check = await nextCheck(baby);
    const path = calendarPath(check);
    const signature = new URL(check.calendar!.url).searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const wrong of [path.replace(signature, flipped), path.replace(baby, boy)]) {
      const res = await ctx.as('nobody', { url: wrong });
      expect(res.statusCode, wrong).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // A true signature, made for a parent who is not the child's: the ownership is checked when it is opened.
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const li = DEMO_IDS.accounts.parentLi;
    const forLi = linkSignature(ctx.config.authSecret, 'next-check-calendar', [li, baby], expires);
    const res = await ctx.as('nobody', {
      url: `/app-web2/family_members/${baby}/next_check/calendar.ics?account=${li}&expires=${expires}&signature=${forLi}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('says an expired address has expired, in the envelope', async () => {
    const expires = Math.floor(Date.now() / 1000) - 1;
    const wang = DEMO_IDS.accounts.parentWang;
    const signature = linkSignature(ctx.config.authSecret, 'next-check-calendar', [wang, baby], expires);
    const res = await ctx.as('nobody', {
      url: `/app-web2/family_members/${baby}/next_check/calendar.ics?account=${wang}&expires=${expires}&signature=${signature}&lang=en-US`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('expired') });
  });

  it('answers 400 naming the field for a missing or malformed signature', async () => {
    const base = `/app-web2/family_members/${baby}/next_check/calendar.ics?account=${DEMO_IDS.accounts.parentWang}&expires=9999999999`;
    for (const [query, field] of [
      ['', 'signature'],
      ['&signature=short', 'signature'],
    ] as const) {
      const res = await ctx.as('nobody', { url: `${base}${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
  });
});

describe('the growth check intervals the calendar text spells out', () => {
  it('are 3 months before 2 years, 6 months to 3 years, then a year', () => {
    expect(GROWTH_CHECK_INTERVALS.map((r) => r.intervalDays)).toEqual([91, 183, 365]);
    expect(GROWTH_CHECK_INTERVALS.map((r) => r.underAgeDays)).toEqual([730, 1096, Number.POSITIVE_INFINITY]);
  });
});
