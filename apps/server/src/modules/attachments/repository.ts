import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { familyMembers, memberAttachments } from '../../db/schema/index.ts';

export type AttachmentRow = Omit<typeof memberAttachments.$inferSelect, 'data'>;
type AttachmentInsert = Omit<typeof memberAttachments.$inferInsert, 'id' | 'createdAt'>;

const listed = {
  id: memberAttachments.id,
  familyMemberId: memberAttachments.familyMemberId,
  kind: memberAttachments.kind,
  contentType: memberAttachments.contentType,
  sizeBytes: memberAttachments.sizeBytes,
  sha256: memberAttachments.sha256,
  filename: memberAttachments.filename,
  uploadedBy: memberAttachments.uploadedBy,
  createdAt: memberAttachments.createdAt,
  storageKey: memberAttachments.storageKey,
};

/** The member_attachments table (migration 3600). Every read names the member: an id alone finds nothing. */
export function attachmentRepository(db: AppDb) {
  const bySha = async (memberId: string, sha256: string): Promise<AttachmentRow | null> => {
    const [row] = await db
      .select(listed)
      .from(memberAttachments)
      .where(and(eq(memberAttachments.familyMemberId, memberId), eq(memberAttachments.sha256, sha256)));
    return row ?? null;
  };
  return {
    bySha,
    /** Inserts the row, or answers the one already holding these bytes for this child (two uploads at once keep one). */
    async insert(row: AttachmentInsert): Promise<AttachmentRow> {
      const [inserted] = await db
        .insert(memberAttachments)
        .values(row)
        .onConflictDoNothing({ target: [memberAttachments.familyMemberId, memberAttachments.sha256] })
        .returning(listed);
      return inserted ?? (await bySha(row.familyMemberId, row.sha256))!;
    },
    async withData(memberId: string, id: string): Promise<(AttachmentRow & { data: Buffer | null }) | null> {
      const [row] = await db
        .select({ ...listed, data: memberAttachments.data })
        .from(memberAttachments)
        .where(and(eq(memberAttachments.familyMemberId, memberId), eq(memberAttachments.id, id)));
      return row ?? null;
    },
    async page(memberId: string, start: number, limit: number): Promise<{ total: number; list: AttachmentRow[] }> {
      const where = eq(memberAttachments.familyMemberId, memberId);
      const [list, [total]] = await Promise.all([
        db
          .select(listed)
          .from(memberAttachments)
          .where(where)
          .orderBy(desc(memberAttachments.createdAt), desc(memberAttachments.id))
          .offset(start)
          .limit(limit),
        db.select({ n: count() }).from(memberAttachments).where(where),
      ]);
      return { total: total?.n ?? 0, list };
    },
    /** The S3 keys of the files of one member, or of every member of an account (before they are erased). */
    async storageKeys(owner: { memberId: string } | { accountId: string }): Promise<string[]> {
      const members =
        'memberId' in owner
          ? eq(memberAttachments.familyMemberId, owner.memberId)
          : inArray(
              memberAttachments.familyMemberId,
              db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.accountId, owner.accountId)),
            );
      const rows = await db
        .select({ key: memberAttachments.storageKey })
        .from(memberAttachments)
        .where(and(members, isNotNull(memberAttachments.storageKey)));
      return rows.map((r) => r.key!);
    },
    /** Which of these ids are attachments of this child. */
    async existing(memberId: string, ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: memberAttachments.id })
        .from(memberAttachments)
        .where(and(eq(memberAttachments.familyMemberId, memberId), inArray(memberAttachments.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
