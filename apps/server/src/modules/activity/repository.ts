import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { isUuid, type Language, type Page, type PageQuery } from '@sprout/contracts';
import {
  activityAvailability,
  type ActivityPageDescription,
  type ActivityPageRunning,
  type ActivityPageSummary,
  type ActivityPageVersion,
  type ActivityPageWindow,
} from '@sprout/contracts/activity';
import type { AppDb, AppTx } from '../../db/client.ts';
import { accounts, activityPages, activityPageVersions } from '../../db/schema/index.ts';

type PageRow = typeof activityPages.$inferSelect;

/** What a stored description's metadata says, read defensively: versions are stored valid, but JSON is JSON. */
function metaOf(description: Record<string, unknown>): { title: string; language: Language } {
  const page = (description.page ?? {}) as { title?: unknown; language?: unknown };
  return {
    title: typeof page.title === 'string' ? page.title : '',
    language: page.language === 'en-US' ? 'en-US' : 'zh-CN',
  };
}

function windowOf(row: PageRow): ActivityPageWindow {
  return { startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null };
}

function summaryOf(row: PageRow, description: Record<string, unknown>): ActivityPageSummary {
  return {
    id: row.id,
    slug: row.slug,
    ...metaOf(description),
    published: row.published,
    ...windowOf(row),
    currentVersion: row.currentVersion,
    publishedVersion: row.publishedVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The description as stored: the page's own id written into its metadata. */
function stamped(pageId: string, description: ActivityPageDescription): ActivityPageDescription {
  return { ...description, page: { ...description.page, id: pageId } };
}

function dateOrNull(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** A new page and its version 1; the caller's transaction makes them one write. */
export async function insertActivityPage(
  t: AppTx,
  input: { id?: string; slug: string | null; description: ActivityPageDescription; editorId: string | null; window?: ActivityPageWindow },
): Promise<string> {
  const id = input.id ?? crypto.randomUUID();
  const window = { startsAt: dateOrNull(input.window?.startsAt), endsAt: dateOrNull(input.window?.endsAt) };
  await t.insert(activityPages).values({ id, slug: input.slug, currentVersion: 1, createdBy: input.editorId, ...window });
  await t.insert(activityPageVersions).values({
    pageId: id,
    version: 1,
    description: stamped(id, input.description),
    schemaVersion: input.description.schemaVersion,
    editedBy: input.editorId,
  });
  return id;
}

export function activityRepository(db: AppDb) {
  async function versionOf(t: AppDb | AppTx, pageId: string, version: number) {
    const [row] = await t
      .select({ description: activityPageVersions.description })
      .from(activityPageVersions)
      .where(and(eq(activityPageVersions.pageId, pageId), eq(activityPageVersions.version, version)));
    return row?.description ?? null;
  }

  async function row(t: AppDb | AppTx, pageId: string, forUpdate = false): Promise<PageRow | null> {
    if (!isUuid(pageId)) return null;
    const query = t.select().from(activityPages).where(eq(activityPages.id, pageId));
    const [found] = forUpdate ? await query.for('update') : await query;
    return found ?? null;
  }

  return {
    async slugTaken(slug: string): Promise<boolean> {
      const [found] = await db.select({ id: activityPages.id }).from(activityPages).where(eq(activityPages.slug, slug));
      return Boolean(found);
    },

    create: insertActivityPage,

    /** Saves a new version; the page row is locked so two editors saving at once get versions n+1 and n+2. Null for an unknown page. */
    async addVersion(t: AppTx, pageId: string, description: ActivityPageDescription, editorId: string): Promise<number | null> {
      const page = await row(t, pageId, true);
      if (!page) return null;
      const version = page.currentVersion + 1;
      await t.insert(activityPageVersions).values({
        pageId,
        version,
        description: stamped(pageId, description),
        schemaVersion: description.schemaVersion,
        editedBy: editorId,
      });
      await t
        .update(activityPages)
        .set({ currentVersion: version, updatedAt: sql`now()` })
        .where(eq(activityPages.id, pageId));
      return version;
    },

    /** Points the published version at `version` (the latest when undefined). 'noVersion' when it does not exist. */
    async publish(t: AppTx, pageId: string, version: number | undefined): Promise<'ok' | 'noPage' | 'noVersion'> {
      const page = await row(t, pageId, true);
      if (!page) return 'noPage';
      const target = version ?? page.currentVersion;
      if (!(await versionOf(t, pageId, target))) return 'noVersion';
      await t
        .update(activityPages)
        .set({ published: true, publishedVersion: target, publishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(activityPages.id, pageId));
      return 'ok';
    },

    /** Sets the campaign's window; false for an unknown page. */
    async setWindow(pageId: string, window: ActivityPageWindow): Promise<boolean> {
      if (!isUuid(pageId)) return false;
      const updated = await db
        .update(activityPages)
        .set({ startsAt: dateOrNull(window.startsAt), endsAt: dateOrNull(window.endsAt), updatedAt: sql`now()` })
        .where(eq(activityPages.id, pageId))
        .returning({ id: activityPages.id });
      return updated.length > 0;
    },

    /** Takes the page off the public site; the published version is kept so it can be published again. */
    async unpublish(pageId: string): Promise<boolean> {
      const updated = await db
        .update(activityPages)
        .set({ published: false, updatedAt: sql`now()` })
        .where(eq(activityPages.id, pageId))
        .returning({ id: activityPages.id });
      return updated.length > 0;
    },

    /** The editor's view: summary and the latest version (read in `t`, a save's own transaction, when given). */
    async draft(pageId: string, t: AppDb | AppTx = db): Promise<(ActivityPageSummary & { description: Record<string, unknown> }) | null> {
      const page = await row(t, pageId);
      if (!page) return null;
      const description = (await versionOf(t, pageId, page.currentVersion)) ?? {};
      return { ...summaryOf(page, description), description };
    },

    async list({ start, limit }: PageQuery): Promise<Page<ActivityPageSummary>> {
      const [total] = await db.select({ n: count() }).from(activityPages);
      const rows = await db
        .select({ page: activityPages, description: activityPageVersions.description })
        .from(activityPages)
        .innerJoin(
          activityPageVersions,
          and(eq(activityPageVersions.pageId, activityPages.id), eq(activityPageVersions.version, activityPages.currentVersion)),
        )
        .orderBy(desc(activityPages.updatedAt), activityPages.id)
        .offset(start)
        .limit(limit);
      return { total: total?.n ?? 0, list: rows.map((r) => summaryOf(r.page, r.description)) };
    },

    /**
     * The published pages whose window holds `now` (start inclusive, end exclusive), newest start first; with
     * `language`, only the pages written in it. The public index of /activityHtmls.
     */
    async running(now: Date, language: Language | undefined): Promise<ActivityPageRunning[]> {
      const rows = await db
        .select({ page: activityPages, description: activityPageVersions.description })
        .from(activityPages)
        .innerJoin(
          activityPageVersions,
          and(eq(activityPageVersions.pageId, activityPages.id), eq(activityPageVersions.version, activityPages.publishedVersion)),
        )
        .where(
          and(
            eq(activityPages.published, true),
            or(isNull(activityPages.startsAt), lte(activityPages.startsAt, now)),
            or(isNull(activityPages.endsAt), gt(activityPages.endsAt, now)),
          ),
        )
        .orderBy(sql`${activityPages.startsAt} desc nulls last`, desc(activityPages.createdAt), activityPages.id);
      return rows
        .map((r) => ({ id: r.page.id, slug: r.page.slug, ...metaOf(r.description), ...windowOf(r.page) }))
        .filter((page) => !language || page.language === language);
    },

    async versions(pageId: string, { start, limit }: PageQuery): Promise<Page<ActivityPageVersion> | null> {
      const page = await row(db, pageId);
      if (!page) return null;
      const rows = await db
        .select({
          version: activityPageVersions.version,
          schemaVersion: activityPageVersions.schemaVersion,
          editedBy: activityPageVersions.editedBy,
          editedByName: accounts.name,
          editedAt: activityPageVersions.editedAt,
        })
        .from(activityPageVersions)
        .leftJoin(accounts, eq(accounts.id, activityPageVersions.editedBy))
        .where(eq(activityPageVersions.pageId, pageId))
        .orderBy(desc(activityPageVersions.version))
        .offset(start)
        .limit(limit);
      return {
        total: page.currentVersion,
        list: rows.map((r) => ({
          ...r,
          editedAt: r.editedAt.toISOString(),
          published: page.published && page.publishedVersion === r.version,
        })),
      };
    },

    /**
     * What the public reads: the published version of a published page, or with `draft` the latest version of
     * any page (the route's policy lets only editors ask for drafts). Null when there is nothing to show.
     * Outside the page's window (at `now`) the public gets the page's title and why, not its description.
     */
    async readable(idOrSlug: string, draft: boolean, now: Date) {
      const condition = isUuid(idOrSlug) ? eq(activityPages.id, idOrSlug) : eq(activityPages.slug, idOrSlug);
      const [page] = await db.select().from(activityPages).where(condition);
      if (!page) return null;
      const version = draft ? page.currentVersion : page.published ? page.publishedVersion : null;
      if (version === null) return null;
      const description = await versionOf(db, page.id, version);
      if (!description) return null;
      const window = windowOf(page);
      const availability = activityAvailability(window, now);
      return {
        id: page.id,
        slug: page.slug,
        version,
        published: page.published && page.publishedVersion === version,
        ...metaOf(description),
        ...window,
        availability,
        description: availability === 'open' || draft ? description : null,
      };
    },
  };
}
