import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';

/** The clinics whose total in patient_list_counts (migration 3900) is not the number of their rows: none, when kept. */
export async function miscountedClinics(db: AppDb): Promise<Array<{ clinic_id: string; kept: number; counted: number }>> {
  return rowsOf(
    await db.execute(sql`
      SELECT coalesce(c.clinic_id, l.clinic_id) AS clinic_id, coalesce(c.n, 0) AS kept, coalesce(l.n, 0)::int AS counted
      FROM patient_list_counts c FULL JOIN (SELECT clinic_id, count(*) AS n FROM patient_list GROUP BY clinic_id) l ON l.clinic_id = c.clinic_id
      WHERE coalesce(c.n, 0) <> coalesce(l.n, 0)`),
  );
}
