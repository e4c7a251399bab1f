import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { ENGAGEMENT_IDS } from '../../db/seed/engagement-ids.ts';
import { DEMO_PLANS } from '../../db/seed/membership-plans.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { vipMonthly, vipAnnual, capsulePack } = ENGAGEMENT_IDS.plans;
const orderCount = async () => (await ctx.database.db.select({ n: count() }).from(orders))[0]!.n;

describe('membership plans', () => {
  it('are public: four plans in display order with fen prices, benefits, agreements and the shop link', async () => {
    expect(await statusMatrix(ctx, () => ({ url: '/app-web2/plans' }))).toEqual({
      nobody: 200,
      owner: 200,
      otherParent: 200,
      clinicDoctor: 200,
      otherDoctor: 200,
      editor: 200,
    });
    const list = (await ctx.as('nobody', { url: '/app-web2/plans?lang=en-US' })).json().data;
    expect(list.map((p: { kind: string }) => p.kind)).toEqual(['monthly', 'quarterly', 'annual', 'capsule']);
    expect(list[2]).toMatchObject({
      name: 'Annual membership',
      priceFen: 32900,
      originalPriceFen: 70800,
      autoRenewAvailable: true,
      agreements: ['vip', 'autoRenew'],
    });
    expect(list[3]).toMatchObject({
      kind: 'capsule',
      capsuleCount: 6,
      agreements: ['caps'],
      shopUrl: 'https://shop.sprout-growth.example/goods/capsule-growth-eye',
    });
  });

  it('compare as a table of every benefit against every plan', async () => {
    const table = (await ctx.as('nobody', { url: '/app-web2/plans/comparison?lang=en-US' })).json().data;
    expect(table.plans).toHaveLength(4);
    expect(table.benefits.map((b: { code: string }) => b.code)).toEqual([
      'growthChart',
      'eyeRecord',
      'onlineConsult',
      'reportReading',
      'priorityBooking',
      'annualAssessment',
      'axialMeasure',
    ]);
    const annual = table.plans.find((p: { planId: string }) => p.planId === vipAnnual);
    expect(annual.cells.onlineConsult).toEqual({ included: true, detail: 'Unlimited' });
    const monthly = table.plans.find((p: { planId: string }) => p.planId === vipMonthly);
    expect(monthly.cells.priorityBooking).toEqual({ included: false, detail: null });
    expect(monthly.cells.growthChart).toEqual({ included: true, detail: null });
  });
});

describe('orders', () => {
  it('are created by parents only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ method: 'POST', url: '/app-web2/orders', payload: { planId: vipMonthly } }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 200, clinicDoctor: 403, otherDoctor: 403, editor: 403 });
  });

  it('snapshot the plan’s price and shop link as a pending order, readable by its owner only', async () => {
    const created = await ctx.as('parentWang', {
      method: 'POST',
      url: '/app-web2/orders?lang=en-US',
      payload: { planId: vipAnnual, autoRenew: true },
    });
    expect(created.statusCode).toBe(200);
    const order = created.json().data;
    expect(order).toMatchObject({
      planId: vipAnnual,
      planVersion: 1,
      planName: 'Annual membership',
      priceFen: 32900,
      originalPriceFen: 70800,
      autoRenew: true,
      status: 'pending',
      shopUrl: 'https://shop.sprout-growth.example/goods/vip-annual',
    });
    const matrix = await statusMatrix(ctx, () => ({ url: `/app-web2/orders/${order.orderId}` }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    expect((await ctx.as('parentWang', { url: '/app-web2/orders/99999999-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    // A later price change is a new plan version; the order keeps what the parent was shown.
    const edited = { ...DEMO_PLANS[2]!.plan, priceFen: 35900, originalPriceFen: 70800 };
    expect(
      (await ctx.as('editor', { method: 'PUT', url: `/app-web2/admin/plans/${vipAnnual}`, payload: edited })).json().data.version,
    ).toBe(2);
    const reread = (await ctx.as('parentWang', { url: `/app-web2/orders/${order.orderId}` })).json().data;
    expect(reread).toMatchObject({ priceFen: 32900, planVersion: 1 });
    await ctx.as('editor', { method: 'POST', url: `/app-web2/admin/plans/${vipAnnual}/publish`, payload: { version: 2 } });
    const next = (await ctx.as('parentWang', { method: 'POST', url: '/app-web2/orders', payload: { planId: vipAnnual } })).json().data;
    expect(next).toMatchObject({ priceFen: 35900, planVersion: 2, autoRenew: false });
  });

  it('refuse an unknown plan, auto-renew on a plan without it, and bad bodies, writing nothing', async () => {
    const before = await orderCount();
    const cases: Array<[unknown, string]> = [
      [{ planId: '99999999-0000-4000-8000-000000000000' }, 'planId'],
      [{ planId: capsulePack, autoRenew: true }, 'autoRenew'],
      [{ planId: 'monthly' }, 'planId'],
      [{ planId: vipMonthly, autoRenew: 'yes' }, 'autoRenew'],
      [{ planId: vipMonthly, priceFen: 1 }, 'priceFen'],
      [{}, 'planId'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.as('parentLi', { method: 'POST', url: '/app-web2/orders', payload: payload as object });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('editing plans', () => {
  const plan = {
    ...DEMO_PLANS[0]!.plan,
    name: { 'zh-CN': '体验周卡', 'en-US': 'One-week trial' },
    shopUrl: 'https://shop.sprout-growth.example/goods/trial',
  };

  it('is for editors only', async () => {
    expect(await statusMatrix(ctx, () => ({ url: '/app-web2/admin/plans' }))).toEqual({
      nobody: 401,
      owner: 403,
      otherParent: 403,
      clinicDoctor: 403,
      otherDoctor: 403,
      editor: 200,
    });
    const create = await statusMatrix(ctx, (caller) => ({
      method: 'POST',
      url: '/app-web2/admin/plans',
      payload: { code: `trial-${caller.toLowerCase()}`, plan },
    }));
    expect(create).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
  });

  it('accepts only https shop links and consistent prices, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ ...plan, shopUrl: 'http://shop.sprout-growth.example/x' }, 'plan.shopUrl'],
      [{ ...plan, shopUrl: 'javascript:alert(1)' }, 'plan.shopUrl'],
      [{ ...plan, shopUrl: 'https://user:pw@shop.example/x' }, 'plan.shopUrl'],
      [{ ...plan, originalPriceFen: 100 }, 'plan.originalPriceFen'],
      [{ ...plan, priceFen: 39.5 }, 'plan.priceFen'],
      [{ ...plan, kind: 'capsule', capsuleCount: null }, 'plan.capsuleCount'],
    ];
    for (const [body, field] of cases) {
      const res = await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/plans', payload: { code: 'bad-plan', plan: body } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('hides a plan that an edit deactivates, keeping its versions', async () => {
    const res = await ctx.as('editor', {
      method: 'PUT',
      url: `/app-web2/admin/plans/${vipMonthly}`,
      payload: { ...DEMO_PLANS[0]!.plan, active: false },
    });
    expect(res.statusCode).toBe(200);
    // A draft until published: still on sale.
    const onSale = (await ctx.as('nobody', { url: '/app-web2/plans' })).json().data;
    expect(onSale.some((p: { planId: string }) => p.planId === vipMonthly)).toBe(true);
    const publish = { method: 'POST' as const, url: `/app-web2/admin/plans/${vipMonthly}/publish`, payload: { version: 2 } };
    expect((await ctx.as('editor', publish)).json().data).toMatchObject({ version: 2, publishedVersion: 2 });
    const list = (await ctx.as('nobody', { url: '/app-web2/plans' })).json().data;
    expect(list.some((p: { planId: string }) => p.planId === vipMonthly)).toBe(false);
    expect((await ctx.as('parentLi', { method: 'POST', url: '/app-web2/orders', payload: { planId: vipMonthly } })).statusCode).toBe(400);
    const versions = (await ctx.as('editor', { url: `/app-web2/admin/plans/${vipMonthly}/versions` })).json().data;
    expect(versions.map((v: { version: number; plan: { active: boolean } }) => [v.version, v.plan.active])).toEqual([
      [2, false],
      [1, true],
    ]);
    // Who saved each version, for the editors' history: the editor's name, none for the seeded first one.
    expect(versions[0].createdByName).toBeTruthy();
    expect(versions[0].createdBy).toBe(DEMO_IDS.accounts.editor);
  });
});
