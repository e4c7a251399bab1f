import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../../deps.ts';
import { runReminders } from './run.ts';
import type { ReminderChannels } from './senders.ts';

/** pg-boss's own tables live in this schema of the server's database (it creates and migrates them itself). */
export const JOB_SCHEMA = 'pgboss';
export const DAILY_QUEUE = 'reminders-daily';

/** The calendar day (YYYY-MM-DD) in a time zone: the families' day of "one message a day". */
export function dayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface ReminderQueue {
  boss: PgBoss;
  /** Queues a run of the given day (default: today in the families' time zone) at once; the job's id. */
  runNow(day?: string): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * The reminders' job queue: pg-boss on the server's own database, through the server's connection (the PGlite
 * instance in process, or the PostgreSQL pool), docs/decisions/3400-reminder-queue.md. The daily run is a cron
 * schedule of pg-boss, which every instance may hold: pg-boss makes one job of each tick, and one worker takes it
 * (SELECT ... FOR UPDATE SKIP LOCKED). A job run twice anyway (a retry, a job queued by hand) sends nothing twice:
 * each family's message of the day is claimed under a unique constraint (run.ts).
 */
export async function startReminderQueue(
  deps: AppDeps,
  channels: ReminderChannels,
  log: FastifyBaseLogger,
  options: { schedule?: boolean; pollingIntervalSeconds?: number } = {},
): Promise<ReminderQueue> {
  const { reminders } = deps.config;
  // Loaded here, after the server listens (main.ts), not with its first modules.
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.database.jobSql(text, values) },
    schema: JOB_SCHEMA,
    schedule: options.schedule ?? true,
    supervise: true,
    // Finished jobs hold no more than a day; a week of them is kept to look at, then deleted.
    deleteAfterDays: 7,
  });
  // pg-boss reports its own failures as events: logged (its message names a query, never a row), never thrown.
  boss.on('error', (error: Error) => log.error({ error: error.message }, 'reminder queue error'));
  await boss.start();
  await boss.createQueue(DAILY_QUEUE, { name: DAILY_QUEUE, retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 });
  await boss.work<{ day?: string }>(DAILY_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async (jobs) => {
    for (const job of jobs) await runReminders(deps, channels, job.data?.day ?? dayIn(reminders.timezone), log);
  });
  if (options.schedule ?? true) await boss.schedule(DAILY_QUEUE, reminders.cron, {}, { tz: reminders.timezone });
  return {
    boss,
    runNow: (day) => boss.send(DAILY_QUEUE, day ? { day } : {}),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
