import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { startEmbeddedVacuum } from './db/embedded-vacuum.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/index.ts';
import { acceptOnMoreHandles, type AddedHandles } from './http/accept-handles.ts';
import { dropOldIdempotencyKeys, dropUnansweredIdempotencyKeys } from './http/idempotency.ts';
import { dropOldSignInRows } from './modules/auth/repository.ts';
import { startMonitoringJob } from './modules/monitoring/job.ts';
import { startReminderQueue, type ReminderQueue } from './modules/reminders/queue.ts';
import { reminderChannels } from './modules/reminders/senders.ts';
import { loadReferences, ReferenceDataError } from './reference/index.ts';

async function main(): Promise<void> {
  const startedAt = Date.now();
  let config;
  try {
    config = loadConfig();
    // Every reference table read and checked before the database is even opened: a clone missing one, or a
    // truncated file, stops here with one message naming each file (issue 29), never a 500 on first use.
    loadReferences(config.referenceDataDir);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ReferenceDataError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, poolMax: config.database.poolMax }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  const app = await buildApp({ config, database, db: database.db }, { logger: loggerOptions(config.logLevel) });
  // Reminders' queue starts after listen (below); on close it stops (its run finished or given up) before the database.
  let reminderQueue: ReminderQueue | null = null;
  app.addHook('onClose', async () => {
    await reminderQueue?.stop().catch(() => undefined);
    // Hooks added here run before buildApp's: the answers recorded as their replies left are waited for here.
    await app.keptAnswersRecorded();
    await database.close();
  });

  const applied = await migrate(database);
  app.log.info({ applied, database: database.kind }, applied.length ? 'migrations applied' : 'no migrations to apply');
  if (config.seedDemo && (await seedDemoIfEmpty(database.db))) app.log.info('demo data seeded');
  // One process owns the embedded database: claims left unanswered belong to a run that died (kill -9). It has no
  // autovacuum of its own (db/embedded-vacuum.ts): the server does its work, stopped before the database closes.
  if (database.kind === 'pglite') {
    const dropped = await dropUnansweredIdempotencyKeys(database.db);
    if (dropped) app.log.warn({ dropped }, 'unanswered Idempotency-Key claims of a previous run dropped');
    const vacuum = startEmbeddedVacuum(database, app.log);
    app.addHook('onClose', async () => vacuum.stop());
  }

  // Monitoring partitions ahead of time and retention, hourly; stopped before the database closes.
  // Expired idempotency keys go in the same claimed hourly run (one instance does it).
  const monitoringJob = startMonitoringJob(database.db, {
    retentionDays: config.monitoring.retentionDays,
    log: app.log,
    housekeeping: async () => ({
      droppedIdempotencyKeys: await dropOldIdempotencyKeys(database.db),
      ...(await dropOldSignInRows(database.db)),
    }),
  });
  app.addHook('onClose', async () => monitoringJob.stop());
  await monitoringJob.firstRun;

  // The embedded database cannot be read from outside while it runs: `kill -USR2 <pid>` has the server write a
  // backup of it (db/backup.ts), without stopping; PostgreSQL is backed up with pg_dump (README, Backups).
  const { backup } = database;
  if (backup && config.database.kind === 'pglite') {
    const dir = config.database.backupDir;
    process.on('SIGUSR2', () => {
      backup(dir).then(
        (file) => app.log.info({ file }, 'backup written'),
        (error: unknown) => app.log.error({ err: error }, 'backup failed'),
      );
    });
  }

  // SIGTERM: stop accepting connections, let in-flight requests finish, then close the database pool.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  // The listening socket's other descriptors (decision 4500) stop accepting with the server's own, before it closes.
  let accepting: AddedHandles | null = null;
  app.addHook('preClose', (done) => {
    accepting?.close();
    done();
  });
  const address = await app.listen({ host: config.host, port: config.port });
  accepting = await acceptOnMoreHandles(app.server, config.listeningHandles);
  app.log.info({ address, demo: config.demo, listeningHandles: 1 + accepting.added, ms: Date.now() - startedAt }, 'serving');

  // Reminders' queue (pg-boss on this database) starts once the server answers: a failure is logged, never fatal.
  if (config.reminders.enabled) {
    const { sms, wechat } = config.reminders;
    startReminderQueue({ config, database, db: database.db }, reminderChannels(config.reminders, app.log), app.log).then(
      (queue) => {
        reminderQueue = queue;
        app.log.info({ sms: sms.kind, wechat: wechat.kind, cron: config.reminders.cron }, 'reminder queue started');
      },
      (error: unknown) => app.log.error({ error: (error as Error).message }, 'reminder queue not started'),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
