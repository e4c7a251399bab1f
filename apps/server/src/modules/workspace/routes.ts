import { CONTENT_KINDS, envelope, sanitizeInputSchema, sanitizeResultSchema, workspaceSummarySchema, type ContentKind } from '@sprout/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../auth/policy.ts';
import { activityPages, activityPageVersions, contentItems, leads } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/reply.ts';
import { sanitizeRichText } from '../content/sanitize.ts';

const CAMPAIGNS_SHOWN = 10;

/** The editors' workspace home (role admin): counts of what waits, never a child's data. */
export function workspaceRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    const config = { access: access.role('admin') };
    const tags = ['editor workspace'];

    app.get(
      '/workspace/summary',
      { config, schema: { tags, summary: 'What needs an editor’s attention: new leads, drafts, campaigns', response: { 200: envelope(workspaceSummarySchema) } } },
      async (req) => {
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
            drafts: sql<number>`count(*) filter (where not ${activityPages.published} or ${activityPages.publishedVersion} is distinct from ${activityPages.currentVersion})`.mapWith(Number),
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
        return ok(req, {
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
            };
          }),
        });
      },
    );

    app.post(
      '/content/sanitize',
      {
        config,
        schema: {
          tags,
          summary: 'Rich text as it will be stored: the server’s sanitizer, for the editor’s preview',
          description: 'Stores nothing. The same allow-list the article, FAQ and legal saves apply.',
          body: sanitizeInputSchema,
          response: { 200: envelope(sanitizeResultSchema) },
        },
      },
      async (req) => ok(req, { html: { 'zh-CN': sanitizeRichText(req.body.html['zh-CN']), 'en-US': sanitizeRichText(req.body.html['en-US']) } }),
    );
  };
}
