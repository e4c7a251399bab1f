import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, familyMembers } from './core.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });
export const CARER_ROLES = ['guardian', 'caregiver'] as const;

/** Who else reaches a child, and as what (migration 3300); the access policy reads it in its one query. */
export const memberCarers = pgTable(
  'member_carers',
  {
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CARER_ROLES }).notNull(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.familyMemberId, t.accountId] }), index('member_carers_account_idx').on(t.accountId)],
);

/** An invitation of a phone to a child, open until accepted, revoked or expired. */
export const carerInvites = pgTable(
  'carer_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    role: text('role', { enum: CARER_ROLES }).notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    acceptedAt: tz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => accounts.id, { onDelete: 'set null' }),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('carer_invites_open_idx')
      .on(t.familyMemberId, t.phone)
      .where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
    index('carer_invites_phone_idx')
      .on(t.phone)
      .where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
  ],
);
