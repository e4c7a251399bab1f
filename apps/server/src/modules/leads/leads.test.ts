import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';
import { LEADS_MAX_PER_IP_PER_HOUR } from './routes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const lead = {
  name: '张女士',
  phone: '13912345678',
  childAge: 7,
  concern: '孩子最近看黑板有点吃力，想做个眼轴检查',
  preferredClinicId: DEMO_IDS.clinics.xuhui,
  preferredTime: 'weekend',
};
const leadCount = async () => (await ctx.database.db.select({ n: count() }).from(leads))[0]!.n;
let address = 0;
/** Each test sends from its own client address, so the per-address limit of one does not touch another. */
const from = () => `10.0.0.${++address}`;

describe('contact-form leads', () => {
  it('are accepted from anyone, signed in or not', async () => {
    const matrix = await statusMatrix(ctx, () => ({ method: 'POST', url: '/app-web2/leads', payload: lead, remoteAddress: from() }));
    expect(matrix).toEqual({ nobody: 200, owner: 200, otherParent: 200, clinicDoctor: 200, otherDoctor: 200, editor: 200 });
  });

  it('refuse bad input with the field named and write nothing', async () => {
    const before = await leadCount();
    const remoteAddress = from();
    const cases: Array<[object, string]> = [
      [{ ...lead, name: '   ' }, 'name'],
      [{ ...lead, phone: '12345' }, 'phone'],
      [{ ...lead, childAge: 19 }, 'childAge'],
      [{ ...lead, childAge: 2.5 }, 'childAge'],
      [{ ...lead, concern: '' }, 'concern'],
      [{ ...lead, concern: 'x'.repeat(501) }, 'concern'],
      [{ ...lead, preferredTime: 'midnight' }, 'preferredTime'],
      [{ ...lead, preferredClinicId: '99999999-0000-4000-8000-000000000000' }, 'preferredClinicId'],
      [{ ...lead, wechat: 'abc' }, 'wechat'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.as('nobody', { method: 'POST', url: '/app-web2/leads', payload, remoteAddress });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await leadCount()).toBe(before);
  });

  it(`allow ${LEADS_MAX_PER_IP_PER_HOUR} forms an hour from one address, then answer 429`, async () => {
    const remoteAddress = from();
    for (let i = 0; i < LEADS_MAX_PER_IP_PER_HOUR; i++) {
      expect((await ctx.as('nobody', { method: 'POST', url: '/app-web2/leads', payload: lead, remoteAddress })).statusCode).toBe(200);
    }
    const limited = await ctx.as('nobody', { method: 'POST', url: '/app-web2/leads', payload: lead, remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await ctx.as('nobody', { method: 'POST', url: '/app-web2/leads', payload: lead, remoteAddress: from() })).statusCode).toBe(200);
  });

  it('are listed for editors only, newest first and paged, with the clinic by name and a free-text clinic kept', async () => {
    await ctx.as('parentLi', {
      method: 'POST',
      url: '/app-web2/leads',
      payload: { ...lead, name: '李先生', preferredClinicId: undefined, preferredClinicName: '静安那家' },
      remoteAddress: from(),
    });
    expect(await statusMatrix(ctx, () => ({ url: '/app-web2/admin/leads' }))).toEqual({
      nobody: 401,
      owner: 403,
      otherParent: 403,
      clinicDoctor: 403,
      otherDoctor: 403,
      editor: 200,
    });
    const page = (await ctx.as('editor', { url: '/app-web2/admin/leads?limit=2&lang=en-US' })).json().data;
    expect(page.total).toBe(await leadCount());
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).toMatchObject({
      name: '李先生',
      preferredClinicId: null,
      preferredClinicName: '静安那家',
      accountId: DEMO_IDS.accounts.parentLi,
    });
    expect(page.list[1]).toMatchObject({ preferredClinicName: 'Sprout Children’s Health Centre, Xuhui', phone: '13912345678' });
    expect((await ctx.as('editor', { url: '/app-web2/admin/leads?limit=101' })).statusCode).toBe(400);
  });

  it('sort on the server by received time, name or status, either way', async () => {
    const list = async (query: string) =>
      (await ctx.as('editor', { url: `/app-web2/admin/leads?limit=100&${query}` })).json().data.list as {
        leadId: string;
        name: string;
        status: string;
      }[];
    const newest = await list('');
    expect(newest.length).toBeGreaterThan(1);
    expect((await list('sort=createdAt&order=asc')).map((l) => l.leadId)).toEqual(newest.map((l) => l.leadId).reverse());
    const names = (await list('sort=name&order=asc')).map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const statuses = (await list('sort=status&order=desc')).map((l) => l.status);
    expect(statuses).toEqual([...statuses].sort().reverse());
    for (const [query, field] of [
      ['sort=phone', 'sort'],
      ['order=sideways', 'order'],
    ] as const) {
      const res = await ctx.as('editor', { url: `/app-web2/admin/leads?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});
