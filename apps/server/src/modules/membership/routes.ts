import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { membershipCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { membershipService } from './service.ts';

defineMessages({
  'plans.notFound': { 'zh-CN': '未找到该会员套餐', 'en-US': 'Cannot find this plan.' },
  'plans.notAvailable': { 'zh-CN': '该套餐不存在或已下架', 'en-US': 'is not a plan on offer' },
  'plans.noAutoRenew': { 'zh-CN': '该套餐不支持自动续费', 'en-US': 'this plan has no auto-renew option' },
  'plans.codeTaken': { 'zh-CN': '该套餐编码已被使用', 'en-US': 'is already used by another plan' },
  'plans.originalBelowPrice': { 'zh-CN': '原价不能低于现价', 'en-US': 'cannot be below the price' },
  'plans.autoRenewCapsule': { 'zh-CN': '胶囊服务包不支持自动续费', 'en-US': 'capsule packs cannot auto-renew' },
  'plans.duplicateBenefit': { 'zh-CN': '权益编号重复', 'en-US': 'is used by another benefit' },
  'validation.httpsUrl': { 'zh-CN': '请填写以 https:// 开头的完整链接', 'en-US': 'must be a full https:// link' },
  'orders.notFound': { 'zh-CN': '未找到该订单', 'en-US': 'Cannot find this order.' },
});

/**
 * Plans are public; an order is created by a signed-in parent and read back by its owner only (a lookup
 * scoped to the caller's account, so another person's order id answers 404 and reveals nothing).
 */
export function membershipRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = membershipService(deps.db);
    const tags = ['membership'];

    app.route({
      ...fromCall(instance, membershipCalls.plans, { tags }),
      config: { access: access.public },
      handler: async (req) => ok(req, await service.activePlans(requestLanguage(req))),
    });
    app.route({
      ...fromCall(instance, membershipCalls.comparison, { tags }),
      config: { access: access.public },
      handler: async (req) => ok(req, await service.comparison(requestLanguage(req))),
    });
    app.route({
      ...fromCall(instance, membershipCalls.createOrder, { tags }),
      config: { access: access.role('parent') },
      handler: async (req) => ok(req, await service.order(req.account!.id, req.body, requestLanguage(req))),
    });
    app.route({
      ...fromCall(instance, membershipCalls.order, { tags }),
      config: { access: access.signedIn },
      handler: async (req) => ok(req, await service.orderOf(req.params.orderId, req.account!.id, requestLanguage(req))),
    });

    const admin = { access: access.role('admin') };
    app.route({
      ...fromCall(instance, membershipCalls.adminPlans, { tags }),
      config: admin,
      handler: async (req) => ok(req, await service.listCurrent()),
    });
    app.route({
      ...fromCall(instance, membershipCalls.adminCreatePlan, { tags }),
      config: admin,
      handler: async (req) => ok(req, await service.create(req.body, req.account!.id)),
    });
    app.route({
      ...fromCall(instance, membershipCalls.adminUpdatePlan, { tags }),
      config: admin,
      handler: async (req) => ok(req, await service.update(req.params.planId, req.body, req.account!.id)),
    });
    app.route({
      ...fromCall(instance, membershipCalls.adminPublishPlan, { tags }),
      config: admin,
      handler: async (req) => ok(req, await service.publish(req.params.planId, req.body.version)),
    });
    app.route({
      ...fromCall(instance, membershipCalls.adminPlanVersions, { tags }),
      config: admin,
      handler: async (req) => ok(req, await service.versions(req.params.planId)),
    });
  };
}
