import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { rowsOf } from '../../db/migrate.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, READ_BY_OWNER_AND_CLINIC, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

/** Issue 33: events on the child's charts, written by the family and the child's clinic doctors. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const { boyHaoran: boy } = DEMO_IDS.members;
const url = (member: string, eventId?: string) => `/app-web2/family_members/${member}/events${eventId ? `/${eventId}` : ''}`;
const count = async () => rowsOf<{ n: number }>(await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM member_events`))[0]!.n;
type Listed = { id: string; eventDate: string; kind: string; note: string; byClinic: boolean; removable: boolean };
const add = (persona: 'parentWang' | 'doctorChen', payload: Record<string, unknown>) =>
  ctx.as(persona, { method: 'POST', url: url(boy), payload, headers: { 'accept-language': 'en-US' } });

describe('events on the charts', () => {
  it('keeps what the parent and the clinic doctor add, oldest first, and says who wrote each', async () => {
    const illness = await add('parentWang', { eventDate: '2024-03-02', kind: 'illness', note: '  肺炎住院 ' });
    expect(illness.statusCode).toBe(200);
    const treatment = await add('doctorChen', { eventDate: '2023-09-01', kind: 'treatmentStart', note: '生长激素' });
    expect(treatment.statusCode).toBe(200);
    const forParent = (await ctx.as('parentWang', { url: url(boy) })).json().data.events as Listed[];
    expect(forParent.map(({ id: _id, ...e }) => e)).toEqual([
      { eventDate: '2023-09-01', kind: 'treatmentStart', note: '生长激素', byClinic: true, removable: true },
      { eventDate: '2024-03-02', kind: 'illness', note: '肺炎住院', byClinic: false, removable: true },
    ]);
    // The doctor may take back their own event, not the family's.
    const forDoctor = (await ctx.as('doctorChen', { url: url(boy) })).json().data.events as Listed[];
    expect(forDoctor.map((e) => e.removable)).toEqual([true, false]);
  });

  it('lets the owner and the child’s clinic doctors read and add them, others get 401 or 404', async () => {
    expect(await statusMatrix(ctx, () => ({ url: url(boy) }))).toEqual(READ_BY_OWNER_AND_CLINIC);
    const before = await count();
    const adds = await statusMatrix(ctx, () => ({ method: 'POST', url: url(boy), payload: { eventDate: '2024-01-01', kind: 'other' } }));
    expect(adds).toEqual(READ_BY_OWNER_AND_CLINIC);
    expect(await count()).toBe(before + 2);
  });

  it('records the doctor’s event in the access log as a write', async () => {
    await add('doctorChen', { eventDate: '2024-05-01', kind: 'treatmentStop', note: '' });
    const [row] = rowsOf<{ action: string; role: string }>(
      await ctx.database.db.execute(sql`SELECT action, role FROM audit_events WHERE family_member_id = ${boy}
        AND route LIKE '%/events' AND method = 'POST' ORDER BY id DESC LIMIT 1`),
    );
    expect(row).toEqual({ action: 'write', role: 'doctor' });
  });

  it('refuses a day before birth or after tomorrow, an unknown kind and a long note, naming the field and writing nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ eventDate: '2010-01-01', kind: 'illness' }, 'eventDate'],
      [{ eventDate: addDays(todayUtc(), 3), kind: 'illness' }, 'eventDate'],
      [{ eventDate: '2024-13-01', kind: 'illness' }, 'eventDate'],
      [{ eventDate: '2024-01-01', kind: 'surgery' }, 'kind'],
      [{ eventDate: '2024-01-01', kind: 'other', note: 'x'.repeat(41) }, 'note'],
    ];
    for (const [payload, field] of cases) {
      const res = await add('parentWang', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('lets the family take back any event and the doctor only their own', async () => {
    const events = (await ctx.as('parentWang', { url: url(boy) })).json().data.events as Listed[];
    const family = events.find((e) => !e.byClinic)!;
    const clinic = events.find((e) => e.byClinic)!;
    expect((await ctx.as('doctorChen', { method: 'DELETE', url: url(boy, family.id) })).statusCode).toBe(403);
    expect((await ctx.as('doctorZhao', { method: 'DELETE', url: url(boy, clinic.id) })).statusCode).toBe(404);
    const removed = await ctx.as('parentWang', { method: 'DELETE', url: url(boy, clinic.id) });
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data.events as Listed[]).map((e) => e.id)).not.toContain(clinic.id);
    expect((await ctx.as('parentWang', { method: 'DELETE', url: url(boy, clinic.id) })).statusCode).toBe(404);
  });
});
