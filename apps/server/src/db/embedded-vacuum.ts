import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';

/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL as one process without its background workers: its
 * `autovacuum` setting reads `on`, but no launcher ever runs (measured on PGlite 0.5: 50,000 deleted rows of a table
 * still dead 90 s later, `last_autovacuum` null). Left so, the embedded database never reclaims a deleted or updated
 * row (the reminder queue's jobs, sessions, idempotency keys, corrected records), never marks pages all-visible (a
 * records page's count reads every row's page instead of the index alone) and never refreshes the planner's
 * statistics. This does what the launcher would: every minute, each table past autovacuum's own thresholds
 * (PostgreSQL 15 documentation, 25.1.6 "The Autovacuum Daemon"; read from the database's settings, so a change there
 * counts here) is vacuumed or analyzed, one table per statement, so requests interleave with them (db/client.ts
 * yields to the event loop between queries). PostgreSQL has its own launcher: this runs on the embedded database only.
 */
export const EMBEDDED_VACUUM_EVERY_MS = 60_000; // autovacuum_naptime's default

const setting = (name: string) => `current_setting('${name}')::float8`;
const DUE = `
  select format('%I.%I', s.schemaname, s.relname) as "table",
    (s.n_dead_tup > ${setting('autovacuum_vacuum_threshold')} + ${setting('autovacuum_vacuum_scale_factor')} * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > ${setting('autovacuum_vacuum_insert_threshold')}
        + ${setting('autovacuum_vacuum_insert_scale_factor')} * greatest(c.reltuples, 0)) as "vacuum",
    s.n_mod_since_analyze > ${setting('autovacuum_analyze_threshold')} + ${setting('autovacuum_analyze_scale_factor')} * greatest(c.reltuples, 0)
      as "analyze"
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  order by s.schemaname, s.relname`;

export interface VacuumDone {
  table: string;
  work: 'vacuum' | 'analyze';
  ms: number;
}

/** One pass: each table past a threshold vacuumed (with analyze) or analyzed, in turn. */
export async function vacuumPass(database: Pick<Database, 'jobSql'>): Promise<VacuumDone[]> {
  const { rows } = await database.jobSql(DUE, []);
  const done: VacuumDone[] = [];
  for (const row of rows as Array<{ table: string; vacuum: boolean; analyze: boolean }>) {
    if (!row.vacuum && !row.analyze) continue;
    const started = performance.now();
    // The name comes from the catalog, quoted by format('%I'): nothing a client sent.
    await database.jobSql(row.vacuum ? `VACUUM (ANALYZE) ${row.table}` : `ANALYZE ${row.table}`);
    done.push({ table: row.table, work: row.vacuum ? 'vacuum' : 'analyze', ms: Math.round(performance.now() - started) });
  }
  return done;
}

export interface EmbeddedVacuum {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/** A pass every `everyMs` (the first after one interval: never in the way of the start). A failure is logged, and tried again. */
export function startEmbeddedVacuum(
  database: Pick<Database, 'jobSql'>,
  log: FastifyBaseLogger,
  everyMs = EMBEDDED_VACUUM_EVERY_MS,
): EmbeddedVacuum {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= vacuumPass(database)
      .then(
        (done) => {
          if (done.length > 0) log.info({ tables: done }, 'embedded database vacuumed');
        },
        (error: unknown) => log.error({ err: error }, 'embedded database vacuum failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
