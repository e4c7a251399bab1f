import { sql } from 'drizzle-orm';
import { addDays } from '@sprout/clinical';
import type { AppDb } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

/**
 * Daily partitions of monitoring_events (migration 0600). Each day has its own table,
 * `monitoring_events_pYYYYMMDD`, created ahead of time; retention drops whole tables. Days without a
 * partition (the seed's past days, a server that was down at midnight) land in the DEFAULT partition, and
 * retention deletes their old rows there. Works the same on PGlite and PostgreSQL (both 15+).
 */

const PARENT = 'monitoring_events';
const DEFAULT_PARTITION = 'monitoring_events_default';
const NAME = /^monitoring_events_p(\d{4})(\d{2})(\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function partitionName(day: string): string {
  if (!ISO_DAY.test(day)) throw new RangeError(`Not a day: ${day}`);
  return `${PARENT}_p${day.replaceAll('-', '')}`;
}

function dayOfPartition(name: string): string | null {
  const match = NAME.exec(name);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** The day partitions that exist, oldest first. */
export async function listDayPartitions(db: AppDb): Promise<Array<{ name: string; day: string }>> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = ${PARENT}::regclass`),
  );
  return rows
    .map((r) => ({ name: r.name, day: dayOfPartition(r.name) }))
    .filter((p): p is { name: string; day: string } => p.day !== null)
    .sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Creates the partition of `day` unless it exists. Rows of that day already in the DEFAULT partition are
 * moved into it in the same transaction (PostgreSQL refuses a new partition whose range the default holds).
 * Returns whether a partition was created.
 */
export async function ensureDayPartition(db: AppDb, day: string): Promise<boolean> {
  const name = partitionName(day);
  const next = addDays(day, 1);
  const exists = rowsOf<{ t: string | null }>(await db.execute(sql`SELECT to_regclass(${name})::text AS t`))[0]?.t;
  if (exists) return false;
  try {
    await db.transaction(async (tx) => {
      // Through JSON in SQL, so dates and timestamps go back exactly as they were (no driver conversion).
      const [moved] = rowsOf<{ rows: string; n: number }>(
        await tx.execute(sql`WITH d AS (DELETE FROM ${sql.identifier(DEFAULT_PARTITION)} WHERE occurred_on = ${day}::date RETURNING *)
          SELECT coalesce(jsonb_agg(d), '[]'::jsonb)::text AS rows, count(*)::int AS n FROM d`),
      );
      // Identifiers and bounds cannot be parameters; both come from a checked YYYY-MM-DD day.
      await tx.execute(sql.raw(`CREATE TABLE IF NOT EXISTS ${name} PARTITION OF ${PARENT} FOR VALUES FROM ('${day}') TO ('${next}')`));
      if (moved && moved.n > 0) {
        await tx.execute(
          sql`INSERT INTO ${sql.identifier(PARENT)} SELECT * FROM jsonb_populate_recordset(NULL::${sql.identifier(PARENT)}, ${moved.rows}::jsonb)`,
        );
      }
    });
    return true;
  } catch (error) {
    // Another instance created it at the same moment: that is the outcome we wanted.
    const now = rowsOf<{ t: string | null }>(await db.execute(sql`SELECT to_regclass(${name})::text AS t`))[0]?.t;
    if (now) return false;
    throw error;
  }
}

export interface RetentionResult {
  droppedPartitions: string[];
  deletedDefaultRows: number;
}

/**
 * Deletes events older than `retentionDays`: whole day partitions before the cut-off are dropped, and rows
 * before it in the DEFAULT partition deleted. Days are kept whole, so an event goes on the first run after it
 * is `retentionDays` days old, never before.
 */
export async function dropExpired(db: AppDb, today: string, retentionDays: number): Promise<RetentionResult> {
  const cutoff = addDays(today, -retentionDays);
  const droppedPartitions: string[] = [];
  for (const partition of await listDayPartitions(db)) {
    if (partition.day >= cutoff) break;
    await db.execute(sql.raw(`DROP TABLE IF EXISTS ${partition.name}`));
    droppedPartitions.push(partition.name);
  }
  const deleted = rowsOf<{ n: number }>(
    await db.execute(sql`WITH d AS (DELETE FROM ${sql.identifier(DEFAULT_PARTITION)} WHERE occurred_on < ${cutoff}::date RETURNING 1)
      SELECT count(*)::int AS n FROM d`),
  );
  return { droppedPartitions, deletedDefaultRows: deleted[0]?.n ?? 0 };
}

export interface MaintenanceResult extends RetentionResult {
  createdPartitions: string[];
}

/** The scheduled job's work: partitions for today and tomorrow exist, expired days are gone. */
export async function runMonitoringMaintenance(db: AppDb, options: { today: string; retentionDays: number }): Promise<MaintenanceResult> {
  const createdPartitions: string[] = [];
  for (const day of [options.today, addDays(options.today, 1)]) {
    if (await ensureDayPartition(db, day)) createdPartitions.push(partitionName(day));
  }
  const retention = await dropExpired(db, options.today, options.retentionDays);
  return { createdPartitions, ...retention };
}
