import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid, type ArticleTopic, type ContentKind, type Language, type LocalizedText } from '@sprout/contracts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { accounts, contentItems, contentSearch, contentVersions } from '../../db/schema/index.ts';

/**
 * The versioned content store every kind shares. An item row says what the content is and which version is
 * current; each edit inserts a new version row in the same transaction that moves the pointer, so no edit
 * ever overwrites earlier text. Kinds decide what goes in `data` (kinds.ts); this file only stores it.
 */
export type Db = AppDb | AppTx;
export type ItemRow = typeof contentItems.$inferSelect;
export interface CurrentItem {
  item: ItemRow;
  data: Record<string, unknown>;
}

export interface NewItem {
  /** A fixed id (the demo seed names its items); a random one otherwise. */
  id?: string;
  kind: ContentKind;
  key?: string | null;
  parentId?: string | null;
  sortOrder?: number;
  published?: boolean;
  data: Record<string, unknown>;
  /** Plain text per language for substring search; null for kinds nobody searches. */
  searchText?: LocalizedText | null;
  editedBy: string | null;
}

export interface NewVersion {
  data: Record<string, unknown>;
  searchText?: LocalizedText | null;
  sortOrder?: number;
  parentId?: string | null;
  editedBy: string | null;
}

async function writeSearch(tx: Db, itemId: string, kind: ContentKind, searchText: LocalizedText | null | undefined) {
  if (!searchText) return;
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const text = searchText[locale].toLocaleLowerCase(locale);
    await tx
      .insert(contentSearch)
      .values({ itemId, locale, kind, text })
      .onConflictDoUpdate({ target: [contentSearch.itemId, contentSearch.locale], set: { text } });
  }
}

const category = alias(contentItems, 'category');
const currentJoin = and(eq(contentVersions.itemId, contentItems.id), eq(contentVersions.version, contentItems.currentVersion));

export function contentStore(db: Db) {
  return {
    /** A new item at version 1, in one transaction with its search text. Returns its id. */
    async create(item: NewItem): Promise<string> {
      return db.transaction(async (tx) => {
        const published = item.published ?? false;
        const [row] = await tx
          .insert(contentItems)
          .values({
            ...(item.id ? { id: item.id } : {}),
            kind: item.kind,
            key: item.key ?? null,
            parentId: item.parentId ?? null,
            sortOrder: item.sortOrder ?? 0,
            published,
            publishedAt: published ? new Date() : null,
            currentVersion: 1,
          })
          .returning({ id: contentItems.id });
        await tx.insert(contentVersions).values({ itemId: row!.id, version: 1, data: item.data, editedBy: item.editedBy });
        await writeSearch(tx, row!.id, item.kind, item.searchText);
        return row!.id;
      });
    },

    /**
     * A new version of an existing item of this kind, or null when there is none. The update takes the
     * row's lock, so two editors saving at once get consecutive versions; neither text is lost.
     */
    async saveVersion(kind: ContentKind, itemId: string, next: NewVersion): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contentItems)
          .set({
            currentVersion: sql`${contentItems.currentVersion} + 1`,
            updatedAt: new Date(),
            ...(next.sortOrder !== undefined ? { sortOrder: next.sortOrder } : {}),
            ...(next.parentId !== undefined ? { parentId: next.parentId } : {}),
          })
          .where(and(eq(contentItems.id, itemId), eq(contentItems.kind, kind)))
          .returning({ version: contentItems.currentVersion });
        if (!row) return null;
        await tx.insert(contentVersions).values({ itemId, version: row.version, data: next.data, editedBy: next.editedBy });
        await writeSearch(tx, itemId, kind, next.searchText);
        return row.version;
      });
    },

    /** Publishes or withdraws; the first publication's time is kept as the publication date. */
    async setPublished(itemId: string, published: boolean): Promise<ContentKind | null> {
      if (!isUuid(itemId)) return null;
      const [row] = await db
        .update(contentItems)
        .set({ published, publishedAt: published ? sql`coalesce(${contentItems.publishedAt}, now())` : sql`${contentItems.publishedAt}` })
        .where(eq(contentItems.id, itemId))
        .returning({ kind: contentItems.kind });
      return row?.kind ?? null;
    },

    /** The current version of one item, by id or natural key; null when unknown (or unpublished, for the public). */
    async current(kind: ContentKind, by: { id: string } | { key: string }, publishedOnly: boolean): Promise<CurrentItem | null> {
      if ('id' in by && !isUuid(by.id)) return null;
      const conditions: SQL[] = [eq(contentItems.kind, kind), 'id' in by ? eq(contentItems.id, by.id) : eq(contentItems.key, by.key)];
      if (publishedOnly) conditions.push(eq(contentItems.published, true));
      const [row] = await db
        .select({ item: contentItems, data: contentVersions.data })
        .from(contentItems)
        .innerJoin(contentVersions, currentJoin)
        .where(and(...conditions));
      return row ?? null;
    },

    /** A page of current versions of a kind, in the kind's order; extra conditions may name either table. */
    async list(
      kind: ContentKind,
      options: { publishedOnly: boolean; where?: SQL[]; start: number; limit: number; order: 'sort' | 'newest' },
    ): Promise<{ total: number; list: CurrentItem[] }> {
      const conditions: SQL[] = [eq(contentItems.kind, kind), ...(options.where ?? [])];
      if (options.publishedOnly) conditions.push(eq(contentItems.published, true));
      const where = and(...conditions);
      const orderBy =
        options.order === 'sort'
          ? [asc(contentItems.sortOrder), asc(contentItems.createdAt), asc(contentItems.id)]
          : [sql`${contentItems.publishedAt} desc nulls last`, desc(contentItems.createdAt), asc(contentItems.id)];
      const [totalRow] = await db.select({ n: count() }).from(contentItems).innerJoin(contentVersions, currentJoin).where(where);
      const list = await db
        .select({ item: contentItems, data: contentVersions.data })
        .from(contentItems)
        .innerJoin(contentVersions, currentJoin)
        .where(where)
        .orderBy(...orderBy)
        .offset(options.start)
        .limit(options.limit);
      return { total: totalRow?.n ?? 0, list };
    },

    /** The public reads' conditions, for `list`'s `where`. */
    filters: {
      topic: (topic: ArticleTopic): SQL => sql`${contentVersions.data}->>'topic' = ${topic}`,
      parent: (parentId: string): SQL => eq(contentItems.parentId, parentId),
      /** The item's category (its parent) is published. */
      categoryPublished: (): SQL =>
        exists(
          db
            .select({ one: sql`1` })
            .from(category)
            .where(and(eq(category.id, contentItems.parentId), eq(category.published, true))),
        ),
      /** A FAQ item whose search text in `lang` matches a LIKE pattern (likePattern). */
      faqText: (pattern: string, lang: Language): SQL =>
        exists(
          db
            .select({ one: sql`1` })
            .from(contentSearch)
            .where(
              and(
                eq(contentSearch.itemId, contentItems.id),
                eq(contentSearch.kind, 'faqItem'),
                eq(contentSearch.locale, lang),
                sql`${contentSearch.text} like ${pattern} escape '\\'`,
              ),
            ),
        ),
      /** A drug whose product code, brand or generic name (either language) matches a LIKE pattern. */
      drugText: (like: string): SQL => {
        const text = (field: string) =>
          sql`lower(coalesce(${contentVersions.data}->${field}->>'zh-CN', '') || ' ' || coalesce(${contentVersions.data}->${field}->>'en-US', ''))`;
        return or(
          sql`lower(${contentItems.key}) like ${like}`,
          sql`${text('name')} like ${like}`,
          sql`${text('genericName')} like ${like}`,
        )!;
      },
    },

    /** How many published FAQ items each of these categories holds. */
    async publishedFaqCounts(categoryIds: string[]): Promise<Map<string | null, number>> {
      const counts = await db
        .select({ parentId: contentItems.parentId, n: count() })
        .from(contentItems)
        .where(and(eq(contentItems.kind, 'faqItem'), eq(contentItems.published, true), inArray(contentItems.parentId, categoryIds)))
        .groupBy(contentItems.parentId);
      return new Map(counts.map((c) => [c.parentId, c.n]));
    },

    /** The editor list's filters: words anywhere in the current version (either language), and the status. */
    editorFilters(filters: { q?: string; status?: 'published' | 'draft' }): SQL[] {
      const where: SQL[] = [];
      if (filters.status) where.push(eq(contentItems.published, filters.status === 'published'));
      if (filters.q) where.push(sql`${contentVersions.data}::text ilike ${`%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
      return where;
    },

    /** Every version of an item, newest first, with who saved it. */
    async versions(itemId: string) {
      return db
        .select({
          version: contentVersions.version,
          data: contentVersions.data,
          editedAt: contentVersions.editedAt,
          editorId: accounts.id,
          editorName: accounts.name,
        })
        .from(contentVersions)
        .leftJoin(accounts, eq(accounts.id, contentVersions.editedBy))
        .where(eq(contentVersions.itemId, itemId))
        .orderBy(desc(contentVersions.version));
    },

    async exists(itemId: string): Promise<boolean> {
      if (!isUuid(itemId)) return false;
      const [row] = await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, itemId));
      return Boolean(row);
    },
  };
}

/** `lang`'s text of a localized field stored in version data. */
export function localized(data: Record<string, unknown>, field: string, lang: Language): string {
  const value = data[field] as LocalizedText | undefined;
  return value?.[lang] ?? '';
}

/** Search pattern for LIKE: the words as typed, lower-cased, with LIKE's wildcards escaped. */
export function likePattern(q: string, lang: Language): string {
  return `%${q.toLocaleLowerCase(lang).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
