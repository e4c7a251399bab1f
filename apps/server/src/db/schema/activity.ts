import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Activity pages and their versions (migration 0500). The migration also ties current_version and
 * published_version to existing versions with deferred foreign keys, which Drizzle does not model.
 */
export const activityPages = pgTable(
  'activity_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').unique(),
    published: boolean('published').notNull().default(false),
    currentVersion: integer('current_version').notNull(),
    publishedVersion: integer('published_version'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The campaign's window (migration 0501): start inclusive, end exclusive, null = open on that side. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('activity_pages_updated_idx').on(t.updatedAt.desc(), t.id)],
);

export const activityPageVersions = pgTable(
  'activity_page_versions',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => activityPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    description: jsonb('description').$type<Record<string, unknown>>().notNull(),
    schemaVersion: integer('schema_version').notNull(),
    editedBy: uuid('edited_by'),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.version] })],
);
