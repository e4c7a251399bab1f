import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '@sprout/clinical';
import { auditEvents } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const boy = DEMO_IDS.members.boyHaoran;
const recordUrl = `/app-web2/family_members/${boy}/health_record`;
const eventsUrl = '/app-web2/admin/audit_events';
const allRows = () => ctx.database.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
const page = async (query = '') => (await ctx.as('editor', { url: `${eventsUrl}${query}` })).json().data;

describe('audit trail of the health record', () => {
  it('records a doctor’s view of the health record: who, role, what, which member, when, from where', async () => {
    const before = await allRows();
    const res = await ctx.as('doctorChen', { url: recordUrl, remoteAddress: '10.9.8.7' });
    expect(res.statusCode).toBe(200);
    const added = (await allRows()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      accountId: DEMO_IDS.accounts.doctorChen,
      role: 'doctor',
      action: 'read',
      method: 'GET',
      route: '/app-web2/family_members/:familyMemberId/health_record',
      familyMemberId: boy,
      ip: '10.9.8.7',
      status: 200,
    });
    expect(Date.now() - added[0]!.occurredAt.getTime()).toBeLessThan(60_000);
  });

  it('records a doctor’s write and a refused doctor’s attempt, but not the owner’s own view', async () => {
    const before = (await allRows()).length;
    await ctx.as('parentWang', { url: recordUrl });
    expect((await allRows()).length).toBe(before);
    expect((await ctx.as('doctorZhao', { url: recordUrl })).statusCode).toBe(404);
    const [refused] = (await allRows()).slice(-1);
    expect(refused).toMatchObject({ accountId: DEMO_IDS.accounts.doctorZhao, action: 'read', familyMemberId: boy, status: 404 });
    const write = await ctx.as('doctorChen', {
      method: 'POST',
      url: `/app-web2/family_members/${boy}/checkup_reports`,
      payload: { checkupDate: todayUtc(), institution: '学校', summary: '正常' },
    });
    expect(write.statusCode).toBe(200);
    const [last] = (await allRows()).slice(-1);
    expect(last).toMatchObject({ role: 'doctor', action: 'write', method: 'POST', familyMemberId: boy });
  });
});

describe('GET /admin/audit_events', () => {
  it('is for editors only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: eventsUrl }));
    expect(matrix).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
  });

  it('pages newest first with the account’s name', async () => {
    const all = await page('?limit=100');
    expect(all.total).toBeGreaterThanOrEqual(2);
    const ids = all.list.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.list[0]).toMatchObject({ accountName: '陈医生', role: 'doctor', action: 'write' });
    const first = await page('?start=0&limit=1');
    const second = await page('?start=1&limit=1');
    expect(first.list[0].id).toBe(ids[0]);
    expect(second.list[0].id).toBe(ids[1]);
    expect(first.total).toBe(all.total);
  });

  it('sorts on the server by time, action or actor, either way, and pages in that order', async () => {
    const all = (await page('?limit=100')).list as { id: number; occurredAt: string; action: string; accountName: string | null }[];
    const oldestFirst = (await page('?limit=100&sort=occurredAt&order=asc')).list.map((e: { id: number }) => e.id);
    expect(oldestFirst).toEqual(all.map((e) => e.id).reverse());
    const byAction = (await page('?limit=100&sort=action&order=asc')).list.map((e: { action: string }) => e.action);
    expect(byAction).toEqual([...byAction].sort());
    expect(new Set(byAction).size).toBeGreaterThan(1);
    const byActorDesc = (await page('?limit=100&sort=actor&order=desc')).list.map(
      (e: { accountName: string | null }) => e.accountName ?? '',
    );
    expect(byActorDesc).toEqual([...byActorDesc].sort().reverse());
    // The second page continues the same order.
    const firstTwo = (await page('?limit=2&sort=action&order=asc')).list.map((e: { id: number }) => e.id);
    const next = (await page('?start=2&limit=1&sort=action&order=asc')).list.map((e: { id: number }) => e.id);
    const whole = (await page('?limit=3&sort=action&order=asc')).list.map((e: { id: number }) => e.id);
    expect([...firstTwo, ...next]).toEqual(whole);
  });

  it('filters by account, member, role, action and day', async () => {
    expect(
      (await page(`?action=read&familyMemberId=${boy}`)).list.every(
        (e: { action: string; familyMemberId: string }) => e.action === 'read' && e.familyMemberId === boy,
      ),
    ).toBe(true);
    expect((await page('?role=parent')).total).toBe(0);
    // Dr Zhao's refusal above, then, oldest, the demo seed opening Li Siyu's file at his desk (issue 30).
    expect(
      (await page(`?accountId=${DEMO_IDS.accounts.doctorZhao}`)).list.map((e: { status: number; action: string }) => [e.status, e.action]),
    ).toEqual([
      [404, 'read'],
      [200, 'write'],
    ]);
    expect((await page(`?accountId=${DEMO_IDS.accounts.doctorChen}`)).total).toBeGreaterThanOrEqual(2);
    const today = todayUtc();
    expect((await page(`?from=${today}&to=${today}`)).total).toBe((await page()).total);
    expect((await page('?to=2000-01-01')).total).toBe(0);
  });

  it('refuses bad filters with the field named', async () => {
    for (const [query, field] of [
      ['?role=boss', 'role'],
      ['?action=delete', 'action'],
      ['?from=2024-13-01', 'from'],
      ['?from=2024-05-02&to=2024-05-01', 'to'],
      ['?accountId=me', 'accountId'],
      ['?limit=0', 'limit'],
      ['?sort=ip', 'sort'],
      ['?order=up', 'order'],
    ] as const) {
      const res = await ctx.as('editor', { url: `${eventsUrl}${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        query,
      ).toContain(field);
    }
  });

  it('offers no call that changes or deletes an event: every attempt is a 404 envelope and the rows stay as they were', async () => {
    const before = await allRows();
    const [event] = before;
    const attempts = [
      ['PUT', eventsUrl],
      ['PATCH', eventsUrl],
      ['DELETE', eventsUrl],
      ['POST', eventsUrl],
      ['PUT', `${eventsUrl}/${event!.id}`],
      ['PATCH', `${eventsUrl}/${event!.id}`],
      ['DELETE', `${eventsUrl}/${event!.id}`],
    ] as const;
    for (const [method, url] of attempts) {
      for (const persona of ['editor', 'doctorChen'] as const) {
        const res = await ctx.as(persona, { method, url, payload: { role: 'admin', action: 'read' } });
        expect([404, 405], `${persona} ${method} ${url}`).toContain(res.statusCode);
        expect(res.json()).toMatchObject({ data: null });
        expect(res.json().code).not.toBe('1');
      }
    }
    expect(await allRows()).toEqual(before);
  });
});
