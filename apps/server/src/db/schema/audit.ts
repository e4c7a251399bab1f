import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only (a trigger refuses changes): who read or wrote which member's health data, when, from where. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    accountId: uuid('account_id').notNull(),
    role: text('role').notNull(),
    action: text('action', { enum: ['read', 'write'] }).notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    familyMemberId: uuid('family_member_id'),
    ip: text('ip').notNull(),
    status: integer('status').notNull(),
    /** The client's screen view (header x-screen-view): reads of one screen share one row (migration 1500). */
    screenViewId: uuid('screen_view_id'),
    /** What an editor's write touched: the request path with its ids (migration 1600); null on older rows. */
    target: text('target'),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt, t.id),
    index('audit_events_member_idx').on(t.familyMemberId, t.occurredAt),
    index('audit_events_account_idx').on(t.accountId, t.occurredAt),
  ],
);

/** An audit row as a request writes it: its id and time are the database's. */
export type AuditRow = Omit<typeof auditEvents.$inferInsert, 'id' | 'occurredAt'>;
