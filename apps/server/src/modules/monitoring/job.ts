import { todayUtc } from '@sprout/clinical';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { runMonitoringMaintenance } from './partitions.ts';

/** Hourly: a day's partition exists well before its first event, and retention runs within an hour of midnight. */
export const MONITORING_JOB_INTERVAL_MS = 60 * 60_000;

export interface MonitoringJob {
  /** Resolves when the run started at start-up has finished. */
  firstRun: Promise<void>;
  stop(): void;
}

/**
 * Runs the monitoring maintenance now and then every hour. The timer is unref'd (it never keeps the process
 * alive) and `stop` clears it on close. A failed run is logged and tried again at the next tick.
 */
export function startMonitoringJob(
  db: AppDb,
  options: { retentionDays: number; log: FastifyBaseLogger; intervalMs?: number; today?: () => string },
): MonitoringJob {
  const today = options.today ?? todayUtc;
  let running: Promise<void> | null = null;
  const run = (): Promise<void> => {
    if (running) return running;
    running = runMonitoringMaintenance(db, { today: today(), retentionDays: options.retentionDays })
      .then((result) => {
        if (result.createdPartitions.length || result.droppedPartitions.length || result.deletedDefaultRows) {
          options.log.info(result, 'monitoring maintenance');
        }
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'monitoring maintenance failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), options.intervalMs ?? MONITORING_JOB_INTERVAL_MS);
  timer.unref();
  return {
    firstRun,
    stop: () => clearInterval(timer),
  };
}
