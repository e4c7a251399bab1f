import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { startMonitoringJob } from './job.ts';
import { claimJobRun } from './repository.ts';

/** Issue 11: two instances on one database do the hourly maintenance once, not twice. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('scheduled jobs on several instances', () => {
  it('let the first claim of a slot win and every later claim of it lose', async () => {
    expect(await claimJobRun(ctx.database.db, 'test-job', '2034-01-01#1')).toBe(true);
    expect(await claimJobRun(ctx.database.db, 'test-job', '2034-01-01#1')).toBe(false);
    expect(await claimJobRun(ctx.database.db, 'test-job', '2034-01-01#2')).toBe(true);
  });

  it('run the monitoring maintenance of two instances started together once', async () => {
    const logs = [0, 1].map(() => ({ info: vi.fn(), debug: vi.fn(), error: vi.fn() }));
    const jobs = logs.map((log) =>
      startMonitoringJob(ctx.database.db, { retentionDays: 30, log: log as never, today: () => '2034-02-01' }),
    );
    await Promise.all(jobs.map((job) => job.firstRun));
    jobs.forEach((job) => job.stop());
    const ran = logs.filter((log) => log.info.mock.calls.some(([, msg]) => msg === 'monitoring maintenance'));
    expect(ran).toHaveLength(1);
    expect(logs.every((log) => log.error.mock.calls.length === 0)).toBe(true);
  });
});
