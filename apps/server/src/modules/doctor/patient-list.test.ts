import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { miscountedClinics } from '../../test-support/patient-list-counts.ts';
import { registerTestPatient } from '../../test-support/register-patient.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/**
 * Issue 28: the doctor's list pages over patient_list (migration 3750), kept by triggers in the transaction of each
 * write. Every write that takes a child off the list, or changes what it shows or is searched by, shows in the very
 * next list call, and the table always holds exactly the files the list's rules allow (the join it replaced).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { babyXiaoyu: baby, boyHaoran: boy } = DEMO_IDS.members;
const { xuhui, pudong } = DEMO_IDS.clinics;
const en = { 'accept-language': 'en-US' };
const consentUrl = (member: string) => `/app-web2/family_members/${member}/consent`;
const answer = (payload: Record<string, unknown>) => ctx.as('parentWang', { method: 'PUT', url: consentUrl(baby), payload, headers: en });
const policyVersion = async () => (await ctx.as('parentWang', { url: consentUrl(baby) })).json().data.policy.version as number;
const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);
const rows = async <T>(query: ReturnType<typeof sql>) => ((await exec(query)) as unknown as { rows: T[] }).rows;

type Listed = { familyMemberId: string; name: string; patientId: string };
const listed = async (keyword?: string) => {
  const query = keyword ? `&keyword=${encodeURIComponent(keyword)}` : '';
  const res = await ctx.as('doctorChen', { url: `/health-info-service/doctor/patients?start=0&limit=50${query}`, headers: en });
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; list: Listed[] };
};
const members = async (keyword?: string) => (await listed(keyword)).list.map((p) => p.familyMemberId);

/** The files the list's rules allow, by the join the list ran before migration 3750, against the table's rows. */
async function expectTableMatchesRules() {
  const rule = await rows<{ file_id: string }>(sql`
    SELECT f.id AS file_id FROM patient_files f
    JOIN family_members m ON m.id = f.family_member_id
    JOIN patient_summaries s ON s.family_member_id = m.id
    WHERE m.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM member_consents mc WHERE mc.family_member_id = m.id
      AND (mc.decision <> 'granted' OR NOT (f.clinic_id = ANY(mc.clinic_ids))))
    ORDER BY 1`);
  const table = await rows<{ file_id: string }>(sql`SELECT file_id FROM patient_list ORDER BY 1`);
  expect(table).toEqual(rule);
  // What the table copies is the current value of its source.
  const stale = await rows<{ file_id: string }>(sql`
    SELECT l.file_id FROM patient_list l
    JOIN patient_files f ON f.id = l.file_id
    JOIN family_members m ON m.id = f.family_member_id
    JOIN accounts a ON a.id = m.account_id
    JOIN patient_summaries s ON s.family_member_id = m.id
    WHERE (l.family_member_id, l.clinic_id, l.name, l.file_number, l.outpatient_number, l.guardian_phone, l.name_pinyin,
      l.name_initials, l.flags, l.milestone_concern_days) IS DISTINCT FROM (m.id, f.clinic_id, m.name, f.file_number,
      f.outpatient_number, a.phone, s.name_pinyin, s.name_initials, s.flags, s.milestone_concern_days)
      OR l.next_due_date IS DISTINCT FROM s.next_due_date OR l.last_visit_date IS DISTINCT FROM s.last_visit_date
      OR l.eye_recheck_due IS DISTINCT FROM s.eye_recheck_due`);
  expect(stale).toEqual([]);
  // Each clinic's total (migration 3900) is the number of its rows.
  expect(await miscountedClinics(ctx.database.db)).toEqual([]);
}

describe('the patient list table (migration 3750)', () => {
  it('holds the files the rules allow after the seed', async () => {
    expect(await members()).toEqual(expect.arrayContaining([baby, boy]));
    await expectTableMatchesRules();
  });

  it('drops a child in the very next call once consent is withdrawn, and lists her again once it is granted again', async () => {
    const version = await policyVersion();
    expect((await answer({ decision: 'refused', policyVersion: version })).statusCode).toBe(200);
    const without = await listed();
    expect(without.list.map((p) => p.familyMemberId)).not.toContain(baby);
    expect(without.list.map((p) => p.familyMemberId)).toContain(boy);
    expect(without.total).toBe(without.list.length);
    await expectTableMatchesRules();

    expect((await answer({ decision: 'granted', policyVersion: version, clinicIds: [xuhui] })).statusCode).toBe(200);
    expect(await members()).toContain(baby);
    await expectTableMatchesRules();
  });

  it('drops a child whose consent names only another clinic, and lists her when the answer row goes', async () => {
    await exec(sql`UPDATE member_consents SET clinic_ids = ARRAY[${pudong}]::uuid[] WHERE family_member_id = ${baby}`);
    expect(await members()).not.toContain(baby);
    await expectTableMatchesRules();
    const [saved] = await rows<Record<string, unknown>>(sql`DELETE FROM member_consents WHERE family_member_id = ${baby} RETURNING *`);
    // Not asked at all: listed, as before the consent question existed.
    expect(await members()).toContain(baby);
    await expectTableMatchesRules();
    await exec(sql`INSERT INTO member_consents (family_member_id, decision, clinic_ids, policy_key, policy_version, account_id)
      VALUES (${baby}, 'granted', ARRAY[${xuhui}]::uuid[], ${saved!.policy_key}, ${saved!.policy_version}, ${saved!.account_id})`);
    expect(await members()).toContain(baby);
    await expectTableMatchesRules();
  });

  it('drops a child in the very next call once the guardian deletes the member', async () => {
    const member = '40000000-0000-4000-8000-0000000000d1';
    await exec(sql`INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
      VALUES (${member}, ${DEMO_IDS.accounts.parentWang}, '王小删', 'female', date '2022-03-04', 'child')`);
    const file = await registerTestPatient(ctx.database.db, DEMO_IDS.accounts.doctorChen, {
      familyMemberId: member,
      clinicId: xuhui,
      fileNumber: 'DELETED1',
      outpatientNumber: 'MZDELETED1',
    });
    expect(await members()).toContain(member);
    await expectTableMatchesRules();
    expect((await ctx.as('parentWang', { method: 'DELETE', url: `/app-web2/family_members/${member}` })).statusCode).toBe(200);
    expect(await members()).not.toContain(member);
    expect((await listed('DELETED1')).total).toBe(0);
    expect(await rows(sql`SELECT 1 FROM patient_list WHERE file_id = ${file.patientId}`)).toEqual([]);
    await expectTableMatchesRules();
  });

  it('shows and finds a renamed child by the new name in the very next call', async () => {
    await exec(sql`UPDATE family_members SET name = '李浩然' WHERE id = ${boy}`);
    try {
      const page = await listed('李浩然');
      expect(page.list.map((p) => [p.familyMemberId, p.name])).toEqual([[boy, '李浩然']]);
      expect(await members('lhr')).toEqual([boy]);
      expect(await members('王浩然')).toEqual([]);
      await expectTableMatchesRules();
    } finally {
      await exec(sql`UPDATE family_members SET name = '王浩然' WHERE id = ${boy}`);
    }
    expect(await members('王浩然')).toEqual([boy]);
    await expectTableMatchesRules();
  });

  it("finds a child by the guardian's new phone, and no longer by the old one", async () => {
    const [{ phone }] = (await rows<{ phone: string }>(sql`SELECT phone FROM accounts WHERE id = ${DEMO_IDS.accounts.parentWang}`)) as [
      { phone: string },
    ];
    await exec(sql`UPDATE accounts SET phone = '13912345678' WHERE id = ${DEMO_IDS.accounts.parentWang}`);
    try {
      expect(await members('13912345678')).toEqual(expect.arrayContaining([baby, boy]));
      expect(await members(phone)).toEqual([]);
      await expectTableMatchesRules();
    } finally {
      await exec(sql`UPDATE accounts SET phone = ${phone} WHERE id = ${DEMO_IDS.accounts.parentWang}`);
    }
    expect(await members(phone)).toEqual(expect.arrayContaining([baby, boy]));
  });

  it("follows a file's new number, and drops the file once it is deleted", async () => {
    const [file] = await rows<Record<string, unknown>>(sql`SELECT * FROM patient_files WHERE id = ${DEMO_IDS.patients.boyHaoranXuhui}`);
    await exec(sql`UPDATE patient_files SET file_number = 'RENUMBERED9' WHERE id = ${file!.id}`);
    expect((await listed('RENUMBERED9')).list.map((p) => p.patientId)).toEqual([file!.id]);
    await expectTableMatchesRules();
    await exec(sql`DELETE FROM patient_files WHERE id = ${file!.id}`);
    try {
      expect((await listed()).list.map((p) => p.patientId)).not.toContain(file!.id);
      await expectTableMatchesRules();
    } finally {
      await exec(sql`INSERT INTO patient_files (id, family_member_id, clinic_id, file_number, outpatient_number, created_at)
        VALUES (${file!.id}, ${file!.family_member_id}, ${file!.clinic_id}, ${file!.file_number}, ${file!.outpatient_number},
          ${file!.created_at})`);
    }
    expect((await listed()).list.map((p) => p.patientId)).toContain(file!.id);
    await expectTableMatchesRules();
  });
});
