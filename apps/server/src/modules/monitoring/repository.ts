import { sql } from 'drizzle-orm';
import type { VitalName } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { monitoringEvents } from '../../db/schema/index.ts';

export type MonitoringRow = typeof monitoringEvents.$inferInsert;

/** How many error messages the summary names per route and day. */
export const TOP_ERROR_MESSAGES = 5;

/** `route` is null in the all-routes row of a day (the second grouping set). */
interface Keyed {
  day: string;
  route: string | null;
}
export interface VitalAggregate extends Keyed {
  name: VitalName;
  n: number;
  p75: number;
  good: number;
  ni: number;
  poor: number;
}
export interface CountAggregate extends Keyed {
  sessions: number;
  views: number;
  errors: number;
  white_screens: number;
}
export interface ErrorAggregate extends Keyed {
  message: string;
  n: number;
}

// GROUPING(route) is 1 in the all-routes grouping set; a real route is never null, so null marks it.
const routeKey = sql.raw(`CASE WHEN GROUPING(route) = 1 THEN NULL ELSE route END`);

export function monitoringRepository(db: AppDb) {
  return {
    async insert(rows: MonitoringRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(monitoringEvents).values(rows);
    },

    /** p75 (percentile_cont, continuous) and rating counts of each vital, per route and day and per day. */
    async vitals(from: string, to: string): Promise<VitalAggregate[]> {
      return rowsOf<VitalAggregate>(
        await db.execute(sql`SELECT occurred_on::text AS day, ${routeKey} AS route, name,
            count(*)::int AS n,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
            count(*) FILTER (WHERE rating = 'good')::int AS good,
            count(*) FILTER (WHERE rating = 'needs-improvement')::int AS ni,
            count(*) FILTER (WHERE rating = 'poor')::int AS poor
          FROM monitoring_events
          WHERE occurred_on BETWEEN ${from}::date AND ${to}::date AND type = 'vital'
          GROUP BY GROUPING SETS ((occurred_on, route, name), (occurred_on, name))`),
      );
    },

    /** Distinct sessions and counts of views, errors and white screens, per route and day and per day. */
    async counts(from: string, to: string): Promise<CountAggregate[]> {
      return rowsOf<CountAggregate>(
        await db.execute(sql`SELECT occurred_on::text AS day, ${routeKey} AS route,
            count(DISTINCT session_id)::int AS sessions,
            count(*) FILTER (WHERE type = 'view')::int AS views,
            count(*) FILTER (WHERE type = 'error')::int AS errors,
            count(*) FILTER (WHERE type = 'white_screen')::int AS white_screens
          FROM monitoring_events
          WHERE occurred_on BETWEEN ${from}::date AND ${to}::date
          GROUP BY GROUPING SETS ((occurred_on, route), (occurred_on))`),
      );
    },

    /** The most frequent error messages, per route and day and per day, most frequent first. */
    async topErrors(from: string, to: string): Promise<ErrorAggregate[]> {
      return rowsOf<ErrorAggregate>(
        await db.execute(sql`SELECT day, route, message, n FROM (
            SELECT occurred_on::text AS day, ${routeKey} AS route, message, count(*)::int AS n,
              row_number() OVER (PARTITION BY occurred_on, ${routeKey} ORDER BY count(*) DESC, message) AS rank
            FROM monitoring_events
            WHERE occurred_on BETWEEN ${from}::date AND ${to}::date AND type = 'error'
            GROUP BY GROUPING SETS ((occurred_on, route, message), (occurred_on, message))
          ) ranked
          WHERE rank <= ${TOP_ERROR_MESSAGES}
          ORDER BY day, route NULLS FIRST, n DESC, message`),
      );
    },
  };
}

/**
 * Claims one run of a scheduled job for a slot (its day and hour) in the database: with several instances on
 * one PostgreSQL only the first claim succeeds, so the work is done once (migration 0711). Old claims are dropped.
 */
export async function claimJobRun(db: AppDb, job: string, slot: string): Promise<boolean> {
  const claimed = rowsOf<{ slot: string }>(
    await db.execute(sql`INSERT INTO job_runs (job, slot) VALUES (${job}, ${slot}) ON CONFLICT DO NOTHING RETURNING slot`),
  );
  if (claimed.length) await db.execute(sql`DELETE FROM job_runs WHERE job = ${job} AND claimed_at < now() - interval '7 days'`);
  return claimed.length > 0;
}
