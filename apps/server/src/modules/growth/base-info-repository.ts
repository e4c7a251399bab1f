import { eq, sql } from 'drizzle-orm';
import { MIN_VELOCITY_INTERVAL_DAYS } from '@sprout/clinical';
import type { AppDb } from '../../db/client.ts';
import { growthProfiles, growthRecords } from '../../db/schema/index.ts';
import { recordsJson, type GrowthRecordRow } from './save-repository.ts';

/**
 * What the growth screen's base info shows of a child's records (scoring.ts toBaseInfo): the latest record scored
 * against the one before it, how many there are, and the latest height's velocity. Read by the (growth_id,
 * record_date) index in one statement, not the history: a child of 5,000 records read and decoded them all for it.
 */
export interface BaseInfoRecords {
  /** The latest record and the one before it, newest first (none, one or two). */
  latest: GrowthRecordRow[];
  count: number;
  /**
   * The latest record with a height and the latest one at least MIN_VELOCITY_INTERVAL_DAYS before it (its velocity's
   * baseline, as @sprout/clinical heightVelocity finds it: the table holds one record a day), oldest first.
   */
  heights: { date: string; heightCm: number }[];
}

export function baseInfoRepository(db: AppDb) {
  // The profile's id, qualified: a select from one table names its columns bare, which the subqueries' own `id`s shadow.
  const child = sql`${growthProfiles}.id`;
  const query = db
    .select({
      count: sql<number>`(select count(*)::int from ${growthRecords} as c where c.growth_id = ${child})`,
      latest: recordsJson.select('r', sql`r.growth_id = ${child}`, sql`r.record_date desc`, { limit: sql`2`, offset: sql`0` }),
      // As JSON, so that the dates are ISO whatever the session's DateStyle.
      heights: sql<
        [string, number][]
      >`(select coalesce(json_agg(json_build_array(h.record_date, h.height_cm) order by h.record_date), '[]'::json)
        from ((select l.record_date, l.height_cm from ${growthRecords} as l where l.growth_id = ${child} and l.height_cm is not null
            order by l.record_date desc limit 1)
          union all
          (select b.record_date, b.height_cm from ${growthRecords} as b where b.growth_id = ${child} and b.height_cm is not null
            and b.record_date <= (select max(x.record_date) from ${growthRecords} as x where x.growth_id = ${child} and x.height_cm is not null)
              - ${sql.raw(String(MIN_VELOCITY_INTERVAL_DAYS))}
            order by b.record_date desc limit 1)) as h)`,
    })
    .from(growthProfiles)
    .where(eq(growthProfiles.id, sql.placeholder('growthId')))
    .prepare('growth_base_info');

  return {
    /** The base info's records of a child; null when there is no such profile. */
    async read(growthId: string): Promise<BaseInfoRecords | null> {
      const [row] = await query.execute({ growthId });
      if (!row) return null;
      return {
        latest: recordsJson.decode(row.latest, { growthId }),
        count: row.count,
        heights: row.heights.map(([date, heightCm]) => ({ date, heightCm })),
      };
    },
  };
}
