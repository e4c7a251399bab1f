import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { auditEvents, healthRecordRevisions, visits } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { recordChangeFixture } from '../../test-support/record-changes.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/** Issue 30 item 4: doctors correct and withdraw what they saved; the family sees the current version, marked. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { db, boy, base, recent, visitInput, newVisit, amendVisit } = recordChangeFixture(() => ctx);
const revisions = async (entryId: string) =>
  (await db().select({ n: count() }).from(healthRecordRevisions).where(eq(healthRecordRevisions.entryId, entryId)))[0]!.n;
const record = async (lang = 'zh-CN') => (await ctx.as('parentWang', { url: `${base}/health_record?lang=${lang}` })).json().data;

describe('correcting a visit', () => {
  it('keeps the original in the history and shows the family the corrected entry, marked, in both languages', async () => {
    const id = await newVisit();
    const res = await amendVisit('doctorChen', id, { ...visitInput, diagnosis: '急性支气管炎（病毒性）', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ visitId: id, diagnosis: '急性支气管炎（病毒性）', version: 2, correction: { by: '陈静' } });

    const zh = (await record('zh-CN')).visits.find((v: { visitId: string }) => v.visitId === id);
    expect(zh).toMatchObject({ diagnosis: '急性支气管炎（病毒性）', version: 2, correction: { by: '陈静' } });
    expect(Date.parse(zh.correction.at)).toBeGreaterThan(Date.now() - 60_000);
    const en = (await record('en-US')).visits.find((v: { visitId: string }) => v.visitId === id);
    // The chief complaint was sent back as it read in Chinese: its English stays.
    expect(en).toMatchObject({ chiefComplaint: 'Cough for 3 days', correction: { by: 'Dr Chen Jing' } });

    const history = (await ctx.as('doctorChen', { url: `${base}/visits/${id}/history?lang=zh-CN` })).json().data;
    expect(history.withdrawn).toBeNull();
    expect(history.versions.map((v: { version: number; entry: { diagnosis: string } }) => [v.version, v.entry.diagnosis])).toEqual([
      [2, '急性支气管炎（病毒性）'],
      [1, '急性支气管炎'],
    ]);
    expect(history.versions.map((v: { madeBy: string }) => v.madeBy)).toEqual(['陈静', '陈静']);
    expect(history.versions[1].entry.prescriptions).toHaveLength(1);
    expect(await revisions(id)).toBe(1);
    // The doctor's read of the history is on the audit trail as a staff read of the child.
    const reads = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'read'), eq(auditEvents.route, '/app-web2/family_members/:familyMemberId/visits/:entryId/history')),
      );
    expect(reads.some((r) => r.accountId === DEMO_IDS.accounts.doctorChen && r.familyMemberId === boy)).toBe(true);
    // The family reads the same versions, read-only, in its language.
    const family = await ctx.as('parentWang', { url: `${base}/visits/${id}/history?lang=en-US` });
    expect(family.statusCode).toBe(200);
    expect(family.json().data.versions.map((v: { version: number; madeBy: string }) => [v.version, v.madeBy])).toEqual([
      [2, 'Dr Chen Jing'],
      [1, 'Dr Chen Jing'],
    ]);
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      expect((await ctx.as('parentWang', { method, url: `${base}/visits/${id}/history`, payload: {} })).statusCode).toBe(404);
    }
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const id = await newVisit();
    expect((await amendVisit('doctorChen', id, { ...visitInput, diagnosis: '第一次更正', version: 1 })).statusCode).toBe(200);
    const stale = await amendVisit('doctorChen', id, { ...visitInput, diagnosis: '另一窗口的更正', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'RECORD_EXISTS', errors: [{ field: 'version' }] });
    const [row] = await db().select().from(visits).where(eq(visits.id, id));
    expect(row!.diagnosis['zh-CN']).toBe('第一次更正');
    expect(row!.version).toBe(2);
    expect(await revisions(id)).toBe(1);
  });

  it('checks the input like the first save: no version, a future date', async () => {
    const id = await newVisit();
    const noVersion = await amendVisit('doctorChen', id, visitInput);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().errors.map((e: { field: string }) => e.field)).toContain('version');
    const future = await amendVisit('doctorChen', id, { ...visitInput, visitDate: addDays(todayUtc(), 2), version: 1 });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].field).toBe('visitDate');
    expect(await revisions(id)).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, not a 409', async () => {
    const id = await newVisit();
    const send = () =>
      ctx.as('doctorChen', {
        method: 'PUT',
        url: `${base}/visits/${id}`,
        headers: { 'idempotency-key': `amend-${id}` },
        payload: { ...visitInput, diagnosis: '重试', version: 1 },
      });
    const [first, retry] = [await send(), await send()];
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json().data.version).toBe(2);
    expect(await revisions(id)).toBe(1);
  });
});

describe('withdrawing', () => {
  it('takes the visit out of the family’s record and the exports, keeps it in the history and the audit trail', async () => {
    const id = await newVisit({ ...visitInput, diagnosis: '录错的诊断' });
    const before = await record();
    const res = await ctx.as('doctorChen', {
      method: 'POST',
      url: `${base}/visits/${id}/withdraw`,
      payload: { version: 1, reason: '录入错误' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ entryId: id, version: 1 });

    const after = await record();
    expect(after.visits.map((v: { visitId: string }) => v.visitId)).not.toContain(id);
    expect(after.totals.visits).toBe(before.totals.visits - 1);
    expect((await ctx.as('parentWang', { url: `${base}/visits/${id}` })).statusCode).toBe(404);
    const html = (await ctx.as('parentWang', { url: `${base}/record_export?lang=zh-CN` })).json().data.html as string;
    expect(html).not.toContain('录错的诊断');

    const history = (await ctx.as('doctorChen', { url: `${base}/visits/${id}/history` })).json().data;
    expect(history.withdrawn).toMatchObject({ by: '陈静', reason: '录入错误' });
    expect(history.versions[0].entry.diagnosis).toBe('录错的诊断');
    // Withdrawn, it left the family's record: its history is the clinic's only.
    expect((await ctx.as('parentWang', { url: `${base}/visits/${id}/history` })).statusCode).toBe(404);

    const again = await amendVisit('doctorChen', id, { ...visitInput, version: 1 });
    expect(again.statusCode).toBe(409);
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.familyMemberId, boy), eq(auditEvents.target, `${base}/visits/${id}/withdraw`)));
    expect(trail.map((r) => [r.action, r.status])).toEqual([['write', 200]]);
  });

  it('withdraws a test report, a checkup report and an advice alike', async () => {
    const report = (
      await ctx.as('doctorChen', {
        method: 'POST',
        url: `${base}/test_reports`,
        payload: { kind: 'lab', name: '血常规', reportDate: recent, items: [{ name: '血红蛋白', value: '104' }] },
      })
    ).json().data;
    const checkup = (
      await ctx.as('doctorChen', {
        method: 'POST',
        url: `${base}/checkup_reports`,
        payload: { checkupDate: recent, institution: '学校', summary: '正常' },
      })
    ).json().data;
    const advice = (await ctx.as('doctorChen', { method: 'POST', url: `${base}/doctor_advices`, payload: { text: '多喝水' } })).json().data;
    for (const [section, entryId] of [
      ['test_reports', report.reportId],
      ['checkup_reports', checkup.reportId],
      ['doctor_advices', advice.id],
    ]) {
      const res = await ctx.as('doctorChen', { method: 'POST', url: `${base}/${section}/${entryId}/withdraw`, payload: { version: 1 } });
      expect(res.statusCode, `${section} ${res.body}`).toBe(200);
    }
    const after = await record();
    expect(after.testReports.map((r: { reportId: string }) => r.reportId)).not.toContain(report.reportId);
    expect(after.checkupReports.map((r: { reportId: string }) => r.reportId)).not.toContain(checkup.reportId);
    const advices = (await ctx.as('parentWang', { url: `${base}/health_advices` })).json().data.doctorAdvices;
    expect(advices.map((a: { id: string }) => a.id)).not.toContain(advice.id);
  });
});

describe('correcting reports and advice', () => {
  it('replaces a test report’s items, keeps the old ones in the history, and marks it for the family', async () => {
    const created = (
      await ctx.as('doctorChen', {
        method: 'POST',
        url: `${base}/test_reports`,
        payload: {
          kind: 'lab',
          name: '血常规',
          reportDate: recent,
          items: [{ name: '血红蛋白', value: '140', referenceLow: 115, referenceHigh: 155 }],
        },
      })
    ).json().data;
    const res = await ctx.as('doctorChen', {
      method: 'PUT',
      url: `${base}/test_reports/${created.reportId}`,
      payload: {
        kind: 'lab',
        name: '血常规',
        reportDate: recent,
        version: 1,
        items: [{ name: '血红蛋白', value: '104', referenceLow: 115, referenceHigh: 155 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({ value: '104', flag: 'low' });
    const listed = (await record()).testReports.find((r: { reportId: string }) => r.reportId === created.reportId);
    expect(listed).toMatchObject({ version: 2, correction: { by: '陈静' }, items: [{ value: '104' }] });
    const history = (await ctx.as('doctorChen', { url: `${base}/test_reports/${created.reportId}/history` })).json().data;
    expect(history.versions.map((v: { entry: { items: { value: string }[] } }) => v.entry.items[0]!.value)).toEqual(['104', '140']);
  });

  it('corrects a checkup report and an advice; the family sees both marked', async () => {
    const checkup = (
      await ctx.as('doctorChen', {
        method: 'POST',
        url: `${base}/checkup_reports`,
        payload: { checkupDate: recent, institution: '学校', summary: '正常' },
      })
    ).json().data;
    const fixed = await ctx.as('doctorChen', {
      method: 'PUT',
      url: `${base}/checkup_reports/${checkup.reportId}`,
      payload: { checkupDate: recent, institution: '学校', summary: '视力略低，建议复查', version: 1 },
    });
    expect(fixed.json().data).toMatchObject({ summary: '视力略低，建议复查', version: 2, correction: { by: '陈静' } });

    const advice = (
      await ctx.as('doctorChen', { method: 'POST', url: `${base}/doctor_advices`, payload: { text: '每天户外 1 小时' } })
    ).json().data;
    const amended = await ctx.as('doctorChen', {
      method: 'PUT',
      url: `${base}/doctor_advices/${advice.id}?lang=en-US`,
      payload: { text: '每天户外 2 小时', version: 1 },
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const shown = (await ctx.as('parentWang', { url: `${base}/health_advices?lang=en-US` })).json().data.doctorAdvices;
    expect(shown.find((a: { id: string }) => a.id === advice.id)).toMatchObject({
      text: '每天户外 2 小时',
      version: 2,
      correction: { by: 'Dr Chen Jing' },
    });
  });
});

describe('exports', () => {
  it('carry the current version only', async () => {
    const id = await newVisit({ ...visitInput, diagnosis: '旧的诊断文字' });
    await amendVisit('doctorChen', id, { ...visitInput, diagnosis: '新的诊断文字', version: 1 });
    const html = (await ctx.as('parentWang', { url: `${base}/record_export?lang=zh-CN` })).json().data.html as string;
    expect(html).toContain('新的诊断文字');
    expect(html).not.toContain('旧的诊断文字');
    const fhir = JSON.stringify((await ctx.as('parentWang', { url: `${base}/fhir` })).json().data);
    expect(fhir).not.toContain('旧的诊断文字');
  });
});
