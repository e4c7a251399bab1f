import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { monitoringEvents } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { startMonitoringJob } from './job.ts';
import { dropExpired, ensureDayPartition, listDayPartitions, partitionName, runMonitoringMaintenance } from './partitions-repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const insertOn = async (day: string, n = 1) => {
  const row = {
    occurredOn: day,
    occurredAt: new Date(`${day}T12:00:00Z`),
    sessionId: randomUUID(),
    userId: randomUUID(),
    type: 'view' as const,
    route: '/',
  };
  await ctx.database.db.insert(monitoringEvents).values(Array.from({ length: n }, () => row));
};
const countOn = async (day: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(monitoringEvents)
      .where(sql`occurred_on = ${day}::date`)
  )[0]!.n;
const partitionOf = async (day: string) =>
  rowsOf<{ t: string }>(
    await ctx.database.db.execute(
      sql`SELECT DISTINCT tableoid::regclass::text AS t FROM monitoring_events WHERE occurred_on = ${day}::date`,
    ),
  ).map((r) => r.t.split('.').pop());

describe('monitoring partitions and retention', () => {
  it('puts a day without a partition in the default one, and moves it when the day’s partition is created', async () => {
    await insertOn('2031-03-01', 3);
    expect(await partitionOf('2031-03-01')).toEqual(['monitoring_events_default']);
    expect(await ensureDayPartition(ctx.database.db, '2031-03-01')).toBe(true);
    expect(await ensureDayPartition(ctx.database.db, '2031-03-01')).toBe(false);
    expect(await partitionOf('2031-03-01')).toEqual([partitionName('2031-03-01')]);
    expect(await countOn('2031-03-01')).toBe(3);
  });

  it('the job creates today’s and tomorrow’s partitions and drops whole days older than the retention', async () => {
    const today = '2031-06-30';
    // Retention 30 days keeps 2031-05-31 onwards.
    for (const day of ['2031-05-29', '2031-05-30', '2031-05-31']) {
      await ensureDayPartition(ctx.database.db, day);
      await insertOn(day, 2);
    }
    await insertOn('2031-05-15', 4); // in the default partition
    await insertOn('2031-06-01', 1); // in the default partition, young enough

    // The demo seed's events (of the real today) sit in the default partition too, and are old by 2031.
    const [seeded] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM monitoring_events_default WHERE occurred_on < '2031-05-15'`),
    );
    const result = await runMonitoringMaintenance(ctx.database.db, { today, retentionDays: 30 });
    expect(result.createdPartitions).toEqual([partitionName('2031-06-30'), partitionName('2031-07-01')]);
    // 2031-03-01 is the previous test's partition: old as well.
    expect(result.droppedPartitions).toEqual([partitionName('2031-03-01'), partitionName('2031-05-29'), partitionName('2031-05-30')]);
    expect(result.deletedDefaultRows).toBe(4 + seeded!.n);
    expect(await countOn('2031-05-30')).toBe(0);
    expect(await countOn('2031-05-15')).toBe(0);
    expect(await countOn('2031-05-31')).toBe(2);
    expect(await countOn('2031-06-01')).toBe(1);
    const days = (await listDayPartitions(ctx.database.db)).map((p) => p.day);
    expect(days).toContain('2031-07-01');
    expect(days).not.toContain('2031-05-30');

    const again = await runMonitoringMaintenance(ctx.database.db, { today, retentionDays: 30 });
    expect(again).toEqual({ createdPartitions: [], droppedPartitions: [], deletedDefaultRows: 0 });
  });

  it('keeps everything younger than the retention', async () => {
    await insertOn('2032-01-10', 1);
    await dropExpired(ctx.database.db, '2032-01-20', 10);
    expect(await countOn('2032-01-10')).toBe(1);
    expect((await dropExpired(ctx.database.db, '2032-01-21', 10)).deletedDefaultRows).toBe(1);
    expect(await countOn('2032-01-10')).toBe(0);
  });

  it('the scheduled job runs at start, then on its interval, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const days = ['2033-01-01', '2033-01-02'];
      const log = { info: vi.fn(), debug: vi.fn(), error: vi.fn() } as never;
      const job = startMonitoringJob(ctx.database.db, { retentionDays: 30, log, intervalMs: 1000, today: () => days[0]! });
      await job.firstRun;
      expect((await listDayPartitions(ctx.database.db)).map((p) => p.day)).toEqual(expect.arrayContaining(['2033-01-01', '2033-01-02']));
      days.shift();
      vi.advanceTimersByTime(1000);
      await expect.poll(async () => (await listDayPartitions(ctx.database.db)).map((p) => p.day)).toContain('2033-01-03');
      job.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
