import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDb, AppTx } from '../../db/client.ts';
import { activityPages, activityPageVersions, clinics, contentItems, contentVersions, doctors, media } from '../../db/schema/index.ts';

export type MediaRow = Omit<typeof media.$inferSelect, 'data'>;
export type MediaInsert = Omit<typeof media.$inferInsert, 'id' | 'createdAt'>;

const listed = {
  id: media.id,
  kind: media.kind,
  contentType: media.contentType,
  sizeBytes: media.sizeBytes,
  sha256: media.sha256,
  filename: media.filename,
  uploadedBy: media.uploadedBy,
  createdAt: media.createdAt,
  storageKey: media.storageKey,
};

/** The media table (migration 2950). */
export function mediaRepository(db: AppDb | AppTx) {
  return {
    async bySha(sha256: string): Promise<MediaRow | null> {
      const [row] = await db.select(listed).from(media).where(eq(media.sha256, sha256));
      return row ?? null;
    },
    /** Inserts the row, or answers the one already holding these bytes (two uploads at once keep one row). */
    async insert(row: MediaInsert): Promise<{ row: MediaRow; created: boolean }> {
      const [inserted] = await db.insert(media).values(row).onConflictDoNothing({ target: media.sha256 }).returning(listed);
      if (inserted) return { row: inserted, created: true };
      return { row: (await this.bySha(row.sha256))!, created: false };
    },
    /** One item with its bytes when they are in the database. */
    async withData(id: string): Promise<(MediaRow & { data: Buffer | null }) | null> {
      const [row] = await db
        .select({ ...listed, data: media.data })
        .from(media)
        .where(eq(media.id, id));
      return row ?? null;
    },
    async page(start: number, limit: number, kind?: 'image' | 'document'): Promise<{ total: number; list: MediaRow[] }> {
      const where = kind ? eq(media.kind, kind) : undefined;
      const [list, [total]] = await Promise.all([
        db.select(listed).from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).offset(start).limit(limit),
        db.select({ n: count() }).from(media).where(where),
      ]);
      return { total: total?.n ?? 0, list };
    },
    /** Which of these ids exist (image paths are checked against them, modules/media/image-paths.ts). */
    async existing(ids: string[], kind?: 'image' | 'document'): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: media.id })
        .from(media)
        .where(and(inArray(media.id, ids), kind ? eq(media.kind, kind) : undefined));
      return new Set(rows.map((r) => r.id));
    },
    /**
     * Whether a clinic, a doctor, the current or published version of an article, FAQ or page, or a report still
     * names `/media/<id>`: a text search of those few columns, cheap at an editor's scale.
     */
    async referenced(id: string): Promise<boolean> {
      const needle = `%/media/${id}%`;
      const found = await Promise.all([
        db
          .select({ id: clinics.id })
          .from(clinics)
          .where(sql`${clinics.photos}::text LIKE ${needle}`)
          .limit(1),
        db
          .select({ id: doctors.id })
          .from(doctors)
          .where(sql`${doctors.photo} LIKE ${needle}`)
          .limit(1),
        db
          .select({ id: contentItems.id })
          .from(contentItems)
          .innerJoin(
            contentVersions,
            and(eq(contentVersions.itemId, contentItems.id), eq(contentVersions.version, contentItems.currentVersion)),
          )
          .where(sql`${contentVersions.data}::text LIKE ${needle}`)
          .limit(1),
        db
          .select({ id: activityPages.id })
          .from(activityPages)
          .innerJoin(
            activityPageVersions,
            and(
              eq(activityPageVersions.pageId, activityPages.id),
              or(
                eq(activityPageVersions.version, activityPages.currentVersion),
                eq(activityPageVersions.version, activityPages.publishedVersion),
              ),
            ),
          )
          .where(sql`${activityPageVersions.description}::text LIKE ${needle}`)
          .limit(1),
      ]);
      return found.some((rows) => rows.length > 0);
    },
    async remove(id: string): Promise<MediaRow | null> {
      const [row] = await db.delete(media).where(eq(media.id, id)).returning(listed);
      return row ?? null;
    },
  };
}
