import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eyeExams, eyeProfiles, growthProfiles, growthRecords } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { growthByRecord, growthFromBaselines } from '../eye/present.ts';
import { clinicalSummaryRepository } from './repository.ts';

/**
 * The clinical summary's reads (repository.ts dueInputs and summaryData), found by index in SQL, are what the whole
 * history read oldest first gives.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function member(birthDate: string) {
  const id = randomUUID();
  const db = ctx.database.db;
  await db.execute(sql`INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
    VALUES (${id}, ${DEMO_IDS.accounts.parentWang}, 'Due', 'female', ${birthDate}, 'child')`);
  const growthId = randomUUID();
  const eyeId = randomUUID();
  await db.execute(sql`INSERT INTO growth_profiles (id, family_member_id) VALUES (${growthId}, ${id})`);
  await db.execute(sql`INSERT INTO eye_profiles (id, family_member_id) VALUES (${eyeId}, ${id})`);
  return {
    id,
    record: (date: string) =>
      db.execute(sql`INSERT INTO growth_records (growth_id, record_date, weight_kg) VALUES (${growthId}, ${date}, 10)`),
    exam: (date: string, treatment: string, createdAt: string, od: number | null = 23, os: number | null = null) =>
      db.execute(sql`INSERT INTO eye_exams (eye_id, exam_date, treatment, od_axial_length_mm, os_axial_length_mm, created_at)
        VALUES (${eyeId}, ${date}, ${treatment}, ${od}, ${os}, ${createdAt}::timestamptz)`),
  };
}

/** A member's whole histories, oldest first, as the screens order them. */
async function wholeHistory(memberId: string) {
  const db = ctx.database.db;
  const records = await db
    .select({ r: growthRecords })
    .from(growthRecords)
    .innerJoin(growthProfiles, eq(growthProfiles.id, growthRecords.growthId))
    .where(eq(growthProfiles.familyMemberId, memberId))
    .orderBy(asc(growthRecords.recordDate));
  const exams = await db
    .select({ e: eyeExams })
    .from(eyeExams)
    .innerJoin(eyeProfiles, eq(eyeProfiles.id, eyeExams.eyeId))
    .where(eq(eyeProfiles.familyMemberId, memberId))
    .orderBy(asc(eyeExams.examDate), asc(eyeExams.createdAt), asc(eyeExams.id));
  return { records: records.map((x) => x.r), exams: exams.map((x) => x.e) };
}

/** The due checks' two things from the whole history. */
async function fromHistory(memberId: string, birthDate: string) {
  const { records: all, exams } = await wholeHistory(memberId);
  const records = all.map((r) => r.recordDate).filter((d) => d >= birthDate);
  const latest = exams.reduce<string | null>((d, e) => (d === null || e.examDate > d ? e.examDate : d), null);
  const exam = exams.find((e) => e.examDate === latest);
  return {
    lastRecordDate: records.at(-1) ?? null,
    lastExam: exam ? { examDate: exam.examDate, treatment: exam.treatment } : null,
  };
}

describe('what the due checks read', () => {
  it('is the latest record since birth and, of the latest day’s exams, the first stored', async () => {
    const repo = clinicalSummaryRepository(ctx.database.db);
    const child = await member('2020-06-15');
    const none = { lastRecordDate: null, lastExam: null };
    expect((await repo.dueInputs([child.id])).get(child.id)).toEqual(none);

    // A record before birth (a pregnancy scan, an import's mistake) is no growth check.
    await child.record('2020-06-01');
    expect((await repo.dueInputs([child.id])).get(child.id)).toEqual(none);

    await child.record('2021-06-15');
    await child.record('2020-12-15');
    // Two exams on the latest day, the one in treatment stored second; an older one stored last of all.
    await child.exam('2024-03-01', 'none', '2024-03-01T09:00:00Z');
    await child.exam('2024-03-01', 'orthokeratology', '2024-03-01T10:00:00Z');
    await child.exam('2023-09-01', 'orthokeratology', '2024-03-02T10:00:00Z');
    const read = (await repo.dueInputs([child.id])).get(child.id);
    expect(read).toEqual({ lastRecordDate: '2021-06-15', lastExam: { examDate: '2024-03-01', treatment: 'none' } });
    expect(read).toEqual(await fromHistory(child.id, '2020-06-15'));
  });

  it('answers for several members at once, each its own', async () => {
    const repo = clinicalSummaryRepository(ctx.database.db);
    const a = await member('2019-01-01');
    const b = await member('2018-01-01');
    await a.record('2022-02-02');
    await b.exam('2025-05-05', 'low_dose_atropine', '2025-05-05T08:00:00Z');
    const read = await repo.dueInputs([a.id, b.id]);
    expect(read.get(a.id)).toEqual({ lastRecordDate: '2022-02-02', lastExam: null });
    expect(read.get(b.id)).toEqual({ lastRecordDate: null, lastExam: { examDate: '2025-05-05', treatment: 'low_dose_atropine' } });
    expect(read.get(a.id)).toEqual(await fromHistory(a.id, '2019-01-01'));
    expect(read.get(b.id)).toEqual(await fromHistory(b.id, '2018-01-01'));
  });

  it('gives the summary the latest records of the window, the latest two, the latest exams and the counts, as the whole history does', async () => {
    const repo = clinicalSummaryRepository(ctx.database.db);
    const child = await member('2016-01-01');
    // Two years and more of records, a gap of 900 days before the latest: the one before it is outside the window.
    for (const date of ['2015-12-01', '2018-01-01', '2019-03-01', '2020-06-01', '2021-01-01', '2021-06-01', '2024-01-01'])
      await child.record(date);
    // Exams: the latest day holds two, the first stored in no treatment and measuring the right eye only, the last in
    // treatment measuring both; the left eye was last measured before that day.
    await child.exam('2022-01-10', 'none', '2022-01-10T09:00:00Z', 23.0, 23.1);
    await child.exam('2023-01-10', 'orthokeratology', '2023-01-10T09:00:00Z', 23.4, 23.3);
    await child.exam('2023-09-01', 'orthokeratology', '2023-09-01T09:00:00Z', 23.6, null);
    await child.exam('2024-02-01', 'none', '2024-02-01T09:00:00Z', 23.8, null);
    await child.exam('2024-02-01', 'orthokeratology', '2024-02-01T11:00:00Z', 23.82, null);
    const read = (await repo.summaryData([child.id])).get(child.id)!;

    const { records, exams } = await wholeHistory(child.id);
    const latestSinceBirth = records.filter((r) => r.recordDate >= '2016-01-01').at(-1)!.recordDate;
    const from = new Date(Date.parse(latestSinceBirth) - 730 * 86_400_000).toISOString().slice(0, 10);
    const wanted = records.filter((r, i) => r.recordDate >= from || i >= records.length - 2);
    expect(read.growthRecords.map((r) => r.recordDate)).toEqual(['2021-06-01', '2024-01-01']);
    expect(read.growthRecords.map((r) => r.id)).toEqual(wanted.map((r) => r.id));
    expect(read.growthRecordCount).toBe(records.length);
    expect(read.eyeExamCount).toBe(exams.length);
    expect(read.eyeProfile?.id).toBe(exams[0]!.eyeId);

    // Each exam's change per year from the baselines read with it, as the eye module works it out over the whole history.
    const growth = growthByRecord(exams);
    const [first, last] = exams.filter((e) => e.examDate === '2024-02-01');
    expect(read.flagExam?.row.id).toBe(first!.id);
    expect(growthFromBaselines(read.flagExam!.row, read.flagExam!.baselines).get(first!.id)).toEqual(growth.get(first!.id));
    expect(read.flagExam?.baselines.right).toEqual({ examDate: '2023-09-01', mm: 23.6 });
    expect(read.lastExam?.id).toBe(last!.id);
    expect(read.lastExam?.treatment).toBe('orthokeratology');
    for (const side of ['right', 'left'] as const) {
      const measured = exams.filter((e) => (side === 'right' ? e.odAxialLength : e.osAxialLength) !== null).at(-1)!;
      const card = read.latestMeasured[side]!;
      expect(card.row.id).toBe(measured.id);
      const baselines = { right: null, left: null, [side]: card.baseline };
      expect(growthFromBaselines(card.row, baselines).get(measured.id)![side]).toEqual(growth.get(measured.id)![side]);
    }
    expect(read.latestMeasured.left?.row.examDate).toBe('2023-01-10');
    expect(read.latestMeasured.left?.baseline).toEqual({ examDate: '2022-01-10', mm: 23.1 });
  });

  it('gives a member without growth or eye files none, and counts nothing', async () => {
    const repo = clinicalSummaryRepository(ctx.database.db);
    const read = (await repo.summaryData([DEMO_IDS.members.motherWang])).get(DEMO_IDS.members.motherWang)!;
    expect(read).toMatchObject({ growthRecords: [], growthRecordCount: 0, eyeExamCount: 0, flagExam: null, lastExam: null });
    expect(read.latestMeasured).toEqual({ right: null, left: null });
  });
});
