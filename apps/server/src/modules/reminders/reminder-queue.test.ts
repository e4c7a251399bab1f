import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate, rowsOf } from '../../db/migrate.ts';
import type { AppDeps } from '../../deps.ts';
import { makeTestFamily, recordingLogger } from '../../test-support/reminder-family.ts';
import { openTestDatabase } from '../../test-support/test-app.ts';
import { DAILY_QUEUE, startReminderQueue, type ReminderQueue } from './queue.ts';
import { reminderChannels } from './senders.ts';

/**
 * The daily run on pg-boss, on the project's database: PGlite in process (through the server's own connection), and
 * in server-pg two instances, each with its own pool, on one PostgreSQL (TEST_DATABASE_URL). With no SMS or WeChat
 * configured, as `npm start` runs, the messages go to the development log sink.
 */
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', REMINDERS_TIMEZONE: 'Asia/Shanghai' });
const { log, lines } = recordingLogger();
const cleanup: (() => Promise<unknown>)[] = [];
let first: AppDeps;
let second: AppDeps;
let queues: ReminderQueue[];
const families: Awaited<ReturnType<typeof makeTestFamily>>[] = [];

beforeAll(async () => {
  const opened = await openTestDatabase({ seeded: true });
  cleanup.push(opened.drop);
  await migrate(opened.database);
  first = { config, database: opened.database, db: opened.database.db };
  // Another instance: its own pool on the same PostgreSQL, or (PGlite belongs to one process) the same connection.
  let other: Database = opened.database;
  if (opened.url) {
    other = await openDatabase({ kind: 'postgres', url: opened.url, poolMax: 4 });
    cleanup.push(() => other.close());
  }
  second = { config, database: other, db: other.db };
  const app = await buildApp(first, { logger: false });
  cleanup.push(() => app.close());
  for (const [phone, toddler, baby] of [
    ['13812340011', '吴小明', '吴小花'],
    ['13812340012', '郑小明', '郑小花'],
  ] as const) {
    const family = await makeTestFamily(app, first.db, phone, { toddler, baby });
    const saved = await app.inject({
      method: 'PUT',
      url: '/app-web2/reminders',
      headers: { token: family.token },
      payload: { enabled: true, daysBefore: 7, kinds: { growth: true, eye: true, vaccine: true }, channels: { sms: true, wechat: true } },
    });
    expect(saved.statusCode).toBe(200);
    families.push(family);
  }
  queues = [
    await startReminderQueue(first, reminderChannels(config.reminders, log), log, { pollingIntervalSeconds: 0.5 }),
    await startReminderQueue(second, reminderChannels(config.reminders, log), log, { pollingIntervalSeconds: 0.5 }),
  ];
}, 120_000);
afterAll(async () => {
  for (const queue of queues ?? []) await queue.stop().catch(() => undefined);
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

async function finished(queue: ReminderQueue, id: string | null): Promise<string> {
  for (let i = 0; i < 120; i++) {
    const job = await queue.boss.getJobById(DAILY_QUEUE, id!);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job.state;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return 'timeout';
}
const sendsOf = async (day: string) =>
  rowsOf<{ account: string; status: string; sms: string; wechat: string }>(
    await first.db.execute(sql`SELECT account_id::text AS account, status, sms, wechat FROM reminder_sends WHERE day = ${day} ORDER BY 1`),
  );
const sinkLines = () => lines.filter((line) => line.includes('development sender'));

describe('the reminder queue (pg-boss)', () => {
  it('holds the daily run as a cron schedule in the families’ time zone', async () => {
    const schedules = await queues[0]!.boss.getSchedules();
    expect(schedules).toEqual([expect.objectContaining({ name: DAILY_QUEUE, cron: '0 9 * * *', timezone: 'Asia/Shanghai' })]);
  });

  it('runs a day’s job: each family that opted in gets its message (development: to the log)', async () => {
    const id = await queues[0]!.runNow('2026-04-24');
    expect(await finished(queues[0]!, id)).toBe('completed');
    const sends = await sendsOf('2026-04-24');
    expect(sends).toHaveLength(2);
    for (const send of sends) expect(send).toMatchObject({ status: 'sent', sms: 'logged', wechat: 'off' });
    expect(sinkLines()).toHaveLength(2);
  });

  it('never sends a family’s day twice, with two workers on one database running that day at once', async () => {
    const before = sinkLines().length;
    const ids = await Promise.all([queues[0]!.runNow('2026-04-26'), queues[1]!.runNow('2026-04-26'), queues[1]!.runNow('2026-04-26')]);
    const states = await Promise.all(ids.map((id, i) => finished(queues[i === 0 ? 0 : 1]!, id)));
    expect(states).toEqual(['completed', 'completed', 'completed']);
    const sends = await sendsOf('2026-04-26');
    expect(sends.map((s) => s.account).sort()).toEqual(families.map((f) => f.accountId).sort());
    expect(sinkLines().length - before).toBe(2);
  });

  it('keeps the one message a family a day in the database itself: a second row of the day is refused', async () => {
    await expect(
      first.db.execute(sql`INSERT INTO reminder_sends (account_id, day) VALUES (${families[0]!.accountId}, '2026-04-26')`),
    ).rejects.toThrow();
  });

  it('logs no child’s name nor the parent’s phone', () => {
    const text = lines.join('\n');
    for (const secret of ['吴小明', '郑小花', '13812340011', '13812340012']) expect(text).not.toContain(secret);
  });
});
