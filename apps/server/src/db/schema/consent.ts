import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, familyMembers } from './core.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });
const DECISIONS = ['granted', 'refused', 'revoked'] as const;

/** What an answer holds, in the current answer and in the history alike: fresh builders for each table. */
const answerColumns = () => ({
  decision: text('decision', { enum: DECISIONS }).notNull(),
  clinicIds: uuid('clinic_ids').array().notNull().default([]),
  policyKey: text('policy_key').notNull(),
  policyVersion: integer('policy_version').notNull(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  answeredAt: tz('answered_at').notNull().defaultNow(),
});

/** The guardian's current answer per family member (migration 1810); the access policy reads it. */
export const memberConsents = pgTable('member_consents', {
  familyMemberId: uuid('family_member_id')
    .primaryKey()
    .references(() => familyMembers.id, { onDelete: 'cascade' }),
  ...answerColumns(),
});

/** Every answer ever given, append-only by use: what was agreed, by whom, when. */
export const consentHistory = pgTable(
  'consent_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    ...answerColumns(),
  },
  (t) => [index('consent_history_member_idx').on(t.familyMemberId, t.answeredAt.desc(), t.id.desc())],
);
