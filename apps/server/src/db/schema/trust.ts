import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, familyMembers } from './core.ts';

/** A time-limited read-only link to sections of a child's record (migration 1800); the token only as a hash. */
export const recordShares = pgTable(
  'record_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    sections: jsonb('sections').$type<Array<'growth' | 'eye' | 'record'>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    idempotencyKeyHash: text('idempotency_key_hash'),
    requestHash: text('request_hash'),
  },
  (t) => [index('record_shares_member_idx').on(t.familyMemberId, t.createdAt)],
);
