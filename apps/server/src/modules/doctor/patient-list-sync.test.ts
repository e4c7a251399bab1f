import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { miscountedClinics } from '../../test-support/patient-list-counts.ts';
import { registerTestPatient } from '../../test-support/register-patient.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/**
 * patient_list (migrations 3750 and 3751): the doctor's list reads one row per file it may show, kept by triggers in the
 * transaction of each write. Every write below is followed at once by a list call, which must already follow it,
 * and by a comparison of the whole table with the view of what it must hold.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const LIST = '/health-info-service/doctor/patients';
const { boyHaoran: boy, babyXiaoyu: baby } = DEMO_IDS.members;
const { xuhui, pudong } = DEMO_IDS.clinics;
const en = { 'accept-language': 'en-US' };

type Listed = { patientId: string; familyMemberId: string; name: string; clinicId: string; lastVisitDate: string | null };
const listed = async (persona: 'doctorChen' | 'doctorZhao', query = '') => {
  const res = await ctx.as(persona, { url: `${LIST}?start=0&limit=100${query}`, headers: en });
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; list: Listed[] };
};
const members = async (persona: 'doctorChen' | 'doctorZhao', query = '') =>
  (await listed(persona, query)).list.map((p) => p.familyMemberId);

/** The columns the view gives, in its order: the table's own, before the search columns generated from them (migration 4100). */
const VIEW_COLUMNS = sql.raw(`file_id, family_member_id, clinic_id, name, file_number, outpatient_number, guardian_phone,
  next_due_date, last_visit_date, name_pinyin, name_initials, flags, eye_recheck_due, milestone_concern_days, name_lower,
  file_number_lower, outpatient_number_lower`);

/** The table holds exactly what the view says it must: no row more, none less, none different. */
const expectInSync = async () => {
  const differing = rowsOf<{ side: string; file_id: string }>(
    await ctx.database.db.execute(sql`
      (SELECT 'extra' AS side, file_id FROM (SELECT ${VIEW_COLUMNS} FROM patient_list EXCEPT SELECT * FROM patient_list_visible) x)
      UNION ALL
      (SELECT 'missing' AS side, file_id FROM (SELECT * FROM patient_list_visible EXCEPT SELECT ${VIEW_COLUMNS} FROM patient_list) y)`),
  );
  expect(differing).toEqual([]);
  // Each clinic's total (migration 3900) is the number of its rows.
  expect(await miscountedClinics(ctx.database.db)).toEqual([]);
};

const consentUrl = (member: string) => `/app-web2/family_members/${member}/consent`;
const policyVersion = async () => (await ctx.as('parentWang', { url: consentUrl(boy) })).json().data.policy.version as number;
const answer = async (member: string, payload: Record<string, unknown>) => {
  const res = await ctx.as('parentWang', { method: 'PUT', url: consentUrl(member), payload, headers: en });
  expect(res.statusCode).toBe(200);
};

describe('the rows of the doctor’s patient list', () => {
  it('start with every visible file and keep the summary the list computes', async () => {
    expect(await members('doctorChen')).toEqual(expect.arrayContaining([baby, boy]));
    await expectInSync();
    const [row] = rowsOf<{ name_pinyin: string; name_initials: string }>(
      await ctx.database.db.execute(sql`SELECT name_pinyin, name_initials FROM patient_list WHERE family_member_id = ${baby}`),
    );
    expect(row).toEqual({ name_pinyin: 'wangxiaoyu', name_initials: 'wxy' });
  });

  it('drop a child at once when consent is withdrawn, and bring it back at once when granted again', async () => {
    const version = await policyVersion();
    await answer(baby, { decision: 'refused', policyVersion: version });
    expect(await members('doctorChen')).not.toContain(baby);
    expect(await members('doctorChen', '&keyword=wxy')).toEqual([]);
    await expectInSync();
    await answer(baby, { decision: 'granted', policyVersion: version, clinicIds: [xuhui] });
    expect(await members('doctorChen')).toContain(baby);
    expect(await members('doctorChen', '&keyword=wxy')).toEqual([baby]);
    await expectInSync();
  });

  it('follow a consent that names other clinics only, and a consent row deleted', async () => {
    const version = await policyVersion();
    await answer(boy, { decision: 'granted', policyVersion: version, clinicIds: [] });
    expect(await members('doctorChen')).not.toContain(boy);
    await expectInSync();
    // No answer at all (the row gone): the clinic sees the child as before consent was asked.
    await ctx.database.db.execute(sql`DELETE FROM member_consents WHERE family_member_id = ${boy}`);
    expect(await members('doctorChen')).toContain(boy);
    await expectInSync();
  });

  it('show a new name at once, in the list and in its search', async () => {
    const renamed = await ctx.as('parentWang', {
      method: 'PUT',
      url: `/app-web2/family_members/${boy}`,
      payload: { name: 'Haoran WANG', sex: 'male', birthDate: '2018-07-01', relation: 'child' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listed('doctorChen')).list.find((p) => p.familyMemberId === boy)?.name).toBe('Haoran WANG');
    // ILIKE's matches, without case, over the lowered name.
    expect(await members('doctorChen', '&keyword=haoran%20w')).toEqual([boy]);
    expect(await members('doctorChen', `&keyword=${encodeURIComponent('王浩然')}`)).toEqual([]);
    await expectInSync();
    await ctx.as('parentWang', {
      method: 'PUT',
      url: `/app-web2/family_members/${boy}`,
      payload: { name: '王浩然', sex: 'male', birthDate: '2018-07-01', relation: 'child' },
    });
    expect(await members('doctorChen', `&keyword=${encodeURIComponent('王浩然')}`)).toEqual([boy]);
  });

  it('follow a file moved to another clinic, for both clinics’ doctors', async () => {
    const file = DEMO_IDS.patients.boyHaoranXuhui;
    await ctx.database.db.execute(sql`UPDATE patient_files SET clinic_id = ${pudong} WHERE id = ${file}`);
    try {
      expect(await members('doctorChen')).not.toContain(boy);
      const zhao = (await listed('doctorZhao')).list.find((p) => p.patientId === file);
      expect(zhao).toMatchObject({ familyMemberId: boy, clinicId: pudong });
      await expectInSync();
    } finally {
      await ctx.database.db.execute(sql`UPDATE patient_files SET clinic_id = ${xuhui} WHERE id = ${file}`);
    }
    expect(await members('doctorChen')).toContain(boy);
    expect(await members('doctorZhao')).not.toContain(boy);
  });

  it('follow the guardian’s new phone in the phone search', async () => {
    const [{ phone } = { phone: '' }] = rowsOf<{ phone: string }>(
      await ctx.database.db.execute(sql`SELECT phone FROM accounts WHERE id = ${DEMO_IDS.accounts.parentWang}`),
    );
    await ctx.database.db.execute(sql`UPDATE accounts SET phone = '13899997777' WHERE id = ${DEMO_IDS.accounts.parentWang}`);
    try {
      expect((await members('doctorChen', '&keyword=7777')).sort()).toEqual([baby, boy].sort());
      expect(await members('doctorChen', `&keyword=${phone}`)).toEqual([]);
      await expectInSync();
    } finally {
      await ctx.database.db.execute(sql`UPDATE accounts SET phone = ${phone} WHERE id = ${DEMO_IDS.accounts.parentWang}`);
    }
    expect((await members('doctorChen', `&keyword=${phone}`)).sort()).toEqual([baby, boy].sort());
  });

  it('list a newly registered child at once, and drop it at once when the parent deletes it', async () => {
    const created = await ctx.as('parentWang', {
      method: 'POST',
      url: '/app-web2/family_members',
      payload: { name: '王小满', sex: 'male', birthDate: '2021-03-04', relation: 'child' },
    });
    const member = created.json().data.familyMemberId as string;
    await registerTestPatient(ctx.database.db, DEMO_IDS.accounts.doctorChen, {
      familyMemberId: member,
      clinicId: xuhui,
      fileNumber: 'ROWS1',
      outpatientNumber: 'MZROWS1',
    });
    expect(await members('doctorChen', '&keyword=rows1')).toEqual([member]);
    await expectInSync();
    const removed = await ctx.as('parentWang', { method: 'DELETE', url: `/app-web2/family_members/${member}` });
    expect(removed.statusCode).toBe(200);
    expect(await members('doctorChen')).not.toContain(member);
    expect(await members('doctorChen', '&keyword=rows1')).toEqual([]);
    await expectInSync();
  });

  it('follow a new record into the summary columns on the next list call', async () => {
    const before = (await listed('doctorChen')).total;
    await ctx.database.db
      .execute(sql`INSERT INTO visits (family_member_id, clinic_id, visit_date, department, chief_complaint, diagnosis, created_by)
      VALUES (${baby}, ${xuhui}, date '2099-02-03', ${JSON.stringify({ 'zh-CN': '体检', 'en-US': 'Check-up' })}, '{"zh-CN":"a","en-US":"a"}',
        '{"zh-CN":"a","en-US":"a"}', ${DEMO_IDS.accounts.doctorChen})`);
    const page = await listed('doctorChen', '&sort=lastVisit');
    expect(page.total).toBe(before);
    expect(page.list[0]).toMatchObject({ familyMemberId: baby, lastVisitDate: '2099-02-03' });
    await expectInSync();
    await ctx.database.db.execute(sql`DELETE FROM visits WHERE family_member_id = ${baby} AND visit_date = date '2099-02-03'`);
    expect((await listed('doctorChen', '&sort=lastVisit')).list[0]?.lastVisitDate).not.toBe('2099-02-03');
    await expectInSync();
  });

  it('are not written when a record only marks the summary stale (migration 3751), and stay so once it is computed again alike', async () => {
    await listed('doctorChen'); // every summary at the clinic computed
    const rowVersion = async () =>
      rowsOf<{ v: string; summary: string }>(
        await ctx.database.db.execute(sql`SELECT l.xmin::text AS v, s.version::text AS summary FROM patient_list l
          JOIN patient_summaries s USING (family_member_id) WHERE l.family_member_id = ${baby} AND l.clinic_id = ${xuhui}`),
      )[0]!;
    const before = await rowVersion();
    // A visit older than the child's last: the summary goes stale, its list columns stay as they are.
    const lastVisit = (await listed('doctorChen', '&sort=lastVisit')).list.find((p) => p.familyMemberId === baby)?.lastVisitDate;
    await ctx.database.db
      .execute(sql`INSERT INTO visits (family_member_id, clinic_id, visit_date, department, chief_complaint, diagnosis, created_by)
      VALUES (${baby}, ${xuhui}, date '2001-01-01', ${JSON.stringify({ 'zh-CN': '体检', 'en-US': 'Check-up' })}, '{"zh-CN":"a","en-US":"a"}',
        '{"zh-CN":"a","en-US":"a"}', ${DEMO_IDS.accounts.doctorChen})`);
    const marked = await rowVersion();
    expect(Number(marked.summary)).toBeGreaterThan(Number(before.summary));
    expect(marked.v).toBe(before.v);
    // Computed again: nothing of the list changed (an older visit), so the row is still the one written before.
    expect((await listed('doctorChen', '&sort=lastVisit')).list.find((p) => p.familyMemberId === baby)?.lastVisitDate).toBe(lastVisit);
    expect((await rowVersion()).v).toBe(before.v);
    await expectInSync();
    await ctx.database.db.execute(sql`DELETE FROM visits WHERE family_member_id = ${baby} AND visit_date = date '2001-01-01'`);
    await expectInSync();
  });
});
