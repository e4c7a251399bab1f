import type { Comparison, Language, Order, OrderInput, Plan, PlanCreate, PlanInput, PlanVersion } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { isUniqueViolation } from '../questions/db-errors.ts';
import { pick } from '../questions/localize.ts';
import { comparisonOf } from './comparison.ts';
import { membershipRepository, type OrderRow, type PlanVersionRow } from './repository.ts';

function toPlan(row: PlanVersionRow, lang: Language): Plan {
  const p = row.content;
  return {
    planId: row.planId,
    code: row.code,
    version: row.version,
    kind: p.kind,
    name: pick(p.name, lang),
    description: pick(p.description, lang),
    priceFen: p.priceFen,
    originalPriceFen: p.originalPriceFen,
    durationDays: p.durationDays,
    capsuleCount: p.capsuleCount,
    autoRenewAvailable: p.autoRenewAvailable,
    benefits: p.benefits.map((b) => ({ code: b.code, label: pick(b.label, lang), detail: b.detail ? pick(b.detail, lang) : null })),
    agreements: p.agreements,
    shopUrl: row.shopUrl,
  };
}

const toVersion = (row: PlanVersionRow): PlanVersion => ({
  planId: row.planId,
  code: row.code,
  versionId: row.id,
  version: row.version,
  plan: row.content,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  createdByName: row.createdByName,
  publishedVersion: row.publishedVersion,
});

function toOrder(row: OrderRow, version: number, lang: Language): Order {
  return {
    orderId: row.id,
    planId: row.planId,
    planVersion: version,
    planName: pick(row.planName, lang),
    kind: row.kind,
    priceFen: row.priceFen,
    originalPriceFen: row.originalPriceFen,
    autoRenew: row.autoRenew,
    status: row.status,
    shopUrl: row.shopUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function membershipService(db: AppDb) {
  const repo = membershipRepository(db);

  async function activePlans(lang: Language): Promise<Plan[]> {
    const rows = (await repo.publishedVersions()).filter((r) => r.content.active);
    rows.sort((a, b) => a.content.sortOrder - b.content.sortOrder || a.code.localeCompare(b.code));
    return rows.map((r) => toPlan(r, lang));
  }

  return {
    activePlans,
    async comparison(lang: Language): Promise<Comparison> {
      return comparisonOf(await activePlans(lang));
    },

    /** A pending order with a snapshot of the plan's current version: price, name and shop link. */
    async order(accountId: string, input: OrderInput, lang: Language): Promise<Order> {
      const plan = await repo.published(input.planId);
      if (!plan || !plan.content.active) throw fieldError('planId', 'plans.notAvailable');
      const autoRenew = input.autoRenew ?? false;
      if (autoRenew && !plan.content.autoRenewAvailable) throw fieldError('autoRenew', 'plans.noAutoRenew');
      const row = await repo.insertOrder({
        accountId,
        planId: plan.planId,
        planVersionId: plan.id,
        planName: plan.content.name,
        kind: plan.content.kind,
        priceFen: plan.content.priceFen,
        originalPriceFen: plan.content.originalPriceFen,
        autoRenew,
        shopUrl: plan.shopUrl,
      });
      return toOrder(row, plan.version, lang);
    },

    async orderOf(orderId: string, accountId: string, lang: Language): Promise<Order> {
      const row = await repo.orderOf(orderId, accountId);
      if (!row) throw new AppError('NOT_FOUND', 'orders.notFound');
      const version = (await repo.versions(row.planId)).find((v) => v.id === row.planVersionId)?.version ?? 0;
      return toOrder(row, version, lang);
    },

    async listCurrent(): Promise<PlanVersion[]> {
      const rows = await repo.currentVersions();
      rows.sort((a, b) => a.content.sortOrder - b.content.sortOrder);
      return rows.map(toVersion);
    },
    async versions(planId: string): Promise<PlanVersion[]> {
      const rows = await repo.versions(planId);
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'plans.notFound');
      return rows.map(toVersion);
    },
    async create(input: PlanCreate, editorId: string): Promise<PlanVersion> {
      let planId: string;
      try {
        planId = await repo.create(input.code, input.plan, editorId);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('code', 'plans.codeTaken');
        throw error;
      }
      return toVersion((await repo.current(planId))!);
    },
    /** Puts a saved version in front of parents: what they see and order from now on. */
    async publish(planId: string, version: number): Promise<PlanVersion> {
      if (!(await repo.current(planId))) throw new AppError('NOT_FOUND', 'plans.notFound');
      if (!(await repo.publish(planId, version))) throw fieldError('version', 'versions.unknown');
      return toVersion((await repo.current(planId))!);
    },
    /** Saves a new version as a draft: parents keep the published one until an editor publishes this. */
    async update(planId: string, plan: PlanInput, editorId: string): Promise<PlanVersion> {
      if (!(await repo.current(planId))) throw new AppError('NOT_FOUND', 'plans.notFound');
      try {
        await repo.addVersion(planId, plan, editorId);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('RECORD_EXISTS', 'content.editedMeanwhile');
        throw error;
      }
      return toVersion((await repo.current(planId))!);
    },
  };
}
