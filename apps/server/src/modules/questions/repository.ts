import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';

/**
 * Where a versioned form (a disease survey, a questionnaire) lives: a parent row holding its code, and
 * append-only version rows numbered 1, 2, … under it (unique per parent and number).
 */
export interface VersionedTables {
  parent: PgTable;
  parentId: PgColumn;
  /** The parent's code column and its property name on the parent table. */
  code: PgColumn;
  codeKey: string;
  /** The parent's published flag (an editor withdraws a form) and its property name. */
  published: PgColumn;
  publishedKey: string;
  /** The version parents get (migration 3500); newer ones are drafts. Null until first published. */
  publishedVersion: PgColumn;
  publishedVersionKey: string;
  versions: PgTable;
  /** The version row's parent reference, its property name, and the version number column. */
  versionParent: PgColumn;
  versionParentKey: string;
  versionNumber: PgColumn;
  /** What a version row reads as: its columns and the parent's code. */
  columns: Record<string, PgColumn | SQL>;
}

/** The reads and writes surveys and questionnaires share: current, every version, the list, create, add a version. */
export function versionedRepository<Row, Input extends object>(db: AppDb, t: VersionedTables, codeOf: (row: Row) => string) {
  const base = () => db.select(t.columns).from(t.versions).innerJoin(t.parent, eq(t.parentId, t.versionParent));

  return {
    async current(code: string): Promise<Row | null> {
      const [row] = await base().where(eq(t.code, code)).orderBy(desc(t.versionNumber)).limit(1);
      return (row as Row | undefined) ?? null;
    },

    /**
     * The version parents get: the published one, or the newest while none was ever published (then the
     * parent row is unpublished too, so parents are refused either way).
     */
    async live(code: string): Promise<Row | null> {
      const [row] = await base()
        .where(and(eq(t.code, code), sql`${t.versionNumber} <= coalesce(${t.publishedVersion}, ${t.versionNumber})`))
        .orderBy(desc(t.versionNumber))
        .limit(1);
      return (row as Row | undefined) ?? null;
    },

    async versions(code: string): Promise<Row[]> {
      return (await base().where(eq(t.code, code)).orderBy(desc(t.versionNumber))) as Row[];
    },

    /** The newest version of each: DISTINCT ON keeps the first row per parent in version order; sorted by code. */
    async listCurrent(): Promise<Row[]> {
      const rows = (await db
        .selectDistinctOn([t.versionParent], t.columns)
        .from(t.versions)
        .innerJoin(t.parent, eq(t.parentId, t.versionParent))
        .orderBy(t.versionParent, desc(t.versionNumber))) as Row[];
      return rows.sort((a, b) => codeOf(a).localeCompare(codeOf(b)));
    },

    /** What parents get of each: the published version of every published form (drafts unseen); sorted by code. */
    async listLive(): Promise<Row[]> {
      const rows = (await db
        .selectDistinctOn([t.versionParent], t.columns)
        .from(t.versions)
        .innerJoin(t.parent, eq(t.parentId, t.versionParent))
        .where(and(eq(t.published, true), sql`${t.versionNumber} <= coalesce(${t.publishedVersion}, ${t.versionNumber})`))
        .orderBy(t.versionParent, desc(t.versionNumber))) as Row[];
      return rows.sort((a, b) => codeOf(a).localeCompare(codeOf(b)));
    },

    /**
     * A new parent with its first version, in one transaction, unpublished: parents see it once an editor
     * publishes it. Throws a unique violation for a taken code.
     */
    async create(code: string, input: Input, editorId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const [parent] = (await tx
          .insert(t.parent)
          .values({ [t.codeKey]: code, [t.publishedKey]: false })
          .returning({ id: t.parentId })) as { id: string }[];
        await tx.insert(t.versions).values({ [t.versionParentKey]: parent!.id, version: 1, ...input, createdBy: editorId });
      });
    },

    /**
     * Publishes a form at one of its versions (the newest when none is named), or withdraws it; false when there is
     * no form of that code or no such version. Withdrawing keeps the published version for the record.
     */
    async setPublished(code: string, published: boolean, version?: number): Promise<boolean> {
      const parentOf = sql`(SELECT ${t.parentId} FROM ${t.parent} WHERE ${t.code} = ${code})`;
      const chosen =
        version === undefined
          ? sql`(SELECT max(${t.versionNumber}) FROM ${t.versions} WHERE ${t.versionParent} = ${parentOf})`
          : sql`(SELECT ${t.versionNumber} FROM ${t.versions} WHERE ${t.versionParent} = ${parentOf} AND ${t.versionNumber} = ${version})`;
      const rows = await db
        .update(t.parent)
        .set(published ? { [t.publishedKey]: true, [t.publishedVersionKey]: chosen } : { [t.publishedKey]: false })
        .where(published ? and(eq(t.code, code), sql`${chosen} IS NOT NULL`) : eq(t.code, code))
        .returning({ id: t.parentId });
      return rows.length > 0;
    },

    /**
     * Appends the next version. Two editors saving at once compute the same number: the unique (parent, version)
     * key refuses the second, which the service reports as a conflict.
     */
    async addVersion(parentId: string, input: Input, editorId: string | null): Promise<void> {
      await db.insert(t.versions).values({
        [t.versionParentKey]: parentId,
        version: sql`(SELECT coalesce(max(${t.versionNumber}), 0) + 1 FROM ${t.versions} WHERE ${t.versionParent} = ${parentId})`,
        ...input,
        createdBy: editorId,
      });
    },
  };
}
