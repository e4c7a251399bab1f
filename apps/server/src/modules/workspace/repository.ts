import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CONTENT_KINDS, type ContentKind, type WorkspaceSummary } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { activityPages, activityPageVersions, contentItems, leads } from '../../db/schema/index.ts';

const CAMPAIGNS_SHOWN = 10;

/** The counts the workspace home shows; no query here touches a family member. */
export function workspaceRepository(db: AppDb) {
  return {
    async summary(): Promise<WorkspaceSummary> {
      const [newLeads] = await db.select({ n: count() }).from(leads).where(eq(leads.status, 'new'));
      const draftRows = await db
        .select({ kind: contentItems.kind, n: count() })
        .from(contentItems)
        .where(eq(contentItems.published, false))
        .groupBy(contentItems.kind);
      const drafts = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 0])) as Record<ContentKind, number>;
      for (const row of draftRows) drafts[row.kind] = row.n;
      const [pages] = await db
        .select({
          total: count(),
          drafts:
            sql<number>`count(*) filter (where not ${activityPages.published} or ${activityPages.publishedVersion} is distinct from ${activityPages.currentVersion})`.mapWith(
              Number,
            ),
        })
        .from(activityPages);
      const running = await db
        .select({ page: activityPages, description: activityPageVersions.description })
        .from(activityPages)
        .innerJoin(
          activityPageVersions,
          and(eq(activityPageVersions.pageId, activityPages.id), eq(activityPageVersions.version, activityPages.publishedVersion)),
        )
        .where(eq(activityPages.published, true))
        .orderBy(desc(activityPages.publishedAt), desc(activityPages.id))
        .limit(CAMPAIGNS_SHOWN);
      return {
        newLeads: newLeads?.n ?? 0,
        drafts,
        activityDrafts: pages?.drafts ?? 0,
        activityPages: pages?.total ?? 0,
        campaigns: running.map(({ page, description }) => {
          const meta = (description.page ?? {}) as { title?: unknown };
          return {
            id: page.id,
            slug: page.slug,
            title: typeof meta.title === 'string' ? meta.title : '',
            publishedAt: page.publishedAt ? page.publishedAt.toISOString() : null,
            updatedAt: page.updatedAt.toISOString(),
            startsAt: page.startsAt ? page.startsAt.toISOString() : null,
            endsAt: page.endsAt ? page.endsAt.toISOString() : null,
          };
        }),
      };
    },
  };
}
