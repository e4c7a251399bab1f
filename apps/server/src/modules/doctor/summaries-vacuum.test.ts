import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/**
 * Issue 28: after a refresh of many summaries (a first start, a new computation) the summaries and the list rows
 * their triggers rewrote are vacuumed, so a page deep in the list is read from its index alone, as autovacuum would
 * leave it a minute later where it runs at all (summaries.ts, VACUUM_AFTER_ROWS).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const PATIENTS = 250;
const LIST = '/health-info-service/doctor/patients';

const vacuums = async () =>
  rowsOf<{ table: string; n: number }>(
    await ctx.database.db.execute(sql`
      SELECT relname AS table, vacuum_count::int AS n FROM pg_stat_user_tables
      WHERE relname IN ('patient_list', 'patient_summaries') ORDER BY relname`),
  );

describe('the patient list after a refresh of many summaries', () => {
  it('is vacuumed once, and not again after a refresh of a few', async () => {
    // 250 children, each a patient at the demo doctor's clinic, their summaries stale as a migration leaves them.
    await ctx.database.db.execute(sql`
      WITH parents AS (
        INSERT INTO accounts (phone, name, role)
        SELECT '1993' || lpad(i::text, 7, '0'), 'parent ' || i, 'parent' FROM generate_series(1, ${PATIENTS}) AS i
        RETURNING id, phone),
      children AS (
        INSERT INTO family_members (account_id, name, sex, birth_date, relation)
        SELECT id, '王小' || right(phone, 3), 'female', date '2020-01-01', 'child' FROM parents
        RETURNING id, name)
      INSERT INTO patient_files (family_member_id, clinic_id, file_number, outpatient_number)
      SELECT id, ${DEMO_IDS.clinics.xuhui}, 'V' || row_number() OVER (ORDER BY id), 'MV' || row_number() OVER (ORDER BY id)
      FROM children`);
    const before = await vacuums();

    const first = await ctx.as('doctorChen', { url: `${LIST}?start=200&limit=20&sort=lastVisit` });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.total).toBeGreaterThanOrEqual(PATIENTS);
    expect(first.json().data.list).toHaveLength(20);
    const after = await vacuums();
    expect(after.map((t) => t.table)).toEqual(['patient_list', 'patient_summaries']);
    for (const [i, table] of after.entries()) expect(table.n, table.table).toBe(before[i]!.n + 1);
    const stale = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
        SELECT count(*)::int AS n FROM patient_summaries s JOIN patient_files f USING (family_member_id)
        WHERE NOT s.fresh AND f.clinic_id = ${DEMO_IDS.clinics.xuhui}`),
    );
    expect(stale[0]!.n).toBe(0);

    // A rename makes one summary stale: the next page refreshes it alone, without a vacuum.
    await ctx.database.db.execute(sql`UPDATE family_members SET name = '王小新' WHERE name = '王小001'`);
    const next = await ctx.as('doctorChen', { url: `${LIST}?start=0&limit=20&keyword=${encodeURIComponent('王小新')}` });
    expect(next.json().data.total).toBe(1);
    expect(await vacuums()).toEqual(after);
  });
});
