import { and, desc, eq, sql } from 'drizzle-orm';
import type { PlanInput } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accounts, orders, plans, planVersions } from '../../db/schema/index.ts';

export type PlanVersionRow = Omit<typeof planVersions.$inferSelect, 'id'> & {
  id: string;
  code: string;
  publishedVersion: number | null;
  createdByName: string | null;
};
export type OrderRow = typeof orders.$inferSelect;

export function membershipRepository(db: AppDb) {
  const columns = {
    id: planVersions.id,
    planId: planVersions.planId,
    version: planVersions.version,
    content: planVersions.content,
    shopUrl: planVersions.shopUrl,
    createdBy: planVersions.createdBy,
    createdAt: planVersions.createdAt,
    code: plans.code,
    publishedVersion: plans.publishedVersion,
    /** Who saved the version, for the editors' history. */
    createdByName: accounts.name,
  };
  const editor = eq(accounts.id, planVersions.createdBy);

  return {
    /** The newest version of every plan, active or not; few rows (a handful of plans). */
    async currentVersions(): Promise<PlanVersionRow[]> {
      return db
        .selectDistinctOn([planVersions.planId], columns)
        .from(planVersions)
        .innerJoin(plans, eq(plans.id, planVersions.planId))
        .leftJoin(accounts, editor)
        .orderBy(planVersions.planId, desc(planVersions.version));
    },
    /** The published version of every plan (parents' view); a plan never published has none. */
    async publishedVersions(): Promise<PlanVersionRow[]> {
      return db
        .select(columns)
        .from(planVersions)
        .innerJoin(plans, and(eq(plans.id, planVersions.planId), eq(plans.publishedVersion, planVersions.version)))
        .leftJoin(accounts, editor);
    },
    async published(planId: string): Promise<PlanVersionRow | null> {
      const [row] = await db
        .select(columns)
        .from(planVersions)
        .innerJoin(plans, and(eq(plans.id, planVersions.planId), eq(plans.publishedVersion, planVersions.version)))
        .leftJoin(accounts, editor)
        .where(eq(planVersions.planId, planId));
      return row ?? null;
    },
    /** Points the plan at one of its saved versions; false when there is no such plan or version. */
    async publish(planId: string, version: number): Promise<boolean> {
      const rows = await db
        .update(plans)
        .set({ publishedVersion: version })
        .where(
          and(
            eq(plans.id, planId),
            sql`EXISTS (SELECT 1 FROM ${planVersions} WHERE ${planVersions.planId} = ${planId} AND ${planVersions.version} = ${version})`,
          ),
        )
        .returning({ id: plans.id });
      return rows.length > 0;
    },
    async current(planId: string): Promise<PlanVersionRow | null> {
      const [row] = await db
        .select(columns)
        .from(planVersions)
        .innerJoin(plans, eq(plans.id, planVersions.planId))
        .leftJoin(accounts, editor)
        .where(eq(planVersions.planId, planId))
        .orderBy(desc(planVersions.version))
        .limit(1);
      return row ?? null;
    },
    async versions(planId: string): Promise<PlanVersionRow[]> {
      return db
        .select(columns)
        .from(planVersions)
        .innerJoin(plans, eq(plans.id, planVersions.planId))
        .leftJoin(accounts, editor)
        .where(eq(planVersions.planId, planId))
        .orderBy(desc(planVersions.version));
    },
    async create(code: string, plan: PlanInput, editorId: string | null, planId?: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(plans)
          .values({ code, ...(planId ? { id: planId } : {}) })
          .returning({ id: plans.id });
        await tx.insert(planVersions).values({ planId: row!.id, version: 1, content: plan, shopUrl: plan.shopUrl, createdBy: editorId });
        return row!.id;
      });
    },
    async addVersion(planId: string, plan: PlanInput, editorId: string | null): Promise<void> {
      await db.insert(planVersions).values({
        planId,
        version: sql`(SELECT coalesce(max(version), 0) + 1 FROM plan_versions WHERE plan_id = ${planId})`,
        content: plan,
        shopUrl: plan.shopUrl,
        createdBy: editorId,
      });
    },
    async insertOrder(values: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },
    /** The account's own order only: anyone else's id is as good as absent. */
    async orderOf(orderId: string, accountId: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)));
      return row ?? null;
    },
  };
}
