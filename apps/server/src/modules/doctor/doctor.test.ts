import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { SCREEN_VIEW_HEADER } from '@sprout/contracts';
import { auditEvents, eyeExams, eyeProfiles, familyMembers, growthProfiles, growthRecords } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { registerTestPatient } from '../../test-support/register-patient.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const LIST = '/health-info-service/doctor/patients';
const { babyXiaoyuXuhui, boyHaoranXuhui, teenSiyuPudong } = DEMO_IDS.patients;
const overviewUrl = (patientId: string) => `/health-info-service/doctor/patients/${patientId}/overview`;
const list = async (persona: 'doctorChen' | 'doctorZhao', query = '') => (await ctx.as(persona, { url: `${LIST}${query}` })).json();

describe('the doctor patient list', () => {
  it('is for doctors only: 401 without a token, 403 for a parent and an editor', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: LIST }));
    expect(matrix).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 200, otherDoctor: 200, editor: 403 });
  });

  it("shows the Xuhui doctor the Wang children and never the Pudong clinic's patient", async () => {
    const page = (await list('doctorChen')).data;
    const ids = page.list.map((p: { patientId: string }) => p.patientId);
    expect(ids).toEqual(expect.arrayContaining([babyXiaoyuXuhui, boyHaoranXuhui]));
    expect(ids).not.toContain(teenSiyuPudong);
    expect(page.total).toBe(ids.length);
    const first = page.list[0];
    for (const key of ['patientId', 'familyMemberId', 'name', 'sex', 'birthDate', 'clinicId', 'fileNumber', 'lastVisitDate', 'flags'])
      expect(first).toHaveProperty(key);
    expect(first.clinicId).toBe(DEMO_IDS.clinics.xuhui);
  });

  it("shows the Pudong doctor only Li's daughter, even when searching a Wang child's name", async () => {
    const ids = (await list('doctorZhao')).data.list.map((p: { patientId: string }) => p.patientId);
    expect(ids).toEqual([teenSiyuPudong]);
    expect((await list('doctorZhao', `?keyword=${encodeURIComponent('王')}`)).data.total).toBe(0);
    expect((await list('doctorZhao', '?keyword=0001')).data.list.map((p: { patientId: string }) => p.patientId)).toEqual([]);
  });

  it('finds a patient by name, file number, outpatient number and the last 4 digits of the phone', async () => {
    const all = (await list('doctorChen')).data.list as { patientId: string; name: string; fileNumber: string; outpatientNumber: string }[];
    const boy = all.find((p) => p.patientId === boyHaoranXuhui)!;
    const ids = async (keyword: string) =>
      (await list('doctorChen', `?keyword=${encodeURIComponent(keyword)}`)).data.list.map((p: { patientId: string }) => p.patientId);
    expect(await ids(boy.name.slice(1))).toContain(boyHaoranXuhui);
    expect(await ids(boy.fileNumber)).toEqual([boyHaoranXuhui]);
    expect(await ids(boy.outpatientNumber)).toEqual([boyHaoranXuhui]);
    expect(await ids('0001')).toEqual(expect.arrayContaining([babyXiaoyuXuhui, boyHaoranXuhui]));
    expect(await ids('9999')).toEqual([]);
    expect(await ids('%')).toEqual([]);
  });

  it('finds a patient by the full phone, its last four digits, and the pinyin of the name in full or as initials', async () => {
    const ids = async (keyword: string) =>
      ((await list('doctorChen', `?keyword=${encodeURIComponent(keyword)}`)).data.list as { patientId: string }[])
        .map((p) => p.patientId)
        .sort();
    const both = [babyXiaoyuXuhui, boyHaoranXuhui].sort();
    // 王丽's phone, as typed in full, with spaces, and with the country code; and its last four digits.
    for (const phone of ['13800000001', '138 0000 0001', '+8613800000001', '0001']) expect(await ids(phone), phone).toEqual(both);
    expect(await ids('13800000002')).toEqual([]);
    // 王小雨 and 王浩然: the surname's pinyin finds both, the full pinyin or the initials one.
    expect(await ids('wang')).toEqual(both);
    expect(await ids('WangXiaoyu')).toEqual([babyXiaoyuXuhui]);
    expect(await ids('wang xiao yu')).toEqual([babyXiaoyuXuhui]);
    expect(await ids('wxy')).toEqual([babyXiaoyuXuhui]);
    expect(await ids('whr')).toEqual([boyHaoranXuhui]);
    expect(await ids('haoran')).toEqual([boyHaoranXuhui]);
    expect(await ids('zhang')).toEqual([]);
  });

  it('finds a renamed child by the new name and its pinyin at once (the summary follows the write)', async () => {
    const { db } = ctx.database;
    const ids = async (keyword: string) =>
      ((await list('doctorChen', `?keyword=${encodeURIComponent(keyword)}`)).data.list as { patientId: string }[]).map((p) => p.patientId);
    expect(await ids('wxy')).toEqual([babyXiaoyuXuhui]);
    await db.update(familyMembers).set({ name: '张小雨' }).where(eq(familyMembers.id, DEMO_IDS.members.babyXiaoyu));
    try {
      expect(await ids('zxy')).toEqual([babyXiaoyuXuhui]);
      expect(await ids('zhangxiaoyu')).toEqual([babyXiaoyuXuhui]);
      expect(await ids('wxy')).toEqual([]);
    } finally {
      await db.update(familyMembers).set({ name: '王小雨' }).where(eq(familyMembers.id, DEMO_IDS.members.babyXiaoyu));
    }
    expect(await ids('wxy')).toEqual([babyXiaoyuXuhui]);
  });

  it("shows each patient's flags and next check as the overview computes them from the records", async () => {
    const page = (await list('doctorChen', '?limit=50')).data.list as { patientId: string; flags: string[]; nextDueDate: string | null }[];
    expect(page.length).toBeGreaterThan(0);
    for (const patient of page) {
      const overview = (await ctx.as('doctorChen', { url: overviewUrl(patient.patientId) })).json().data.patient;
      expect({ flags: patient.flags, nextDueDate: patient.nextDueDate }, patient.patientId).toEqual({
        flags: overview.flags,
        nextDueDate: overview.nextDueDate,
      });
    }
    const overdue = (await list('doctorChen', '?flag=eyeRecheckOverdue')).data.list as { flags: string[] }[];
    for (const patient of overdue) expect(patient.flags).toContain('eyeRecheckOverdue');
  });

  describe('with a clinic of many patients', () => {
    const N = 45;
    const MANY_PARENT = '10000000-0000-4000-8000-0000000000aa';
    const TEXT = JSON.stringify({ 'zh-CN': '体检', 'en-US': 'Check-up' });
    beforeAll(async () => {
      // Children of one new parent at the Xuhui clinic: every third with a visit, every other one with a growth record.
      const member = sql`('50000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid`;
      const visit = (
        date: SQL,
        from: SQL,
      ) => sql`INSERT INTO visits (family_member_id, clinic_id, visit_date, department, chief_complaint, diagnosis, created_by)
        SELECT ${member}, ${DEMO_IDS.clinics.xuhui}, ${date}, ${TEXT}, ${TEXT}, ${TEXT}, ${DEMO_IDS.accounts.doctorChen} ${from}`;
      const run = async (statements: SQL[]) => {
        for (const statement of statements) await ctx.database.db.execute(statement);
      };
      await run([
        sql`INSERT INTO accounts (id, phone, name, role) VALUES (${MANY_PARENT}, '13811112222', 'many', 'parent')`,
        sql`INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
          SELECT ${member}, ${MANY_PARENT}, '测试' || i, CASE WHEN i % 2 = 0 THEN 'male' ELSE 'female' END, date '2018-01-01' + i * 20, 'child'
          FROM generate_series(1, ${N}::int) AS i`,
      ]);
      // The Xuhui desk opens their files the way the clinic does (file numbers MANY1..MANY45).
      for (let i = 1; i <= N; i += 1) {
        await registerTestPatient(ctx.database.db, DEMO_IDS.accounts.doctorChen, {
          familyMemberId: `50000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          clinicId: DEMO_IDS.clinics.xuhui,
          fileNumber: `MANY${i}`,
          outpatientNumber: `MZMANY${i}`,
        });
      }
      await run([
        visit(sql`date '2024-01-01' + i`, sql`FROM generate_series(3, ${N}::int, 3) AS i`),
        sql`INSERT INTO growth_profiles (family_member_id) SELECT ${member} FROM generate_series(2, ${N}::int, 2) AS i`,
        sql`INSERT INTO growth_records (growth_id, record_date, height_cm, weight_kg)
          SELECT p.id, m.birth_date + 400, 78, 10 FROM growth_profiles p JOIN family_members m ON m.id = p.family_member_id
          WHERE m.account_id = ${MANY_PARENT}`,
      ]);
    });

    const everyPage = async (query: string) => {
      const all: { patientId: string; lastVisitDate: string | null; nextDueDate: string | null }[] = [];
      for (let start = 0; ; start += 7) {
        const page = (await list('doctorChen', `?limit=7&start=${start}${query}`)).data;
        if (page.list.length === 0) return { all, total: page.total as number };
        all.push(...page.list);
      }
    };

    for (const sort of ['lastVisit', 'nextDue'] as const) {
      it(`pages through all of them sorted by ${sort}, each once, in order, nulls last`, async () => {
        const { all, total } = await everyPage(`&sort=${sort}`);
        expect(all).toHaveLength(total);
        expect(total).toBeGreaterThanOrEqual(N);
        expect(new Set(all.map((p) => p.patientId)).size).toBe(total);
        const key = all.map((p) => (sort === 'lastVisit' ? p.lastVisitDate : p.nextDueDate));
        const firstNull = key.indexOf(null);
        const dated = (firstNull === -1 ? key : key.slice(0, firstNull)) as string[];
        expect(key.slice(dated.length).every((k) => k === null)).toBe(true);
        expect(dated).toEqual(sort === 'lastVisit' ? [...dated].sort().reverse() : [...dated].sort());
        expect(dated.length).toBeGreaterThanOrEqual(sort === 'lastVisit' ? Math.floor(N / 3) : Math.floor(N / 2));
      });
    }

    it('answers an empty page past the end with the total', async () => {
      const page = (await list('doctorChen', '?limit=20&start=5000')).data;
      expect(page.list).toEqual([]);
      expect(page.total).toBeGreaterThanOrEqual(N);
    });

    it("shows a new visit's date and order on the next read", async () => {
      const member = '50000000-0000-4000-8000-000000000001';
      await ctx.database.db
        .execute(sql`INSERT INTO visits (family_member_id, clinic_id, visit_date, department, chief_complaint, diagnosis, created_by)
        VALUES (${member}, ${DEMO_IDS.clinics.xuhui}, date '2099-01-01', ${TEXT}, ${TEXT}, ${TEXT}, ${DEMO_IDS.accounts.doctorChen})`);
      const [first] = (await list('doctorChen', '?limit=1')).data.list;
      expect(first).toMatchObject({ familyMemberId: member, lastVisitDate: '2099-01-01' });
      await ctx.database.db.execute(sql`DELETE FROM visits WHERE family_member_id = ${member} AND visit_date = date '2099-01-01'`);
      expect((await list('doctorChen', '?limit=1')).data.list[0].familyMemberId).not.toBe(member);
    });
  });

  it('pages with start and limit and keeps the total', async () => {
    const one = (await list('doctorChen', '?limit=1')).data;
    const two = (await list('doctorChen', '?limit=1&start=1')).data;
    expect(one.list).toHaveLength(1);
    expect(two.list).toHaveLength(1);
    expect(one.list[0].patientId).not.toBe(two.list[0].patientId);
    expect(one.total).toBe(two.total);
  });

  it('sorts by next due check, earliest first', async () => {
    const page = (await list('doctorChen', '?sort=nextDue')).data.list as { nextDueDate: string | null }[];
    const dates = page.map((p) => p.nextDueDate).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort());
  });

  it('filters by a flag, computed from the data on read', async () => {
    const { db } = ctx.database;
    const [profile] = await db.select().from(growthProfiles).where(eq(growthProfiles.familyMemberId, DEMO_IDS.members.boyHaoran));
    // A weight far above P97 for an 8-year-old boy, measured yesterday.
    await db.insert(growthRecords).values({ growthId: profile!.id, recordDate: addDays(todayUtc(), -1), heightCm: 130, weightKg: 45 });
    const flagged = (await list('doctorChen', '?flag=bmiAboveP97')).data.list as { patientId: string; flags: string[] }[];
    expect(flagged.map((p) => p.patientId)).toEqual([boyHaoranXuhui]);
    expect(flagged[0]!.flags).toContain('bmiAboveP97');
    await db
      .delete(growthRecords)
      .where(and(eq(growthRecords.growthId, profile!.id), eq(growthRecords.recordDate, addDays(todayUtc(), -1))));
    expect((await list('doctorChen', '?flag=bmiAboveP97')).data.total).toBe(0);
  });

  it('flags axial length progressing fast for age, graded by the age-aware rule of the eye module', async () => {
    const { db } = ctx.database;
    expect((await list('doctorChen', '?flag=axialFastForAge')).data.total).toBe(0);
    const [profile] = await db.select().from(eyeProfiles).where(eq(eyeProfiles.familyMemberId, DEMO_IDS.members.boyHaoran));
    // About 0.5 mm in four months: far beyond the 0.1 mm/year an 8-year-old's own centile line rises.
    const [exam] = await db
      .insert(eyeExams)
      .values({ eyeId: profile!.id, examDate: todayUtc(), odAxialLength: 23.5, osAxialLength: 23.0 })
      .returning();
    const flagged = (await list('doctorChen', '?flag=axialFastForAge')).data.list as { patientId: string }[];
    expect(flagged.map((p) => p.patientId)).toEqual([boyHaoranXuhui]);
    await db.delete(eyeExams).where(eq(eyeExams.id, exam!.id));
  });

  it('answers 400 naming the field for an unknown flag, sort or limit', async () => {
    for (const [query, field] of [
      ['?flag=tall', 'flag'],
      ['?sort=age', 'sort'],
      ['?limit=1000', 'limit'],
    ] as const) {
      const res = await ctx.as('doctorChen', { url: `${LIST}${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('writes one audit row per screen view, however many pages the doctor turns', async () => {
    const screen = crypto.randomUUID();
    for (const start of [0, 1, 0])
      await ctx.as('doctorChen', { url: `${LIST}?limit=1&start=${start}`, headers: { [SCREEN_VIEW_HEADER]: screen } });
    const rows = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.screenViewId, screen), isNull(auditEvents.familyMemberId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'read', route: LIST, accountId: DEMO_IDS.accounts.doctorChen });
  });
});
