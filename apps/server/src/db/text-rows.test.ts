import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { text as textColumn, pgTable, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EYE_TREATMENTS } from '@sprout/clinical';
import { openTestDatabase } from '../test-support/test-app.ts';
import type { Database } from './client.ts';
import { jsonRows } from './json-rows.ts';
import { eyeExams } from './schema/eye.ts';
import { growthRecords } from './schema/growth.ts';
import { DEMO_IDS } from './seed/demo-people.ts';
import { textRows } from './text-rows.ts';

/** db/text-rows.ts: a curve's rows as text decode to what the same rows as JSON arrays decode to. */
let database: Database;
let drop: () => Promise<void>;
const growthId = randomUUID();
const eyeId = randomUUID();
const emptyGrowthId = randomUUID();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ seeded: true }));
  const memberId = randomUUID();
  const db = database.db;
  await db.execute(sql`INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
    VALUES (${memberId}, ${DEMO_IDS.accounts.parentWang}, 'Text rows', 'female', '2012-01-01', 'child')`);
  await db.execute(sql`INSERT INTO growth_profiles (id, family_member_id) VALUES (${growthId}, ${memberId})`);
  // Each nullable column null somewhere, numbers PostgreSQL writes in several ways (many digits, a whole number).
  await db.execute(sql`INSERT INTO growth_records (growth_id, record_date, height_cm, weight_kg, head_cm, measure) VALUES
    (${growthId}, '2012-01-02', 50.1234567890123, 3.3, 35.25, 'lying'),
    (${growthId}, '2012-02-02', null, 4, null, null),
    (${growthId}, '2013-03-03', 80, null, 46.1, 'standing'),
    (${growthId}, '2020-12-31', 275, 99.999999, null, 'standing')`);
  await db.execute(sql`INSERT INTO eye_profiles (id, family_member_id) VALUES (${eyeId}, ${memberId})`);
  await db.execute(sql`INSERT INTO eye_exams (eye_id, exam_date, treatment, od_axial_length_mm, os_axial_length_mm) VALUES
    (${eyeId}, '2019-05-01', 'none', 23.45, null),
    (${eyeId}, '2020-05-01', 'low_dose_atropine', null, 24.1),
    (${eyeId}, '2021-05-01', 'orthokeratology', 24, 24.99)`);
  await db.execute(sql`INSERT INTO growth_profiles (id, family_member_id)
    SELECT ${emptyGrowthId}, id FROM family_members WHERE id <> ${memberId} AND id NOT IN (SELECT family_member_id FROM growth_profiles) LIMIT 1`);
});
afterAll(async () => drop?.());

/** One value read both ways in one statement. */
async function bothWays(asJson: ReturnType<typeof sql>, asText: ReturnType<typeof sql>) {
  const result = (await database.db.execute(sql`select ${asJson} as json, ${asText} as text`)) as unknown as {
    rows: Array<{ json: unknown; text: unknown }>;
  };
  return result.rows[0]!;
}

describe('textRows', () => {
  it('decodes a child growth records as the JSON arrays do, each null and number alike, in the order asked', async () => {
    const keys = ['id', 'recordDate', 'heightCm', 'weightKg', 'headCm', 'measure'] as const;
    const where = sql`r.growth_id = ${growthId}::uuid`;
    const order = sql`r.record_date`;
    const { json, text } = await bothWays(
      jsonRows(growthRecords, keys).select('r', where, order),
      textRows(growthRecords, keys).select('r', where, order),
    );
    const fromText = textRows(growthRecords, keys).decode(text, { growthId });
    expect(fromText).toEqual(jsonRows(growthRecords, keys).decode(json, { growthId }));
    expect(fromText.map((r) => [r.recordDate, r.heightCm, r.weightKg, r.headCm, r.measure])).toEqual([
      ['2012-01-02', 50.1234567890123, 3.3, 35.25, 'lying'],
      ['2012-02-02', null, 4, null, null],
      ['2013-03-03', 80, null, 46.1, 'standing'],
      ['2020-12-31', 275, 99.999999, null, 'standing'],
    ]);
    expect(fromText.every((r) => r.growthId === growthId)).toBe(true);
  });

  it('decodes eye exams (numeric columns, a treatment of its enum) as the JSON arrays do', async () => {
    const keys = ['id', 'examDate', 'treatment', 'odAxialLength', 'osAxialLength'] as const;
    const where = sql`e.eye_id = ${eyeId}::uuid`;
    const order = sql`e.exam_date desc`;
    const { json, text } = await bothWays(
      jsonRows(eyeExams, keys).select('e', where, order),
      textRows(eyeExams, keys).select('e', where, order),
    );
    const fromText = textRows(eyeExams, keys).decode(text);
    expect(fromText).toEqual(jsonRows(eyeExams, keys).decode(json));
    expect(fromText.map((r) => [r.examDate, r.treatment, r.odAxialLength, r.osAxialLength])).toEqual([
      ['2021-05-01', 'orthokeratology', 24, 24.99],
      ['2020-05-01', 'low_dose_atropine', null, 24.1],
      ['2019-05-01', 'none', 23.45, null],
    ]);
  });

  it('reads no rows as none', async () => {
    const rows = textRows(growthRecords, ['id', 'recordDate']);
    const { text } = await bothWays(sql`null`, rows.select('r', sql`r.growth_id = ${emptyGrowthId}::uuid`, sql`r.record_date`));
    expect(text).toBeNull();
    expect(rows.decode(text)).toEqual([]);
  });

  it('refuses, when declared, a column whose text could hold a separator', () => {
    const notes = pgTable('notes_for_test', { id: uuid('id'), note: textColumn('note'), kind: textColumn('kind', { enum: ['a,b', 'c'] }) });
    expect(() => textRows(notes, ['id', 'note'])).toThrow(/note \(text\) may hold a separator/);
    expect(() => textRows(notes, ['kind'])).toThrow(/kind \(text\) may hold a separator/);
    expect(() => textRows(eyeExams, ['notes'])).toThrow(/notes \(jsonb\)/);
    // Every treatment the schema allows is safe as text.
    expect(EYE_TREATMENTS.some((t) => /[,;]/.test(t))).toBe(false);
  });
});
