import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { accounts } from './core.ts';

/** An uploaded image or PDF (migration 2950): its bytes in `data`, or in S3 under `storageKey`. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'image' | 'document'>().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull().unique(),
    filename: text('filename').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    data: bytea('data'),
    storageKey: text('storage_key'),
  },
  (t) => [index('media_created_idx').on(t.createdAt, t.id)],
);
