import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { clinicalDataOf } from './inputs.ts';
import { clinicalSummaryRepository } from './repository.ts';

/**
 * The due checks' reads (repository.ts dueInputs): the latest growth record since birth and the latest exam, found by
 * index in SQL, are what the whole history read oldest first gives.
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
    exam: (date: string, treatment: string, createdAt: string) =>
      db.execute(sql`INSERT INTO eye_exams (eye_id, exam_date, treatment, od_axial_length_mm, created_at)
        VALUES (${eyeId}, ${date}, ${treatment}, 23, ${createdAt}::timestamptz)`),
  };
}

/** The same two things from the whole history, oldest first, as the flags read it (clinicalDataOf). */
async function fromHistory(memberId: string, birthDate: string) {
  const repo = clinicalSummaryRepository(ctx.database.db);
  const data = (await clinicalDataOf(repo, [memberId])).get(memberId)!;
  const records = data.growthRecords.map((r) => r.recordDate).filter((d) => d >= birthDate);
  const latest = data.eyeExams.reduce<string | null>((d, e) => (d === null || e.examDate > d ? e.examDate : d), null);
  const exam = data.eyeExams.find((e) => e.examDate === latest);
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
});
