/**
 * Scale option of the bench (`--rows N`): N growth records and N eye exams for other children, so the demo
 * child's calls run against big tables. Done before the server starts (PGlite is one process's database).
 * Every child gets 100 records of each kind, one a month, on its own account.
 */
import type { Database } from '../../apps/server/src/db/client.ts';

const PER_CHILD = 100;
const BENCH_PHONE_PREFIX = '1990';

export async function addRows(database: Database, rows: number): Promise<number> {
  const children = Math.ceil(rows / PER_CHILD);
  let existing = 0;
  await database.runScriptsInTransaction(async (tx) => {
    const [row] = await tx.query<{ n: string }>(`SELECT count(*)::text AS n FROM growth_records`);
    existing = Number(row?.n ?? 0);
  });
  if (existing >= rows) return existing;
  // In batches of 1,000 children (100,000 rows of each kind), each its own transaction.
  const BATCH = 1000;
  for (let first = 0; first < children; first += BATCH) {
    const last = Math.min(children, first + BATCH) - 1;
    await database.runScriptsInTransaction(async (tx) => {
      await tx.exec(`
        INSERT INTO accounts (id, phone, name, role)
        SELECT md5('bench-account-' || i)::uuid, '${BENCH_PHONE_PREFIX}' || lpad(i::text, 7, '0'), 'bench ' || i, 'parent'
        FROM generate_series(${first}, ${last}) AS i ON CONFLICT DO NOTHING;
        INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
        SELECT md5('bench-member-' || i)::uuid, md5('bench-account-' || i)::uuid, 'child ' || i,
               CASE WHEN i % 2 = 0 THEN 'male' ELSE 'female' END, date '2012-01-01' + (i % 1000), 'child'
        FROM generate_series(${first}, ${last}) AS i ON CONFLICT DO NOTHING;
        INSERT INTO growth_profiles (id, family_member_id)
        SELECT md5('bench-growth-' || i)::uuid, md5('bench-member-' || i)::uuid
        FROM generate_series(${first}, ${last}) AS i ON CONFLICT DO NOTHING;
        INSERT INTO eye_profiles (id, family_member_id)
        SELECT md5('bench-eye-' || i)::uuid, md5('bench-member-' || i)::uuid
        FROM generate_series(${first}, ${last}) AS i ON CONFLICT DO NOTHING;
        INSERT INTO growth_records (growth_id, record_date, height_cm, weight_kg)
        SELECT md5('bench-growth-' || i)::uuid, date '2012-02-01' + (i % 1000) + m * 30, 50 + m * 0.9, 3.5 + m * 0.25
        FROM generate_series(${first}, ${last}) AS i, generate_series(0, ${PER_CHILD - 1}) AS m ON CONFLICT DO NOTHING;
        INSERT INTO eye_exams (eye_id, exam_date, od_axial_length_mm, os_axial_length_mm)
        SELECT md5('bench-eye-' || i)::uuid, date '2015-01-01' + (i % 1000) + m * 30, 22 + m * 0.02, 22.1 + m * 0.02
        FROM generate_series(${first}, ${last}) AS i, generate_series(0, ${PER_CHILD - 1}) AS m;
      `);
    });
  }
  await database.runScriptsInTransaction(async (tx) => {
    await tx.exec('ANALYZE growth_records; ANALYZE eye_exams; ANALYZE family_members;');
  });
  return children * PER_CHILD;
}
