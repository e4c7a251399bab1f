import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CONTENT_KINDS, type Language } from '@sprout/contracts';
import { accounts, clinics, familyMembers } from './core.ts';
import { changeColumns } from './health-record.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    key: text('key'),
    parentId: uuid('parent_id').references((): AnyPgColumn => contentItems.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(false),
    publishedAt: tz('published_at'),
    currentVersion: integer('current_version').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_kind_key_uq')
      .on(t.kind, t.key)
      .where(sql`key is not null`),
    index('content_items_kind_list_idx').on(t.kind, t.published, t.sortOrder, t.publishedAt.desc()),
    index('content_items_parent_idx')
      .on(t.parentId)
      .where(sql`parent_id is not null`),
  ],
);

export const contentVersions = pgTable(
  'content_versions',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    editedBy: uuid('edited_by').references(() => accounts.id, { onDelete: 'set null' }),
    editedAt: tz('edited_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.version] })],
);

export const contentSearch = pgTable(
  'content_search',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['zh-CN', 'en-US'] }).notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locale] }), index('content_search_kind_locale_idx').on(t.kind, t.locale)],
);

export const doctorAdvices = pgTable(
  'doctor_advices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** The advice in other languages, where someone gave it (the demo's English); the reader's wins over `text`. */
    translations: jsonb('translations').$type<Partial<Record<Language, string>>>(),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** The clinic it was written at (migration 2920): a colleague there with records.amendClinic may correct it. */
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    ...changeColumns(),
  },
  (t) => [index('doctor_advices_member_idx').on(t.familyMemberId, t.createdAt.desc())],
);
