import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { accounts, familyMembers } from './core.ts';

/** A child's report attachment (migration 3600): its bytes in `data`, or in S3 under `storageKey`. */
export const memberAttachments = pgTable(
  'member_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'image' | 'document'>().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    filename: text('filename').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    data: bytea('data'),
    storageKey: text('storage_key'),
  },
  (t) => [
    unique('member_attachments_family_member_id_sha256_key').on(t.familyMemberId, t.sha256),
    index('member_attachments_member_created_idx').on(t.familyMemberId, t.createdAt, t.id),
  ],
);
