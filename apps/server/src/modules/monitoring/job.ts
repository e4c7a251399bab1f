import type { FastifyBaseLogger } from 'fastify';
import { todayUtc } from '@sprout/clinical';
import type { AppDb } from '../../db/client.ts';
import { runMonitoringMaintenance } from './partitions-repository.ts';
import { claimJobRun } from './repository.ts';

/** Hourly: a day's partition exists well before its first event, and retention runs within an hour of midnight. */
export const MONITORING_JOB_INTERVAL_MS = 60 * 60_000;

export interface MonitoringJob {
  /** Resolves when the run started at start-up has finished. */
  firstRun: Promise<void>;
  stop(): void;
}

/**
 * Runs the monitoring maintenance (and drops expired idempotency keys) now and then every hour; with several
 * instances on one database, the first to claim the hour does it and the others skip it. The timer is unref'd (it never keeps the process
 * alive) and `stop` clears it on close. A failed run is logged and tried again at the next tick.
 */
export function startMonitoringJob(
  db: AppDb,
  options: {
    retentionDays: number;
    log: FastifyBaseLogger;
    intervalMs?: number;
    today?: () => string;
    /** More hourly housekeeping done by the same claimed run (main.ts: expired idempotency keys). */
    housekeeping?: () => Promise<Record<string, number>>;
  },
): MonitoringJob {
  const today = options.today ?? todayUtc;
  const intervalMs = options.intervalMs ?? MONITORING_JOB_INTERVAL_MS;
  let running: Promise<void> | null = null;
  const work = async () => {
    const day = today();
    const slot = `${day}#${Math.floor(Date.now() / intervalMs)}`;
    if (!(await claimJobRun(db, 'monitoring-maintenance', slot))) {
      options.log.debug({ slot }, 'monitoring maintenance claimed by another instance');
      return;
    }
    const result = await runMonitoringMaintenance(db, { today: day, retentionDays: options.retentionDays });
    const more = options.housekeeping ? await options.housekeeping() : {};
    // Once an hour for the whole deployment: which instance did the run, and what it changed.
    options.log.info({ slot, ...result, ...more }, 'monitoring maintenance');
  };
  const run = (): Promise<void> => {
    if (running) return running;
    running = work()
      .catch((error: unknown) => options.log.error({ err: error }, 'monitoring maintenance failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    firstRun,
    stop: () => clearInterval(timer),
  };
}
